import { describe, expect, it } from 'vitest'
import { STOCK_TRANSLATIONS, stockTranslations, translationsDocument } from './translations.ts'

/** spec 3 §7 widget translations by lower-cased language code; spec 3 §9 languages en, he, fallback en. */
describe('stock locator translations', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['he', 'he'],
    ['he_IL', 'he'],
    ['en-GB', 'en'],
  ])('reads %s as %s', (id, language) => {
    expect(translationsDocument(id)?.data.id).toBe(language)
  })

  it.each(['fr', '', 'e', '../en'])('has none for %j', (id) => {
    expect(stockTranslations(id)).toBeNull()
  })

  it('gives Hebrew every English key, its own where it has one', () => {
    const he = stockTranslations('he')!
    expect(Object.keys(he).sort()).toEqual(Object.keys(STOCK_TRANSLATIONS.en).sort())
    expect(he['filters.title']).toBe('מסננים')
    expect(he['retailers.no_results']).toBe('Sorry, there were no results for your search.')
  })
})
