import { describe, expect, it } from 'vitest'
import { specsOf } from './specs.ts'
import { vehicleModelSchema } from './vehicles.ts'

const e7 = vehicleModelSchema.parse({
  key: 'e7-24my',
  name: 'Aurelia E7',
  price: 46995,
  lease_price: 449,
  specs: { range: { label: 'Range', value: '402 miles', disclaimer: 'WLTP combined.' }, top_speed: { value: '200 km/h' } },
  engines: [{ key: 'e7-performance', name: 'Performance AWD', price: 58995, specs: { top_speed: { value: '250 km/h' } } }],
})

describe('vehicle models (spec 2 §7 vehicles/specs)', () => {
  it('fills the defaults', () => {
    expect(vehicleModelSchema.parse({ key: 'e5-24my', name: 'E5' })).toEqual({
      key: 'e5-24my',
      name: 'E5',
      body_style: null,
      price: null,
      lease_price: null,
      specs: {},
      engines: [],
    })
  })

  it.each([
    [{ key: 'e7 24my', name: 'E7' }, 'key'],
    [{ key: 'e7-24my', name: '' }, 'name'],
    [{ key: 'e7-24my', name: 'E7', specs: { 'top speed': { value: 1 } } }, 'specs'],
    [{ key: 'e7-24my', name: 'E7', specs: { range: { value: { miles: 402 } } } }, 'specs'],
    [{ key: 'e7-24my', name: 'E7', price: '46995' }, 'price'],
    [
      {
        key: 'e7-24my',
        name: 'E7',
        engines: [
          { key: 'a', name: 'A' },
          { key: 'a', name: 'B' },
        ],
      },
      'engines',
    ],
  ])('rejects %o at %s', (input, path) => {
    const result = vehicleModelSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.path[0]).toBe(path)
  })

  it("gives a model's specs with its prices", () => {
    expect(specsOf(e7)).toEqual({
      range: { label: 'Range', value: '402 miles', disclaimer: 'WLTP combined.' },
      top_speed: { value: '200 km/h' },
      price: { value: 46995 },
      lease_price: { value: 449 },
    })
  })

  it("gives an engine's specs over the model's, and its own price", () => {
    expect(specsOf(e7, 'e7-performance')).toMatchObject({
      top_speed: { value: '250 km/h' },
      range: { value: '402 miles' },
      price: { value: 58995 },
    })
    expect(specsOf(e7, 'no-such-engine').top_speed).toEqual({ value: '200 km/h' })
  })
})
