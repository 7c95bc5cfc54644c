import { describe, expect, it } from 'vitest'
import { htmlLang, languageCode, textDirection } from './language.ts'
import { listSeparator } from './list-separator.ts'

describe('language rules (spec 1 §5 Language)', () => {
  it.each([
    ['en_GB', 'en'],
    ['AR_ae', 'ar'],
    ['hr', 'hr'],
    ['he_IL', 'he'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['  fr_FR ', 'fr'],
    ['<script>', 'en'],
    ['_GB', 'en'],
    ['fr-FR', 'fr'],
    ['fil_PH', 'fil'],
    ['engl_GB', 'en'],
  ])('languageCode(%o) = %s', (setting, expected) => {
    expect(languageCode(setting)).toBe(expected)
  })

  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['en', 'ltr'],
    ['hr', 'ltr'],
    ['fr', 'ltr'],
    ['AR', 'rtl'],
    ['ar_AE', 'rtl'],
    ['he-IL', 'rtl'],
    ['', 'ltr'],
    ['arx', 'ltr'],
  ] as const)('textDirection(%s) = %s', (code, dir) => {
    expect(textDirection(code)).toBe(dir)
  })

  it.each([
    ['en_GB', 'en-GB'],
    ['ar_ae', 'ar-AE'],
    ['hr', 'hr'],
    ['es_419', 'es-419'],
    ['en_bad!', 'en'],
    [null, 'en'],
    ['en-GB', 'en-GB'],
    ['EN_gb', 'en-GB'],
    ['de_DE_1996', 'de-DE'],
    ['zh_Hant_TW', 'zh-Hant-TW'],
    ['sr_latn', 'sr-Latn'],
    ['he_IL', 'he-IL'],
    ['xx!_GB', 'en'],
  ])('htmlLang(%o) = %s', (setting, expected) => expect(htmlLang(setting)).toBe(expected))
})

it.each([
  ['en_GB', ', '],
  ['ar_AE', '، '],
  ['he', ', '],
  ['ja_JP', '、'],
  [null, ', '],
])('a line in %s separates its parts with %j', (language, separator) => {
  expect(listSeparator(language)).toBe(separator)
})
