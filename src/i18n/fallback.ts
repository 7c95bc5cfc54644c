/**
 * The fallback chain of a market's language setting (ADR 118): the regional locale (language and
 * region, e.g. 'de-CH'), then the language ('de'), then English — keeping only the locales the
 * catalogue has. A script is kept with the language when the catalogue has such a locale
 * ('zh-Hant'). Settings write 'de_CH'; 'de-CH' and any case read the same.
 *
 * @example fallbackChain('de_CH', ['en', 'de', 'de-CH']) // → ['de-CH', 'de', 'en']
 * @example fallbackChain('pt_BR', ['en', 'de'])          // → ['en']
 */
export function fallbackChain(setting: string | null | undefined, available: readonly string[]): string[] {
  const known = new Map(available.map((locale) => [locale.toLowerCase(), locale]))
  const parts = (setting ?? '').trim().replaceAll('_', '-').toLowerCase().split('-').filter(Boolean)
  const [language = '', ...rest] = parts
  const candidates: string[] = []
  if (/^[a-z]{2,3}$/.test(language)) {
    const script = rest.find((part) => /^[a-z]{4}$/.test(part))
    const region = rest.find((part) => /^([a-z]{2}|\d{3})$/.test(part))
    if (script && region) candidates.push(`${language}-${script}-${region}`)
    if (region) candidates.push(`${language}-${region}`)
    if (script) candidates.push(`${language}-${script}`)
    candidates.push(language)
  }
  candidates.push(FALLBACK_LOCALE)
  const chain: string[] = []
  for (const candidate of candidates) {
    const locale = known.get(candidate)
    if (locale && !chain.includes(locale)) chain.push(locale)
  }
  return chain
}

/** The last step of every chain: the catalogue's reference locale. */
export const FALLBACK_LOCALE = 'en'
