import sanitize from 'sanitize-html'

/**
 * Editor-entered HTML, sanitised on save and on render (ARCHITECTURE.md Conventions).
 * Allows the prose and layout markup of content blocks; no scripts, styles, event handlers,
 * iframes or javascript: URLs.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'blockquote',
    'section',
    'div',
    'span',
    'hr',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'id', 'lang', 'dir', 'aria-label', 'aria-hidden', 'role'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

// Rendering sanitises stored HTML again on every uncached page view; the same input always gives
// the same output, so recent results are remembered (bounded, oldest dropped first).
const recent = new Map<string, string>()
const RECENT_LIMIT = 500

/** A copy of block values with the named HTML fields sanitised. */
export function sanitizeFields<T extends Record<string, unknown>>(values: T, htmlSymbols: readonly string[]): T {
  const copy: Record<string, unknown> = { ...values }
  for (const symbol of htmlSymbols) {
    if (typeof copy[symbol] === 'string') copy[symbol] = sanitizeHtml(copy[symbol])
  }
  return copy as T
}

export function sanitizeHtml(html: string): string {
  const known = recent.get(html)
  if (known !== undefined) return known
  const clean = sanitize(html, options)
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value!)
  recent.set(html, clean)
  return clean
}
