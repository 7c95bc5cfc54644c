import { describe, expect, it, vi } from 'vitest'
import { cardRowTexts, countText, fill, labelText, unitLabel, valueLabel } from './texts.ts'
import {
  ENGLISH_STOCK_TEXTS,
  SAME_IN_EVERY_LANGUAGE,
  STOCK_TRANSLATIONS,
  stockTexts,
  stockTranslations,
  translationsDocument,
  type TranslationKey,
} from './tables.ts'

const KEYS = Object.keys(ENGLISH_STOCK_TEXTS) as TranslationKey[]
/** The script each translation is written in: a text without a letter of it is English left behind. */
const SCRIPTS = { ar: /\p{Script=Arabic}/u, he: /\p{Script=Hebrew}/u } as const

/** spec 3 §7 widget translations by lower-cased language code; spec 3 §9 languages, fallback en (ADR 089: and ar). */
describe('stock locator translations', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['he', 'he'],
    ['he_IL', 'he'],
    ['ar_AE', 'ar'],
    ['en-GB', 'en'],
  ])('reads %s as %s', (id, language) => {
    expect(translationsDocument(id)?.data.id).toBe(language)
  })

  it.each(['fr', '', 'e', '../en'])('has none for %j', (id) => {
    expect(stockTranslations(id)).toBeNull()
  })

  // The table: every key has an English, an Arabic and a Hebrew text, or is one kept the same on purpose.
  describe.each(['ar', 'he'] as const)('%s', (language) => {
    it.each(KEYS)(`has its own text for %s`, (key) => {
      const text = STOCK_TRANSLATIONS[language][key]
      if (SAME_IN_EVERY_LANGUAGE.includes(key)) return expect(text).toBe(ENGLISH_STOCK_TEXTS[key])
      // A text that is only its placeholders and punctuation ('{facts}.') has nothing to translate.
      if (/\p{L}/u.test(ENGLISH_STOCK_TEXTS[key].replace(/\{\w+\}/g, ''))) expect(text, key).toMatch(SCRIPTS[language])
      // The placeholders of the English text, no more and no fewer.
      expect(text!.match(/\{\w+\}/g)?.sort() ?? []).toEqual(ENGLISH_STOCK_TEXTS[key].match(/\{\w+\}/g)?.sort() ?? [])
    })
  })

  it('gives every language every key: its own, English where it keeps it', () => {
    for (const language of ['en', 'ar', 'he']) expect(Object.keys(stockTranslations(language)!).sort()).toEqual([...KEYS].sort())
    expect(stockTexts('ar')['price.omv']).toBe('OMV')
    expect(stockTexts('ar')['list.load_more']).toBe('عرض المزيد')
    expect(stockTexts('he')['filters.title']).toBe('מסננים')
  })

  it("shows English for a language it has none of, warning 'Missing translations' once (spec 3 §8)", () => {
    const warn = vi.fn()
    expect(stockTexts('sv', warn)).toEqual(ENGLISH_STOCK_TEXTS)
    expect(stockTexts('sv', warn)).toEqual(ENGLISH_STOCK_TEXTS)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/^Missing translations/)
  })

  it.each([
    ['Showing {shown} of {total} vehicles', { shown: 12, total: 300 }, 'Showing 12 of 300 vehicles'],
    ['عرض {shown} من {total} سيارة', { shown: 12, total: 300 }, 'عرض 12 من 300 سيارة'],
    ['{unknown} stays', {}, '{unknown} stays'],
  ])('fills %j', (text, values, expected) => {
    expect(fill(text, values)).toBe(expected)
  })

  it.each([
    ['en', 'states', 'approved', 'Approved'],
    ['ar', 'statuses', 'stock', 'متوفرة'],
    ['ar', 'engine_types', 'bev', 'كهربائية'],
    ['he', 'transmissions', 'auto', 'אוטומטית'],
    ['ar', 'colors', 'gray', 'رمادي'],
    ['ar', 'models', 'E7', 'E7'],
    ['en', 'statuses', 'coming_later', 'Coming later'],
  ])('names the %s value %s of %s as %j', (language, key, value, expected) => {
    expect(valueLabel(stockTexts(language), key, value)).toBe(expected)
  })

  it("names the price rules' keys (spec 3 §4 price on request, retailer price)", () => {
    expect(labelText(stockTexts('ar'), 'price_on_request')).toBe('السعر عند الطلب')
    expect(labelText(stockTexts('en'), 'retailer_price')).toBe('Retailer price')
    expect(labelText(stockTexts('en'), 'From')).toBe('From')
  })

  it('keeps the spec texts in English (spec 3 §8)', () => {
    expect(ENGLISH_STOCK_TEXTS['reverse_calculator.error']).toBe('Something went wrong, please refresh the page and try again')
    expect(ENGLISH_STOCK_TEXTS['retailers.no_results']).toBe('Sorry, there were no results for your search.')
    expect(ENGLISH_STOCK_TEXTS['reverse_calculator.open']).toBe('Filter By Monthly Budget')
    expect(ENGLISH_STOCK_TEXTS['reverse_calculator.reset']).toBe('Reset Filter')
  })

  it.each([
    ['vehicle.save', true],
    ['showroom.no_photo', true],
    ['status.reserved', true],
    ['price.on_request', true],
    ['finance.example', true],
    ['carousel.next', true],
    ['showroom.browseStock', true],
    ['filters.title', false],
    ['postcode.title', false],
    ['sort.priceAsc', false],
    ['attribute.mileage', false],
    ['showroom.back', false],
  ] as const)("keeps %s in a card row's texts: %s", (key, kept) => {
    const row: Readonly<Record<string, string>> = cardRowTexts(stockTexts('ar'))
    expect(row[key]).toBe(kept ? stockTexts('ar')[key] : undefined)
  })
})

/** spec 3 §2 the listing's count line. */
describe('countText', () => {
  it.each([
    [12, 300, 'Showing 12 of 300 vehicles'],
    [1, 1, '1 vehicle'],
    [0, 0, 'No vehicles match your filters.'],
  ])('%d shown of %d: %j', (shown, total, expected) => expect(countText(ENGLISH_STOCK_TEXTS, shown, total)).toBe(expected))
})

/** A unit after a figure: '1 mile', '2 miles'; the abbreviations as they are. */
describe('unitLabel', () => {
  it.each<[string, string, number | undefined, string]>([
    ['en', 'miles', 1, 'mile'],
    ['en', 'miles', 2, 'miles'],
    ['en', 'miles', 0, 'miles'],
    ['en', 'miles', undefined, 'miles'],
    ['en', 'km', 1, 'km'],
    ['de', 'miles', 1, 'Meile'],
    ['de', 'miles', 12, 'Meilen'],
    ['ar', 'km', 1, 'كم'],
    ['en', 'furlongs', 1, 'furlongs'],
  ])('%s: %s of %j → %j', (language, unit, figure, label) => {
    expect(unitLabel(stockTexts(language), unit, figure)).toBe(label)
  })
})
