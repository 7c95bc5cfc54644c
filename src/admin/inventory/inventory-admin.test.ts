import { describe, expect, it } from 'vitest'
import { filteredParams } from './VehiclesScreen.tsx'
import { dealerCodes, deleteQuestion } from './ListingsScreen.tsx'
import {
  configDataProblem,
  configTypesOf,
  feedFormat,
  importPercent,
  importText,
  issueText,
  movedPhoto,
  priceValue,
  type ImportState,
} from './inventory-admin.ts'

const state = (over: Partial<ImportState>): ImportState => ({
  status: 'running',
  progress: null,
  summary: null,
  errors: [],
  error: null,
  ...over,
})

describe('inventory admin rules', () => {
  it.each([
    ['stock.csv', 'csv'],
    ['STOCK.JSON', 'json'],
    ['stock.xml', null],
    ['csv', null],
  ] as const)('feedFormat(%s) is %s', (name, format) => expect(feedFormat(name)).toBe(format))

  it.each([
    [state({ status: 'created' }), 0],
    [state({ progress: null }), null],
    [state({ progress: { fraction: 0.42, note: null } }), 42],
    [state({ progress: { fraction: 1, note: null } }), 99],
    [state({ status: 'completed', progress: { fraction: 1, note: null } }), 100],
  ])('importPercent: %o → %s', (s, percent) => expect(importPercent(s)).toBe(percent))

  it.each([
    [state({ status: 'created' }), 'Waiting to start…'],
    [state({ progress: { fraction: 0.6, note: 'Importing: 500 rows' } }), 'Importing: 500 rows…'],
    [
      state({ status: 'completed', summary: { added: 1, updated: 0, retired: 0, rejected: 0, listing: { key: 'k', created: false } } }),
      'Imported.',
    ],
    [
      state({
        status: 'completed',
        summary: { added: 0, updated: 0, retired: 0, rejected: 2, listing: { key: 'k', created: false } },
        errors: [
          { row: 1, column: 'vin', message: 'x' },
          { row: 2, column: 'status', message: 'y' },
          { row: 2, column: 'state', message: 'z' },
        ],
      }),
      'Refused: 3 problems in 2 rows. Nothing was written.',
    ],
    [
      state({
        status: 'completed',
        summary: { added: 0, updated: 0, retired: 0, rejected: 1200, moreErrors: 200, listing: { key: 'k', created: false } },
        errors: Array.from({ length: 1000 }, (_, i) => ({ row: i + 1, column: 'vin', message: 'x' })),
      }),
      'Refused: 1200 problems in 1200 rows. Nothing was written.',
    ],
    [state({ status: 'failed', error: 'The CSV is empty' }), 'The import failed: The CSV is empty. Nothing was written.'],
  ])('importText: %o → %s', (s, text) => expect(importText(s)).toBe(text))

  // The API counts vehicles (row 1 is the first); a spreadsheet shows the header as row 1.
  it.each([
    [{ row: 1, column: 'msrp_price', message: 'must be a number ≥ 0' }, 'csv', 'Row 2, column msrp_price: must be a number ≥ 0'],
    [{ row: 3, column: 'status', message: 'must be one of stock, …' }, 'csv', 'Row 4, column status: must be one of stock, …'],
    [{ row: 0, column: 'vim', message: 'is not a feed column' }, 'csv', 'Header, column vim: is not a feed column'],
    [{ row: 2, column: '(row)', message: 'has 3 cells, the header has 9' }, 'csv', 'Row 3: has 3 cells, the header has 9'],
    [{ row: 4, column: '(row)', message: 'is not valid JSON' }, 'json', 'Vehicle 4: is not valid JSON'],
    [{ row: 1, column: 'photos.2.hd', message: 'must be a URL' }, 'json', 'Vehicle 1, column photos.2.hd: must be a URL'],
    // The first of a repeated VIN in the screen's numbering too (its header is row 1, not the first vehicle).
    [{ row: 5, column: 'vin', message: 'VIN1 is already in row 1', first_row: 1 }, 'csv', 'Row 6, column vin: the same VIN as row 2'],
    [
      { row: 5, column: 'vin', message: 'VIN1 is already in row 1', first_row: 1 },
      'json',
      'Vehicle 5, column vin: the same VIN as vehicle 1',
    ],
  ] as const)('issueText(%o) of a %s feed is %s', (issue, format, text) => expect(issueText(issue, format)).toBe(text))

  it.each([
    ['', null],
    [' 45,990 ', 45990],
    [' 12 ', 12],
    ['0', 0],
    ['45990.50', 45990.5],
    ['1,234,567.89', 1234567.89],
    ['-1', undefined],
    ['abc', undefined],
    // Number() reads these, no one writes a price so.
    ['1e3', undefined],
    ['0x10', undefined],
    ['Infinity', undefined],
    ['1 2', undefined],
    ['4,59,90', undefined],
    ['.5', undefined],
  ])('priceValue(%j) is %s: a plain amount or nothing', (text, value) => expect(priceValue(text)).toBe(value))

  it('movedPhoto moves one place and keeps the ends', () => {
    expect(movedPhoto(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(movedPhoto(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(movedPhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(movedPhoto(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })

  it('filters go in the URL and back to page 1; an empty one is taken out', () => {
    const current = new URLSearchParams('search=q7&page=3&status=stock')
    expect(filteredParams(current, 'state', 'used').toString()).toBe('search=q7&status=stock&state=used')
    expect(filteredParams(current, 'status', '').toString()).toBe('search=q7')
    expect(filteredParams(current, 'visibility', 'all').toString()).toBe('search=q7&status=stock')
  })

  it('dealer codes are split on commas and spaces, once each', () => {
    expect(dealerCodes(' SYD-1, MEL-2\nSYD-1;;BNE-3 ')).toEqual(['SYD-1', 'MEL-2', 'BNE-3'])
    expect(dealerCodes('')).toEqual([])
  })

  it('deleting a list with vehicles says how many and what becomes of them (ADR 078)', () => {
    expect(deleteQuestion({ name: 'Used', vehicle_count: 0 }).action).toBe('Delete list')
    const question = deleteQuestion({ name: 'Used', vehicle_count: 12 })
    expect(question.title).toBe('Delete the list “Used” and its 12 vehicles?')
    expect(question.body).toMatch(/retired/)
  })

  it('config types per kind (spec 3 §3)', () => {
    expect(configTypesOf('showroom')).toEqual(['additional', 'cash', 'lease', 'subscription'])
    expect(configTypesOf('order_online')).toContain('config_order_online_checkout_page')
  })

  it.each([
    ['cash', '{\n  "accordion_content": [{ "type": "html", "html": "<p>Pay</p>" }]\n}', null],
    ['additional', '{ "anything": [1, 2] }', null],
    ['order_online', '{ "content": {} }', null],
    ['cash', '{\n  "accordion_content": [\n    { "type": "html", "html": "  " }\n  ]\n}', 3],
    ['lease', '{\n  "modal_content": [\n    { "type": "calculator", "config": { "fields": [] } }\n  ]\n}', 3],
    ['subscription', '{\n  "popup_content": [\n    { "type": "form", "form": { "fields": {} } }\n  ]\n}', 3],
    ['cash', '{\n  "accordion_content": [\n  ,\n}', 3],
    ['order_online', '[1]', 1],
  ] as const)('configDataProblem(%s) of the text: the first problem at line %s', (type, text, line) => {
    const problem = configDataProblem(type, text)
    if (line === null) expect(problem).toBeNull()
    else expect(problem?.marks[0]?.line).toBe(line)
  })

  it('empty data is refused: it is an object', () => {
    expect(configDataProblem('cash', '  ')?.message).toMatch(/JSON object/)
  })
})
