import { describe, expect, it } from 'vitest'
import { csvRecords, JsonArraySplitter } from './feed-stream.ts'

/** Feeds `text` in chunks of `size` characters (every chunk boundary a parser can meet). */
async function csv(text: string, size = text.length) {
  async function* chunks() {
    for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
  }
  const records: string[][] = []
  for await (const record of csvRecords(chunks())) records.push(record)
  return records
}

describe('csvRecords (RFC 4180, ADR 065)', () => {
  it.each([
    [
      'plain fields, LF',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF and no final line break',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['empty fields', ',x,\n', [['', 'x', '']]],
    ['quoted comma, quote and line break', 'a,"b, ""c""\nd"\n', [['a', 'b, "c"\nd']]],
    ['empty quoted field', '"",x\n', [['', 'x']]],
    ['a byte-order mark is dropped', '\uFEFFvin\nX1\n', [['vin'], ['X1']]],
    ['a lone CR ends a record', 'a\rb\r', [['a'], ['b']]],
    ['a quote inside an unquoted field is text', 'a"b,c\n', [['a"b', 'c']]],
    ['a blank line is one empty cell', 'a\n\nb\n', [['a'], [''], ['b']]],
    ['records keep their own length', 'a,b\n1\n', [['a', 'b'], ['1']]],
  ])('%s', async (_name, text, expected) => {
    for (const size of [1, 2, 3, 5, 1000]) expect(await csv(text, size)).toEqual(expected)
  })

  it('a file that ends inside a quoted field is an error', async () => {
    await expect(csv('a,"b\n')).rejects.toThrow('the file ends inside a quoted field')
  })
})

function json(text: string, size = text.length) {
  const splitter = new JsonArraySplitter()
  const out: unknown[] = []
  for (let i = 0; i < text.length; i += size) out.push(...splitter.push(text.slice(i, i + size)).map((e) => JSON.parse(e)))
  splitter.end()
  return out
}

describe('JsonArraySplitter', () => {
  it('splits a top-level array into its elements, whatever the chunks', () => {
    const text = ' [ {"vin":"A","x":[1,2,{"y":"]},\\""}]}, {"vin":"B"} ,3]\n'
    for (const size of [1, 2, 7, 1000]) expect(json(text, size)).toEqual([{ vin: 'A', x: [1, 2, { y: ']},"' }] }, { vin: 'B' }, 3])
  })
  it('an empty array has no elements', () => {
    expect(json('[]')).toEqual([])
  })
  it.each([
    ['not an array', '{"vin":"A"}', 'a JSON feed must be an array of vehicles'],
    ['not closed', '[{"vin":"A"}', 'the JSON array is not closed'],
    ['text after the array', '[1] x', 'unexpected text after the end of the array'],
  ])('%s is an error', (_name, text, message) => {
    expect(() => json(text)).toThrow(message)
  })
})
