import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { consumptionPerKm, displayedRange, rangeKm, startChoice, temperatureIn, type RangeChoice } from './range.ts'
import { rangeDataSchema } from './range-data.ts'

// docs/tools/range-calculator.md: the model, and its worked example on the demo's Aurelia E5 file.
const file = join(import.meta.dirname, '../../../public/tools-data/range/aurelia-e5.json')
const e5 = rangeDataSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
const bounds = { minimal: 187, maximal: 493 }

describe('spec 2 §3.12, §9 Range calculator: range from the data file', () => {
  it('reproduces the worked example: combined, 20", 0 ℃, climate on → 291 km, 181 miles', () => {
    const choice: RangeChoice = { profile: 'combined', wheel: 1, temperature: 1, acHeating: true }
    // 17.2 kWh/100 km × 1.04 × 1.18 + 2.5 kW ÷ 47 km/h
    expect(consumptionPerKm(e5, choice)).toBeCloseTo(0.21107 + 0.05319, 4)
    expect(rangeKm(e5, choice)).toBeCloseTo(291.37, 2)
    expect(displayedRange(rangeKm(e5, choice), bounds, 'km')).toEqual({ value: 291, min: 187, max: 493, clamped: false })
    expect(displayedRange(rangeKm(e5, choice), bounds, 'mi')).toEqual({ value: 181, min: 116, max: 306, clamped: false })
  })

  it.each<[string, RangeChoice, number, number]>([
    ['the start: combined, 20", 20 ℃, on', { profile: 'combined', wheel: 1, temperature: 3, acHeating: true }, 406, 252],
    ['city, 18", 20 ℃, off: above the maximum, kept at 493', { profile: 'city', wheel: 0, temperature: 3, acHeating: false }, 493, 306],
    ['highway, 18", 20 ℃, off', { profile: 'highway', wheel: 0, temperature: 3, acHeating: false }, 353, 219],
    ['highway, 22", −10 ℃, on', { profile: 'highway', wheel: 2, temperature: 0, acHeating: true }, 224, 139],
    ['city, 22", −10 ℃, on: heating costs most in slow traffic', { profile: 'city', wheel: 2, temperature: 0, acHeating: true }, 221, 137],
  ])('%s → %d km, %d miles', (_, choice, km, miles) => {
    expect(displayedRange(rangeKm(e5, choice), bounds, 'km').value).toBe(km)
    expect(displayedRange(rangeKm(e5, choice), bounds, 'mi').value).toBe(miles)
  })

  it('keeps a range under the minimum at the minimum, and takes the bounds in either order', () => {
    expect(displayedRange(150.2, bounds, 'km')).toEqual({ value: 187, min: 187, max: 493, clamped: true })
    expect(displayedRange(300, { minimal: 493, maximal: 187 }, 'km')).toEqual({ value: 300, min: 187, max: 493, clamped: false })
  })

  it('climate off saves the climate power; larger wheels and cold cost range', () => {
    const base: RangeChoice = { profile: 'combined', wheel: 0, temperature: 3, acHeating: false }
    expect(rangeKm(e5, base)).toBeCloseTo(77 / 0.172, 6)
    expect(rangeKm(e5, { ...base, acHeating: true })).toBeLessThan(rangeKm(e5, base))
    expect(rangeKm(e5, { ...base, wheel: 2 })).toBeLessThan(rangeKm(e5, base))
    expect(rangeKm(e5, { ...base, temperature: 0 })).toBeLessThan(rangeKm(e5, base))
  })

  it("starts at the file's start, else combined, the first wheel and the temperature nearest 20 ℃", () => {
    expect(startChoice(e5)).toEqual({ profile: 'combined', wheel: 1, temperature: 3, acHeating: true })
    const { start: _, ...withoutStart } = e5
    expect(
      startChoice({
        ...withoutStart,
        temperatures: [
          { celsius: -5, factor: 1.2, hvac_kw: 3 },
          { celsius: 25, factor: 1, hvac_kw: 1 },
        ],
      }),
    ).toEqual({
      profile: 'combined',
      wheel: 0,
      temperature: 1,
      acHeating: true,
    })
  })

  it.each([
    [20, 'C', 20],
    [-10, 'F', 14],
    [30, 'F', 86],
  ] as const)('%d ℃ in %s is %d', (celsius, unit, shown) => {
    expect(temperatureIn(celsius, unit)).toBe(shown)
  })

  it.each([
    ['a file of another kind', { ...e5, format: 'other/1' }],
    ['no battery', { ...e5, usable_battery_kwh: undefined }],
    ['a fourth wheel', { ...e5, wheels: [...e5.wheels, { inches: 23, factor: 1.1 }] }],
    ['temperatures out of order', { ...e5, temperatures: [...e5.temperatures].reverse() }],
    ['an unknown key', { ...e5, extra: 1 }],
    ['a consumption of zero', { ...e5, profiles: { ...e5.profiles, city: { consumption_kwh_per_100km: 0 } } }],
  ])('refuses %s', (_, value) => {
    expect(rangeDataSchema.safeParse(value).success).toBe(false)
  })
})
