import sanitize from 'sanitize-html'

/**
 * Editor-entered HTML, sanitised on save and on render (ARCHITECTURE.md Conventions), and in the
 * editor's canvas, which shows a block as visitors get it (so this module runs in the browser too).
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

/**
 * The external navigation service's markup (spec 1 §2): the editor's tags plus the
 * header's own (nav, buttons, a search form, inline SVG icons), `data-*` and `aria-*` attributes;
 * no event handlers, styles or frames. A `<script>` stays only when it loads from `scriptOrigin`
 * (the service's configured origin) and has no inline code.
 */
function navigationOptions(scriptOrigin: string): sanitize.IOptions {
  const allowedTags = options.allowedTags as string[]
  return {
    ...options,
    allowedTags: [...allowedTags, 'nav', 'header', 'button', 'form', 'input', 'label', 'picture', 'source'].concat([
      'svg',
      'g',
      'path',
      'circle',
      'rect',
      'use',
      'title',
      'script',
    ]),
    allowedAttributes: {
      ...options.allowedAttributes,
      '*': [...(options.allowedAttributes as Record<string, string[]>)['*']!, 'data-*', 'aria-*', 'hidden', 'tabindex'],
      button: ['type', 'name', 'value'],
      form: ['action', 'method', 'role'],
      input: ['type', 'name', 'value', 'placeholder', 'autocomplete'],
      label: ['for'],
      source: ['srcset', 'sizes', 'media', 'type'],
      svg: ['viewbox', 'width', 'height', 'fill', 'xmlns', 'focusable'],
      path: ['d', 'fill', 'fill-rule', 'clip-rule', 'stroke', 'stroke-width'],
      circle: ['cx', 'cy', 'r', 'fill', 'stroke', 'stroke-width'],
      rect: ['x', 'y', 'width', 'height', 'rx', 'fill'],
      g: ['fill', 'stroke'],
      use: ['href'],
      script: ['src', 'async', 'defer'],
    },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'action'],
    allowedSchemesByTag: { use: [] },
    // `allowVulnerableTags` only silences sanitize-html's warning about <script>: the filter below
    // drops every script that is inline or loads from elsewhere.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => frame.tag === 'script' && (frame.text.trim() !== '' || !fromOrigin(frame.attribs.src, scriptOrigin)),
    parser: { lowerCaseAttributeNames: true },
  }
}

/** Whether `src` is an absolute http(s) URL on exactly this origin (scheme, host and port). */
function fromOrigin(src: string | undefined, origin: string): boolean {
  if (!src) return false
  try {
    const url = new URL(src)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin
  } catch {
    return false
  }
}

/**
 * The navigation service's HTML, safe to render on every page: see `navigationOptions`.
 * @example sanitizeNavigationHtml('<nav><script>alert(1)</script></nav>', 'https://nav.example') // → '<nav></nav>'
 */
export function sanitizeNavigationHtml(html: string, scriptOrigin: string): string {
  return sanitize(html, navigationOptions(scriptOrigin))
}

/** A copy of block values with the named HTML fields sanitised. */
export function sanitizeFields<T extends Record<string, unknown>>(values: T, htmlSymbols: readonly string[]): T {
  const copy: Record<string, unknown> = { ...values }
  for (const symbol of htmlSymbols) {
    if (typeof copy[symbol] === 'string') copy[symbol] = sanitizeHtml(copy[symbol])
  }
  return copy as T
}

/** Stored HTML safe to render. Not memoised: a page's blocks are sanitised once per content revision, in its view (docs/caching.md). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options)
}
