import { describe, expect, it } from 'vitest'
import {
  ENGLISH_MESSAGES,
  formatMessage,
  isSimpleMessage,
  LANGUAGES,
  localeChain,
  messageArguments,
  messageText,
  NAMESPACES,
  namespaceTexts,
  REGIONS,
} from './catalogue.server.ts'

type Locale = Readonly<Record<string, Readonly<Record<string, string>>>>
const ids = (locale: Locale) =>
  Object.entries(locale).flatMap(([namespace, texts]) => Object.keys(texts).map((key) => `${namespace}.${key}`))
const text = (locale: Locale, id: string) => {
  const namespace = id.slice(0, id.indexOf('.'))
  return locale[namespace]?.[id.slice(namespace.length + 1)]
}
const ENGLISH_IDS = [...ENGLISH_MESSAGES.keys()]

/** The script a language is written in: a message without a letter of it is English left behind. */
const SCRIPTS: Readonly<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  ja: /[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}]/u,
}

/**
 * What a message may keep in Latin letters in any script: an abbreviation (OMV, FWD), a unit's
 * symbol as Japanese spec sheets print it (km, kW, cc), or nothing to translate (`{facts}.`).
 */
const SAME_IN_ANY_SCRIPT = (message: string) =>
  /^[A-Z]{2,4}$/.test(message) || /^(km|kW|cc|L|bhp|hp)$/.test(message) || !/\p{L}/u.test(message.replace(/\{\w+\}/g, ''))

/** ADR 118: one catalogue, a locale file per language, every id, valid ICU, English's arguments. */
describe('the message catalogue', () => {
  it('has at least the languages of the product', () => {
    expect(Object.keys(LANGUAGES)).toEqual(expect.arrayContaining(['en', 'ar', 'he', 'hr', 'de', 'fr', 'es', 'it', 'pl', 'ja']))
  })

  describe.each(Object.keys(LANGUAGES))('%s', (language) => {
    const locale = LANGUAGES[language as keyof typeof LANGUAGES] as Locale

    it('has every id of English and no other', () => {
      expect(ids(locale).sort()).toEqual([...ENGLISH_IDS].sort())
    })

    it('has valid ICU with the arguments of English in every message', () => {
      for (const id of ENGLISH_IDS) {
        const message = text(locale, id)!
        expect(() => messageArguments(message), `${language} ${id}`).not.toThrow()
        expect(messageArguments(message), `${language} ${id}`).toEqual(messageArguments(ENGLISH_MESSAGES.get(id)!))
      }
    })

    it.runIf(language !== 'en')('is a translation, not a copy of English', () => {
      const copied = ENGLISH_IDS.filter((id) => text(locale, id) === ENGLISH_MESSAGES.get(id))
      // Words some languages share with English (Menu, Diesel, Model, OMV): a few, never most.
      expect(copied.length / ENGLISH_IDS.length, copied.join(', ')).toBeLessThan(0.1)
      const script = SCRIPTS[language]
      if (script) expect(ENGLISH_IDS.filter((id) => !script.test(text(locale, id)!) && !SAME_IN_ANY_SCRIPT(text(locale, id)!))).toEqual([])
    })
  })

  it.each(Object.entries(REGIONS))('regional %s has only ids of English, valid ICU with its arguments', (region, locale) => {
    for (const id of ids(locale as Locale)) {
      expect(ENGLISH_MESSAGES.has(id), `${region} ${id}`).toBe(true)
      expect(messageArguments(text(locale as Locale, id)!)).toEqual(messageArguments(ENGLISH_MESSAGES.get(id)!))
    }
  })

  // The browser formats what a loader hands it with `format` (messages.ts): `{name}` only.
  it.each(NAMESPACES)('keeps the %s namespace to what the browser formats', (namespace) => {
    for (const [language, locale] of Object.entries(LANGUAGES))
      for (const [key, message] of Object.entries((locale as Locale)[namespace]!))
        expect(isSimpleMessage(message), `${language} ${namespace}.${key}`).toBe(true)
  })
})

describe('resolving a market', () => {
  it.each([
    ['de_CH', 'shell', 'skipLink', 'Zum Inhalt springen'],
    ['ar_AE', 'shell', 'skipLink', 'انتقل إلى المحتوى'],
    ['en_US', 'stock', 'filters.colors', 'Color'],
    ['en_US', 'stock', 'filters.title', 'Filters'],
    ['en_GB', 'stock', 'filters.colors', 'Colour'],
    ['sv_SE', 'stock', 'filters.title', 'Filters'],
    ['ja_JP', 'stock', 'list.load_more', 'さらに表示'],
    [null, 'shell', 'menu', 'Menu'],
  ] as const)('%s reads %s.%s as %j', (language, namespace, key, expected) => {
    expect((namespaceTexts(namespace, { language }) as Record<string, string>)[key]).toBe(expected)
  })

  it("applies the market's overrides to their namespace only", () => {
    const market = { language: 'fr_FR', overrides: { 'shell.menu': 'Navigation', 'stock.filters.title': 'Affiner' } }
    expect(namespaceTexts('shell', market).menu).toBe('Navigation')
    expect(namespaceTexts('shell', market).skipLink).toBe('Aller au contenu')
    expect(namespaceTexts('stock', market)['filters.title']).toBe('Affiner')
    expect(messageText('shell.menu', market)).toBe('Navigation')
    // The catalogue itself is unchanged.
    expect(namespaceTexts('shell', { language: 'fr_FR' }).menu).toBe('Menu')
  })

  it("formats with ICU in the market's locale", () => {
    expect(formatMessage('stock.list.results', { shown: 12, total: 300 }, { language: 'de_DE' })).toBe('12 von 300 Fahrzeugen')
    const market = {
      language: 'ar',
      overrides: { 'stock.list.results': '{total, plural, zero {لا سيارات} one {سيارة واحدة} two {سيارتان} other {# سيارة}}' },
    }
    expect(formatMessage('stock.list.results', { shown: 2, total: 2 }, market)).toBe('سيارتان')
    expect(formatMessage('stock.list.results', { shown: 0, total: 1234 }, { ...market, language: 'en' })).toBe('1,234 سيارة')
  })

  it.each([
    ['de_CH', ['de', 'en']],
    ['en_US', ['en-US', 'en']],
    ['he_IL', ['he', 'en']],
  ])('chains %s through %j', (language, chain) => {
    expect(localeChain(language)).toEqual(chain)
  })
})
