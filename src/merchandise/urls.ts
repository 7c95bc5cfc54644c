/**
 * Merchandise image and link URLs, from editors (Collection Item) and from the collection feed,
 * are kept only when they are http(s) or site-relative ('/shop/cap'). Anything else is dropped:
 * javascript: and data: URLs, and protocol-relative ones ('//host', '/\host'), which leave the site
 * without saying so.
 * @example safeUrl('https://shop.example/cap.jpg') // → 'https://shop.example/cap.jpg'
 * @example safeUrl('javascript:alert(1)') // → null
 */
export function safeUrl(value: string): string | null {
  const url = value.trim()
  if (!url || /[\s\u0000-\u001f]/.test(url)) return null
  if (url.startsWith('/')) return /^\/[/\\]/.test(url) ? null : url
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? url : null
  } catch {
    return null
  }
}
