import { describe, expect, it } from 'vitest'
import { resultsTitle, searchTexts } from './search-texts.ts'

describe('spec 1 §2 site search texts', () => {
  it('keeps the spec’s English texts verbatim', () => {
    const en = searchTexts('en')
    expect(resultsTitle(en, 3, 'suv')).toBe("Showing 3 results for 'suv'")
    expect(en.noResults).toBe('Sorry there were no results for your search. Please try again with another term or phrase.')
  })

  it.each(['ar', 'he'])('%s has its own text for every English one', (code) => {
    const texts = searchTexts(code)
    const en = searchTexts('en')
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(texts[key], key).not.toBe(en[key])
    expect(resultsTitle(texts, 2, 'x')).toContain('2')
  })

  it('falls back to English for a language it lacks', () => {
    expect(searchTexts('hr')).toBe(searchTexts('en'))
  })
})
