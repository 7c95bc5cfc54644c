/**
 * spec 1 §3 UTM cookie: __gtm_campaign_url holds utm_source, utm_medium, utm_campaign, utm_term,
 * utm_content, utm_id and gclid from the landing query (path '/', spec 1 §9). It is a marketing
 * cookie, so it is written only once optional cookies are accepted, and removed on a rejection
 * (ADR 111).
 */
export const UTM_COOKIE = '__gtm_campaign_url'
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid'] as const
const MAX_VALUE = 200

/**
 * The campaign parameters of a landing query as a query string, in the spec's order; null when it
 * has none. Values are cut at 200 characters so a crafted link cannot fill the cookie jar.
 *
 * @example utmCookieValue('?gclid=abc&utm_source=news&page=2') // → 'utm_source=news&gclid=abc'
 */
export function utmCookieValue(search: string): string | null {
  let query: URLSearchParams
  try {
    query = new URLSearchParams(search)
  } catch {
    return null
  }
  const kept = new URLSearchParams()
  for (const name of UTM_PARAMS) {
    const value = query.get(name)?.trim()
    if (value) kept.set(name, value.slice(0, MAX_VALUE))
  }
  const text = kept.toString()
  return text === '' ? null : text
}

/** The Set-Cookie text for document.cookie (a session cookie on the whole site). */
export const utmCookie = (value: string) => `${UTM_COOKIE}=${encodeURIComponent(value)}; path=/; SameSite=Lax`

/** Removes the cookie (after a rejection). */
export const utmCookieRemoval = () => `${UTM_COOKIE}=; path=/; max-age=0; SameSite=Lax`
