import { describe, expect, it } from 'vitest'
import { findUnstorable, findUnstorableBody, MAX_JSON_DEPTH, storableJson, storableText, unstorableText } from './storable.ts'

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf'
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

describe('unstorableText', () => {
  it.each([
    ['plain text', 'Ada Lovelace', null],
    ['Arabic and an emoji (a surrogate pair)', 'مرحبا 🚗', null],
    ['a NUL', 'Ada\u0000', 'must not contain a NUL character (U+0000)'],
    ['a lone high surrogate', 'x\ud800', 'must not contain a lone surrogate (text that is not valid Unicode)'],
    ['a lone low surrogate', '\udc00x', 'must not contain a lone surrogate (text that is not valid Unicode)'],
    ['a pair the wrong way round', '\udc00\ud800', 'must not contain a lone surrogate (text that is not valid Unicode)'],
  ])('%s', (_name, text, expected) => {
    expect(unstorableText(text)).toBe(expected)
  })
})

describe('findUnstorable', () => {
  it.each([
    ['a flat object', { name: 'Ada', tags: ['a', 1, true, null] }, null],
    ['a NUL in a nested value', { data: { attributes: { fields: { name: 'A\u0000' } } } }, ['data', 'attributes', 'fields', 'name']],
    ['a lone surrogate in an array', { hidden_fields: ['ok', '\ud800'] }, ['hidden_fields', 1]],
    ['a NUL in a key', { 'bad\u0000key': 1 }, ['bad\u0000key']],
    ['the first problem in document order', { a: 'x\u0000', b: 'y\u0000' }, ['a']],
  ])('%s', (_name, value, path) => {
    const found = findUnstorable(value)
    expect(found?.path ?? null).toEqual(path)
  })

  it(`allows ${MAX_JSON_DEPTH} levels and refuses one more, without a stack overflow at any depth`, () => {
    expect(findUnstorable(nested(MAX_JSON_DEPTH))).toBeNull()
    expect(findUnstorable(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ problem: `is nested deeper than ${MAX_JSON_DEPTH} levels` })
    expect(findUnstorable(nested(100_000))?.path).toHaveLength(MAX_JSON_DEPTH)
  })

  it("names a key's problem as the name's", () => {
    expect(findUnstorable({ 'k\u0000': 1 })?.problem).toBe('its name must not contain a NUL character (U+0000)')
  })
})

describe('storableText and storableJson: what the product writes about bad input is stored', () => {
  it.each([
    ['plain text', 'Ada Lovelace', 'Ada Lovelace'],
    ['an emoji (a surrogate pair)', 'car 🚗', 'car 🚗'],
    ['NULs', '\u0000a\u0000', '\uFFFDa\uFFFD'],
    ['lone surrogates, high and low', 'x\ud800y\udc00', 'x\uFFFDy\uFFFD'],
    ['a pair the wrong way round', '\udc00\ud800', '\uFFFD\uFFFD'],
  ])('%s', (_name, text, expected) => {
    expect(storableText(text)).toBe(expected)
    expect(unstorableText(storableText(text))).toBeNull()
  })

  it('cleans keys and strings at any place, and leaves other values', () => {
    const value = { errors: [{ row: 'header', column: '\u0000', count: 2, ok: true, none: null }], ['k\ud800']: ['\u0000'] }
    expect(storableJson(value)).toEqual({
      errors: [{ row: 'header', column: '\uFFFD', count: 2, ok: true, none: null }],
      'k\uFFFD': ['\uFFFD'],
    })
    expect(findUnstorable(storableJson(value))).toBeNull()
  })
})

it('findUnstorableBody finds what findUnstorable finds, walking a storable body once', () => {
  const body = { name: 'Ada', tags: ['a'] }
  expect(findUnstorableBody(body)).toBeNull()
  expect(findUnstorableBody(body)).toBeNull()
  expect(findUnstorableBody({ name: 'Ada\u0000' })).toEqual(findUnstorable({ name: 'Ada\u0000' }))
  expect(findUnstorableBody('x\ud800')).toEqual({ path: [], problem: 'must not contain a lone surrogate (text that is not valid Unicode)' })
  expect(findUnstorableBody(null)).toBeNull()
})
