/**
 * Units as a market writes them (ADR 127): a feed may spell a power unit 'kw', 'KW' or 'ps', and a
 * mileage unit 'mi' or 'kms'; pages write each unit one way (kW, PS, bhp, hp; km, miles). Pure.
 */

/** A table's own entry: a feed's 'constructor' is no unit, not the property every object inherits. */
const ownEntry = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined)

/** spec 3 §3 power_unit → how it is written: SI's kW, the metric PS, bhp and hp; anything else as given. */
const POWER_UNIT_LABELS: Readonly<Record<string, string>> = {
  kw: 'kW',
  ps: 'PS',
  cv: 'PS',
  bhp: 'bhp',
  hp: 'hp',
}

/**
 * @example powerUnitLabel('kw') // 'kW'
 * @example powerUnitLabel(null) // 'kW' (spec 3 §3: power is in kW unless the vehicle says otherwise)
 */
export function powerUnitLabel(unit: string | null | undefined): string {
  const text = unit?.trim() ?? ''
  if (text === '') return 'kW'
  return ownEntry(POWER_UNIT_LABELS, text.toLowerCase()) ?? text
}

export type MileageUnit = 'km' | 'miles'

/** Spellings of the two mileage units a feed sends. */
const MILEAGE_UNITS: Readonly<Record<string, MileageUnit>> = {
  km: 'km',
  kms: 'km',
  kilometre: 'km',
  kilometres: 'km',
  kilometer: 'km',
  kilometers: 'km',
  mi: 'miles',
  mile: 'miles',
  miles: 'miles',
}

/**
 * The mileage unit to write: the vehicle's own in its one spelling, or the market's when the
 * vehicle names none (km unless the market says miles); an unknown text as given.
 * @example mileageUnitLabel('mi') // 'miles'
 * @example mileageUnitLabel(null, 'miles') // 'miles'
 */
export function mileageUnitLabel(unit: string | null | undefined, marketUnit: MileageUnit = 'km'): string {
  const text = unit?.trim() ?? ''
  if (text === '') return marketUnit
  return ownEntry(MILEAGE_UNITS, text.toLowerCase()) ?? text
}

/**
 * Countries whose roads and odometers count in miles: the United Kingdom, the United States and
 * Liberia (ADR 140). Myanmar moved to kilometres; everywhere else counts in kilometres.
 */
const MILES_REGIONS = new Set(['GB', 'UK', 'US', 'LR'])

/**
 * The market's mileage unit, from its language setting (general.language, `en_GB`, `en-US`, `ar_AE`):
 * miles where the region counts in miles, km otherwise and without a region (ADR 140).
 * @example marketMileageUnit('en_GB') // 'miles'
 * @example marketMileageUnit('ar_AE') // 'km'
 */
export function marketMileageUnit(language: string | null | undefined): MileageUnit {
  const region = language?.trim().split(/[-_]/)[1]?.toUpperCase()
  return region !== undefined && MILES_REGIONS.has(region) ? 'miles' : 'km'
}
