/**
 * A root-absolute app path (`/api/…`, `/media/…`) as this document reaches it: under the market's
 * base path when the editor or admin runs under one (`/ar/api/…`, issue 11 §7), which is React
 * Router's basename for the document. Other URLs pass unchanged; so does everything on the server.
 * @example appUrl('/api/admin/settings') // → '/ar/api/admin/settings' in /ar/admin
 */
export function appUrl(url: string, basename: string = documentBasename()): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const base = basename.replace(/\/+$/, '')
  return base && !url.startsWith(`${base}/`) ? `${base}${url}` : url
}

/** React Router's basename of this document (its hydration context); '' on the server. */
function documentBasename(): string {
  if (typeof window === 'undefined') return ''
  return (window as { __reactRouterContext?: { basename?: string } }).__reactRouterContext?.basename ?? ''
}
