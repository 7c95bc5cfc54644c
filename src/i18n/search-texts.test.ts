import { describe, expect, it } from 'vitest'
import { namespaceTexts } from './catalogue.server.ts'
import { resultsTitle } from './search-texts.ts'

describe('spec 1 §2 site search texts', () => {
  it('keeps the spec’s English texts verbatim', () => {
    const en = namespaceTexts('search', { language: 'en_GB' })
    expect(resultsTitle(en, 3, 'suv')).toBe("Showing 3 results for 'suv'")
    expect(resultsTitle(en, 1, 'suv')).toBe("Showing 1 result for 'suv'")
    expect(resultsTitle(en, 0, 'suv')).toBe("Showing 0 results for 'suv'")
    expect(en.noResults).toBe('Sorry there were no results for your search. Please try again with another term or phrase.')
  })

  it.each(['ar_AE', 'he_IL', 'hr_HR', 'ja_JP'])('%s has its own results title, with the count and the query', (language) => {
    const texts = namespaceTexts('search', { language })
    expect(texts.resultsTitle).not.toBe(namespaceTexts('search', { language: 'en' }).resultsTitle)
    const title = resultsTitle(texts, 2, 'x1')
    expect(title).toContain('2')
    expect(title).toContain('x1')
  })

  it.each(['ar_AE', 'he_IL'])('%s isolates the query, so a Latin query beside the count keeps its order', (language) => {
    expect(resultsTitle(namespaceTexts('search', { language }), 10, 'E7')).toContain("'\u2068E7\u2069'")
  })

  it('takes a market’s own wording', () => {
    const texts = namespaceTexts('search', { language: 'en_GB', overrides: { 'search.more': 'Show more' } })
    expect(texts.more).toBe('Show more')
  })
})
