import { describe, expect, it } from 'vitest'
import { parseSpecs } from './specs.ts'

const row = { name: 'Ridge 2.0', engine: '2.0 l, 150 kW', consumption: '7.8 l/100 km', price: '£41,250', lease: '£449 / month' }
const petrol = { name: 'Petrol', table: [row] }

describe('spec 2 §3.7 Models Carousel Manual: specs JSON', () => {
  it.each([
    ['a list of tables', [petrol], [petrol]],
    ['JSON text', JSON.stringify([petrol]), [petrol]],
    ['an empty list', [], []],
    ['a table without rows', [{ name: 'Hybrid', table: [] }], [{ name: 'Hybrid', table: [] }]],
    ['a table without a name', [{ table: [row] }], [{ name: '', table: [row] }]],
    [
      'missing cells, left empty',
      [{ name: 'EV', table: [{ name: 'Ridge e' }] }],
      [{ name: 'EV', table: [{ name: 'Ridge e', engine: '', consumption: '', price: '', lease: '' }] }],
    ],
    [
      'numbers, shown as written',
      [{ name: 'EV', table: [{ ...row, price: 41250 }] }],
      [{ name: 'EV', table: [{ ...row, price: '41250' }] }],
    ],
    [
      'padded text',
      [{ name: ' Petrol ', table: [{ ...row, engine: ' 150 kW ' }] }],
      [{ name: 'Petrol', table: [{ ...row, engine: '150 kW' }] }],
    ],
  ])('reads %s', (_, raw, expected) => {
    expect(parseSpecs(raw)).toEqual(expected)
  })

  // spec 2 §5: invalid JSON uses a default, here no tables.
  it.each([
    ['unparsable text', '[{"name": "Petrol",'],
    ['blank text', '  '],
    ['nothing', undefined],
    ['null', null],
    ['an object instead of a list', petrol],
    ['a table that is not a list', [{ name: 'Petrol', table: row }]],
    ['a row with an unknown column', [{ name: 'Petrol', table: [{ ...row, torque: '350 Nm' }] }]],
    ['a row as a list of cells', [{ name: 'Petrol', table: [Object.values(row)] }]],
    ['a cell that is an object', [{ name: 'Petrol', table: [{ ...row, price: { value: 1 } }] }]],
  ])('uses no tables for %s', (_, raw) => {
    expect(parseSpecs(raw)).toEqual([])
  })
})
