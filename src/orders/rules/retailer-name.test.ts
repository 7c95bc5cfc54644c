import { describe, expect, it } from 'vitest'
import { journeyRetailerName } from './retailer-name.ts'

describe("a retailer as the order journey names it (the car page's name for the car's own)", () => {
  const dealer = { code: 'AV-BHM', name: 'Aurelia & Vantor Birmingham' }
  it.each([
    [{ ownerId: 'AV-BHM', ownerName: 'Aurelia Birmingham' }, 'Aurelia Birmingham'],
    [{ ownerId: 'AV-LDS', ownerName: 'Aurelia Leeds' }, 'Aurelia & Vantor Birmingham'],
    [{ ownerId: 'AV-BHM', ownerName: ' ' }, 'Aurelia & Vantor Birmingham'],
    [{ ownerId: 'AV-BHM', ownerName: null }, 'Aurelia & Vantor Birmingham'],
    [{ ownerId: null, ownerName: 'Aurelia Birmingham' }, 'Aurelia & Vantor Birmingham'],
  ])('%j → %s', (vehicle, expected) => {
    expect(journeyRetailerName(dealer, vehicle)).toBe(expected)
  })
  it('names a dealer without a code by its name', () => {
    expect(journeyRetailerName({ code: null, name: 'Leeds' }, { ownerId: null, ownerName: 'X' })).toBe('Leeds')
  })
})
