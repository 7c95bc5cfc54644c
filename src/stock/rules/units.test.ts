import { describe, expect, it } from 'vitest'
import { marketMileageUnit, mileageUnitLabel, powerUnitLabel, type MileageUnit } from './units.ts'

/** ADR 127: each unit written one way, whatever the feed's spelling. */
describe('units', () => {
  it.each<[string | null | undefined, string]>([
    ['kw', 'kW'],
    ['KW', 'kW'],
    [' kW ', 'kW'],
    ['ps', 'PS'],
    ['CV', 'PS'],
    ['bhp', 'bhp'],
    ['BHP', 'bhp'],
    ['hp', 'hp'],
    [null, 'kW'],
    [undefined, 'kW'],
    ['', 'kW'],
    ['Nm', 'Nm'],
    ['constructor', 'constructor'],
  ])('power unit %j → %j', (unit, label) => expect(powerUnitLabel(unit)).toBe(label))

  it.each<[string | null | undefined, MileageUnit | undefined, string]>([
    ['km', undefined, 'km'],
    ['KMS', undefined, 'km'],
    ['kilometres', 'miles', 'km'],
    ['mi', undefined, 'miles'],
    ['Miles', 'km', 'miles'],
    ['mile', undefined, 'miles'],
    [null, undefined, 'km'],
    [null, 'miles', 'miles'],
    ['  ', 'miles', 'miles'],
    ['verst', undefined, 'verst'],
    ['constructor', undefined, 'constructor'],
  ])('mileage unit %j (market %j) → %j', (unit, market, label) => expect(mileageUnitLabel(unit, market)).toBe(label))

  /** ADR 140: a market's unit from its language's region. */
  it.each<[string | null | undefined, MileageUnit]>([
    ['en_GB', 'miles'],
    ['en-GB', 'miles'],
    ['en_gb', 'miles'],
    ['en_US', 'miles'],
    ['en_AU', 'km'],
    ['ar_AE', 'km'],
    ['de', 'km'],
    ['en', 'km'],
    ['', 'km'],
    [null, 'km'],
  ])('market language %j → %j', (language, unit) => expect(marketMileageUnit(language)).toBe(unit))
})
