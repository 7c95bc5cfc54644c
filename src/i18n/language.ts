/** Settings write 'en_GB'; a BCP-47 'en-GB' is read the same way rather than falling back to 'en'. */
const SEPARATOR = /[_-]/

/**
 * spec 1 §5 Language: the code is the language setting lowercased and cut at '_' (default 'en').
 * @example languageCode('en_GB') // → 'en'
 */
export function languageCode(setting: string | null | undefined): string {
  const code = (setting ?? '').trim().toLowerCase().split(SEPARATOR)[0]
  return code && /^[a-z]{2,3}$/.test(code) ? code : 'en'
}

/** Right-to-left scripts of the product's markets: Arabic and Hebrew (spec 1 §1). */
const RTL_LANGUAGES = new Set(['ar', 'he'])

/** @example textDirection('ar') // → 'rtl' (a whole setting such as 'ar_AE' works too) */
export function textDirection(code: string | null | undefined): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(languageCode(code)) ? 'rtl' : 'ltr'
}

/**
 * A BCP-47 tag for `<html lang>`, keeping a script and a region when the setting has them; a part
 * that is neither is left out; an unreadable language gives plain 'en'.
 * @example htmlLang('en_GB') // → 'en-GB'; htmlLang('zh_Hant_TW') // → 'zh-Hant-TW'
 */
export function htmlLang(setting: string | null | undefined): string {
  const code = languageCode(setting)
  try {
    // Intl.Locale reads the tag (and fixes the case of its script and region); a tag it refuses
    // is reduced to its language.
    const { language, script, region } = new Intl.Locale((setting ?? '').trim().replaceAll('_', '-'))
    return language === code ? [language, script, region].filter(Boolean).join('-') : code
  } catch {
    return code
  }
}
