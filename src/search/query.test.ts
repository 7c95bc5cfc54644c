import { describe, expect, it } from 'vitest'
import { autocompleteQuerySchema, searchPlan, searchQuerySchema, textSearchConfig } from './query.ts'

describe('site search query (ADR 114)', () => {
  it.each([
    ['', null],
    [' ?! ', null],
    ['SUV', { substrings: ['%suv%'], prefixes: [{ word: 'suv', parts: ['suv'] }] }],
    [
      'Électrique e-Tron',
      {
        substrings: ['%electrique%', '%etron%'],
        prefixes: [
          { word: 'electrique', parts: ['electrique'] },
          { word: 'etron', parts: ['e', 'tron'] },
        ],
      },
    ],
    ['x 5', { substrings: ['%x%', '%5%'], prefixes: [] }],
    ['i 3 series', { substrings: ['%i%', '%3%', '%series%'], prefixes: [{ word: 'series', parts: ['series'] }] }],
  ])('plan of %j', (query, plan) => {
    expect(searchPlan(query)).toEqual(plan)
  })

  it.each([
    [{ q: 'suv' }, true, ''],
    [{ q: 'suv', page: '2' }, true, ''],
    [{}, false, 'q'],
    [{ q: 'a'.repeat(201) }, false, 'q'],
    [{ q: 'a\u0000b' }, false, 'q'],
    [{ q: 'a\uD800b' }, false, 'q'],
    [{ q: 'suv', page: '0' }, false, 'page'],
    [{ q: 'suv', page: '21' }, false, 'page'],
    [{ q: 'suv', page: 'two' }, false, 'page'],
  ])('%j valid: %s (names %j)', (query, valid, field) => {
    const parsed = searchQuerySchema.safeParse(query)
    expect(parsed.success).toBe(valid)
    if (!parsed.success) expect(parsed.error.issues[0]!.path).toEqual([field])
  })

  it('autocomplete refuses what the search refuses', () => {
    expect(autocompleteQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false)
    expect(autocompleteQuerySchema.safeParse({ q: 'ab' }).success).toBe(true)
  })

  it.each([
    ['en', 'english'],
    ['ar', 'arabic'],
    ['de', 'german'],
    ['he', 'simple'],
    ['hr', 'simple'],
    ['zz', 'simple'],
  ])('language %s searches with the %s configuration', (code, config) => {
    expect(textSearchConfig(code)).toBe(config)
  })
})
