import { describe, expect, it } from 'vitest'
import { compareSpec, groupNameplates, listModels, offerModels, vehicleListQuerySchema } from './lists.ts'
import { vehicleModelSchema, type VehicleModel } from './vehicles.ts'

const model = (key: string, extra: Partial<Record<keyof VehicleModel, unknown>> = {}) =>
  vehicleModelSchema.parse({ key, name: key.toUpperCase(), ...extra })

// The market's range order, as stored.
const range = [
  model('e7', { body_style: 'Saloon', price: 46995 }),
  model('x3', { body_style: 'SUV', price: 38000 }),
  model('e5', { body_style: 'saloon', price: null }),
  model('van', { price: 29000 }),
  model('x5', { body_style: 'suv', price: 52000 }),
]
const keys = (query: Record<string, string>) => listModels(range, vehicleListQuerySchema.parse(query)).rows.map((m) => m.key)

describe('GET /vehicles (ADR 156)', () => {
  it.each([
    [{}, ['e7', 'x3', 'e5', 'van', 'x5']],
    [{ body_style: 'SALOON' }, ['e7', 'e5']],
    [{ key_in: 'x5, e7,nope' }, ['e7', 'x5']],
    [{ sort: 'price' }, ['van', 'x3', 'e7', 'x5', 'e5']],
    [{ sort: '-price' }, ['x5', 'e7', 'x3', 'van', 'e5']],
    [{ sort: 'name' }, ['e5', 'e7', 'van', 'x3', 'x5']],
    [{ items: '2', page: '2' }, ['e5', 'van']],
    [{ items: '2', page: '9' }, []],
  ])('%o → %o', (query, expected) => {
    expect(keys(query)).toEqual(expected)
  })

  it('counts every match, whatever the page', () => {
    expect(listModels(range, vehicleListQuerySchema.parse({ body_style: 'suv', items: '1' })).total).toBe(2)
  })
})

describe('GET /vehicles/grouped_nameplates', () => {
  it('groups by body style in range order, spellings together, none last', () => {
    expect(groupNameplates(range).map((g) => [g.body_style, g.nameplates.map((n) => n.key)])).toEqual([
      ['Saloon', ['e7', 'e5']],
      ['SUV', ['x3', 'x5']],
      [null, ['van']],
    ])
    expect(groupNameplates([])).toEqual([])
  })
})

describe('GET /offer_car_models', () => {
  it.each([
    [[], []],
    [
      [{ car_model_key: 'e7' }, { car_model_key: 'zz' }, { car_model_key: ' e7 ' }, { title: 'no model' }, { car_model_key: 7 }],
      [
        { key: 'e7', name: 'E7', offers: 2 },
        { key: 'zz', name: null, offers: 1 },
      ],
    ],
  ])('%o → %o', (offers, expected) => {
    expect(offerModels(offers, range)).toEqual(expected)
  })
})

describe('compareSpec (spec 2 §7 Model spec comparison)', () => {
  const e7 = model('e7', {
    price: 46995,
    specs: { range: { label: 'Range', value: '402 miles', disclaimer: 'WLTP.' }, seats: { value: 5 } },
    engines: [
      { key: 'rwd', name: 'RWD', price: null, specs: {} },
      { key: 'awd', name: 'AWD', price: 58995, specs: { range: { value: '360 miles' }, top_speed: { value: '250 km/h' } } },
    ],
  })

  it("puts the engines side by side, an engine's spec over the model's", () => {
    const comparison = compareSpec(e7)
    expect(comparison.engines).toEqual([
      { key: 'rwd', name: 'RWD', price: 46995 },
      { key: 'awd', name: 'AWD', price: 58995 },
    ])
    expect(comparison.specs).toEqual([
      { key: 'range', label: 'Range', disclaimer: 'WLTP.', values: ['402 miles', '360 miles'], differs: true },
      { key: 'seats', label: 'Seats', disclaimer: null, values: [5, 5], differs: false },
      { key: 'top_speed', label: 'Top speed', disclaimer: null, values: [null, '250 km/h'], differs: true },
    ])
  })

  it('is one column, the model itself, without engines', () => {
    const comparison = compareSpec(model('e5', { price: 30000, specs: { seats: { value: 4 } } }))
    expect(comparison.engines).toEqual([{ key: 'e5', name: 'E5', price: 30000 }])
    expect(comparison.specs).toEqual([{ key: 'seats', label: 'Seats', disclaimer: null, values: [4], differs: false }])
  })
})
