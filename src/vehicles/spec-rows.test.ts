import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_FORMAT } from '~/pricing/price.ts'
import { createDisclaimers } from '~/pricing/tags.ts'
import { specRow, specRows } from './spec-rows.ts'
import type { VehicleSpecs } from './vehicles.ts'

const WLTP = 'WLTP combined figures.'
const specs: VehicleSpecs = {
  range: { label: 'Range', value: '402 miles', disclaimer: WLTP },
  top_speed: { label: 'Top speed', value: '200 km/h' },
  acceleration: { label: '0–100 km/h', value: '5.9 s', disclaimer: 'Manufacturer figures.' },
  consumption: { label: 'Consumption', value: '16.1 kWh/100 km', disclaimer: WLTP },
  seats: { value: 5 },
  colour: { label: 'Colour', value: ' ' },
  price: { value: 46995 },
  lease_price: { value: 0 },
}
const pounds = { ...DEFAULT_PRICE_FORMAT, symbol: '£', value: '^%' }

describe("spec rows: a model's specs as blocks show them (spec 2 §3.9, §9)", () => {
  it.each([
    ['top_speed', '', { key: 'top_speed', label: 'Top speed', value: '200 km/h', marker: '' }],
    ['top_speed', 'Vmax', { key: 'top_speed', label: 'Vmax', value: '200 km/h', marker: '' }],
    [' top_speed ', '  ', { key: 'top_speed', label: 'Top speed', value: '200 km/h', marker: '' }],
    ['seats', '', { key: 'seats', label: 'Seats', value: '5', marker: '' }],
    ['range', '', { key: 'range', label: 'Range', value: '402 miles', marker: '*' }],
    ['price', '', { key: 'price', label: 'Price', value: '£46,995', marker: '' }],
    ['price', 'From', { key: 'price', label: 'From', value: '£46,995', marker: '' }],
    ['lease_price', '', null],
    ['colour', 'Colour', null],
    ['battery', 'Battery', null],
    ['', 'Nothing', null],
    ['constructor', '', null],
  ])('%j labelled %j is %j', (key, label, expected) => {
    expect(specRow(specs, key, label, pounds, createDisclaimers())).toEqual(expected)
  })

  it('marks disclaimers by order of appearance; a repeated one keeps its marker', () => {
    const disclaimers = createDisclaimers()
    const markers = ['acceleration', 'range', 'consumption', 'top_speed'].map((key) => specRow(specs, key, '', pounds, disclaimers)?.marker)
    expect(markers).toEqual(['*', '**', '**', ''])
    expect(disclaimers.list()).toEqual([
      { marker: '*', text: 'Manufacturer figures.' },
      { marker: '**', text: WLTP },
    ])
  })

  it('lists every spec with a value, in order', () => {
    expect(specRows(specs, pounds, createDisclaimers()).map((row) => `${row.label}: ${row.value}${row.marker}`)).toEqual([
      'Range: 402 miles*',
      'Top speed: 200 km/h',
      '0–100 km/h: 5.9 s**',
      'Consumption: 16.1 kWh/100 km*',
      'Seats: 5',
      'Price: £46,995',
    ])
  })
})
