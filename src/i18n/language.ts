/**
 * spec 1 §5 Language: the code is the language setting lowercased and cut at '_' (default 'en').
 * @example languageCode('en_GB') // → 'en'
 */
export function languageCode(setting: string | null | undefined): string {
  const code = (setting ?? '').trim().toLowerCase().split('_')[0]
  return code && /^[a-z]{2,3}$/.test(code) ? code : 'en'
}

/** Right-to-left scripts of the product's markets: Arabic and Hebrew (spec 1 §1). */
const RTL_LANGUAGES = new Set(['ar', 'he'])

export function textDirection(code: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(code) ? 'rtl' : 'ltr'
}

/** A BCP-47 tag for `<html lang>`: 'en_GB' → 'en-GB', 'ar_AE' → 'ar-AE', 'hr' → 'hr'. */
export function htmlLang(setting: string | null | undefined): string {
  const [, region] = (setting ?? '').trim().split('_')
  const language = languageCode(setting)
  return region && /^[A-Za-z]{2}$|^\d{3}$/.test(region) ? `${language}-${region.toUpperCase()}` : language
}
