/**
 * A rendered link's url from a predefined link (spec 1 §3 Predefined link, §7 Predefined links;
 * ADR 170). Pure rules, shared by the shell's navigation and footer and every block's buttons; the
 * setting's schema and the pass-through names' reader are in src/settings/predefined-links.ts.
 */

/** '{lang}' as written, or as a URL field may have encoded it. */
const LANG_PLACEHOLDER = /\{lang\}|%7Blang%7D/gi

/** spec 1 §7 Predefined links: every '{lang}' in the url becomes the market's language URL code ('ar', 'en'). */
export const replaceLangPlaceholder = (url: string, lang: string): string => url.replace(LANG_PLACEHOLDER, lang)

/** A link's address in sanitised HTML: sanitize-html writes every attribute in double quotes. */
const HREF_ATTRIBUTE = /(\shref=")([^"]*)"/gi

/**
 * '{lang}' replaced in the links of an editor's rich text, as in link fields: an editor may paste a
 * predefined link's url into a text. Only inside `href`, so a text that shows '{lang}' keeps it.
 *
 * @example replaceLangInHtmlLinks('<a href="/{lang}/offers">{lang}</a>', 'ar') // '<a href="/ar/offers">{lang}</a>'
 */
export function replaceLangInHtmlLinks(html: string, lang: string): string {
  if (!/\{lang\}|%7Blang%7D/i.test(html)) return html
  return html.replace(HREF_ATTRIBUTE, (_, start: string, url: string) => `${start}${replaceLangPlaceholder(url, lang)}"`)
}

/** The prefix of spec 1 §8's "Predefined-link parameter error" log line (ADR 170); the link follows. */
export const PASS_THROUGH_ERROR = 'Predefined link parameter error: '

/**
 * spec 1 §7: the pass-through parameters of the current page's query that the link lacks are
 * appended to it (every value, in the page's order); its own values win. A link that cannot be
 * read as a URL is left unchanged with spec 1 §8's error.
 *
 * @example withPassThroughParams('/offers', '?utm_source=x&q=1', ['utm_source']) // { url: '/offers?utm_source=x', error: null }
 */
export function withPassThroughParams(url: string, currentSearch: string, names: readonly string[]): { url: string; error: string | null } {
  if (names.length === 0 || !url) return { url, error: null }
  const current = new URLSearchParams(currentSearch)
  const missing = names.filter((name) => current.has(name))
  if (missing.length === 0) return { url, error: null }
  const relative = url.startsWith('/') && !url.startsWith('//')
  let parsed: URL
  try {
    if (!relative && !/^https?:\/\//i.test(url)) throw new Error('neither a path nor an http(s) URL')
    parsed = new URL(url, 'http://relative.invalid')
  } catch {
    return { url, error: `${PASS_THROUGH_ERROR}${url}` }
  }
  const added = missing.filter((name) => !parsed.searchParams.has(name))
  if (added.length === 0) return { url, error: null }
  const query = added.flatMap((name) => current.getAll(name).map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`))
  const [beforeHash, ...hash] = url.split('#')
  const joiner = beforeHash!.includes('?') ? (beforeHash!.endsWith('?') || beforeHash!.endsWith('&') ? '' : '&') : '?'
  return { url: `${beforeHash}${joiner}${query.join('&')}${hash.length ? `#${hash.join('#')}` : ''}`, error: null }
}

/** What a rendered link needs to resolve predefined links (the shell's `links`, ADR 170). */
export interface LinkResolution {
  /** The market's language URL code. */
  lang: string
  /** The url templates of the predefined_links setting, as stored. */
  predefinedUrls: readonly string[]
  /** Names from predefined_links.pass_through_params. */
  passThrough: readonly string[]
  /** The visitor's query ('?a=1'); null on the server and before hydration (ADR 039: cached pages have none). */
  search: string | null
}

/**
 * A link's url as rendered (spec 1 §7 Predefined links, ADR 170): '{lang}' replaced in any link;
 * the pass-through parameters only on a link whose url is one of the predefined links' urls
 * (that is where an editor's link came from), and only once the visitor's query is known.
 */
export function resolveLinkUrl(url: string, resolution: LinkResolution | null): { url: string; error: string | null } {
  if (!resolution || !url) return { url, error: null }
  const withLang = replaceLangPlaceholder(url, resolution.lang)
  const predefined = resolution.predefinedUrls.some((template) => template.trim() === url.trim())
  if (!predefined || resolution.search === null) return { url: withLang, error: null }
  return withPassThroughParams(withLang, resolution.search, resolution.passThrough)
}
