import type { RangeData } from './range-data.ts'

export type { RangeData }

/**
 * spec 2 §3.12 Range Calculator, §7 (GET the block's data_url), §9: the estimated range of an
 * electric model from the figures of its data file — the driving profile, the outdoor temperature,
 * the wheel size and whether the cabin is heated or cooled. The model and a worked example are in
 * docs/tools/range-calculator.md; range.test.ts reproduces them.
 */

/** spec 2 §9: the average speed of each driving profile, in km/h and as the spec gives it in mph. */
export const AVERAGE_SPEED = {
  city: { kmh: 27, mph: 17 },
  highway: { kmh: 92, mph: 57 },
  combined: { kmh: 47, mph: 29 },
} as const
export const DRIVING_PROFILES = ['city', 'highway', 'combined'] as const
export type DrivingProfile = (typeof DRIVING_PROFILES)[number]

/** One international mile in kilometres. */
export const KM_PER_MILE = 1.609344

export interface RangeChoice {
  profile: DrivingProfile
  /** Index into the data file's wheels. */
  wheel: number
  /** Index into the data file's temperatures. */
  temperature: number
  acHeating: boolean
}

/** The choice shown first: the file's `start`, else combined, the first wheel, the mildest temperature, cabin on. */
export function startChoice(data: RangeData): RangeChoice {
  const mildest = data.temperatures.reduce(
    (best, t, i) => (Math.abs(t.celsius - 20) < Math.abs(data.temperatures[best]!.celsius - 20) ? i : best),
    0,
  )
  const start = data.start
  return {
    profile: start?.profile ?? 'combined',
    wheel: start && start.wheel < data.wheels.length ? start.wheel : 0,
    temperature: start && start.temperature < data.temperatures.length ? start.temperature : mildest,
    acHeating: start?.ac_heating ?? true,
  }
}

/**
 * Energy per km (kWh/km): the profile's consumption scaled by the wheel's and the temperature's
 * factors, plus — with the cabin heated or cooled — the climate system's power spread over the
 * profile's average speed (kW ÷ km/h = kWh per km; slow city driving pays most for it).
 */
export function consumptionPerKm(data: RangeData, choice: RangeChoice): number {
  const wheel = data.wheels[choice.wheel] ?? data.wheels[0]!
  const temperature = data.temperatures[choice.temperature] ?? data.temperatures[0]!
  const driving = (data.profiles[choice.profile].consumption_kwh_per_100km / 100) * wheel.factor * temperature.factor
  const climate = choice.acHeating ? temperature.hvac_kw / AVERAGE_SPEED[choice.profile].kmh : 0
  return driving + climate
}

/** The estimated range in km before rounding: usable energy ÷ energy per km. */
export function rangeKm(data: RangeData, choice: RangeChoice): number {
  return data.usable_battery_kwh / consumptionPerKm(data, choice)
}

export type DistanceUnit = 'km' | 'mi'

/**
 * What the visitor reads: the range in the block's unit, kept between the block's minimal and
 * maximal range (spec 2 §3.12, §9: 187 and 493 km by default; both in km) and rounded to a whole
 * number. `min` and `max` come back in the same unit, for the scale.
 */
export function displayedRange(km: number, bounds: { minimal: number; maximal: number }, unit: DistanceUnit) {
  const low = Math.min(bounds.minimal, bounds.maximal)
  const high = Math.max(bounds.minimal, bounds.maximal)
  const clamped = Math.min(Math.max(km, low), high)
  const inUnit = (value: number) => Math.round(unit === 'mi' ? value / KM_PER_MILE : value)
  return { value: inUnit(clamped), min: inUnit(low), max: inUnit(high), clamped: clamped !== km }
}

/** A temperature in the block's unit, rounded: ℃ as in the file, ℉ converted. */
export function temperatureIn(celsius: number, unit: 'C' | 'F'): number {
  return unit === 'F' ? Math.round((celsius * 9) / 5 + 32) : celsius
}
