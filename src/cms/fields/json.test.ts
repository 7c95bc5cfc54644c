import { describe, expect, it } from 'vitest'
import { jsonText, parseJsonInput } from './json.ts'

describe('parseJsonInput (spec 2 §3.2 Json fields, §5 invalid JSON)', () => {
  it.each([
    { text: '[1, 2]', empty: [], result: { ok: true, value: [1, 2] } },
    { text: '{"a": "b"}', empty: null, result: { ok: true, value: { a: 'b' } } },
    { text: '"text"', empty: null, result: { ok: true, value: 'text' } },
    { text: '  ', empty: [], result: { ok: true, value: [] } },
    { text: '', empty: null, result: { ok: true, value: null } },
  ])('$text → a value', ({ text, empty, result }) => {
    expect(parseJsonInput(text, empty)).toEqual(result)
  })

  it.each(['[1, 2', '{a: 1}', "{'a': 1}", 'undefined'])('%s → an error, no value', (text) => {
    const result = parseJsonInput(text, [])
    expect(result.ok).toBe(false)
    expect(result).toMatchObject({ message: expect.stringMatching(/^Invalid JSON: /) })
  })
})

describe('jsonText', () => {
  it.each([
    { value: null, text: '' },
    { value: undefined, text: '' },
    { value: [1], text: '[\n  1\n]' },
    { value: { a: 1 }, text: '{\n  "a": 1\n}' },
  ])('$value', ({ value, text }) => expect(jsonText(value)).toBe(text))
})
