import { describe, expect, it } from 'vitest'
import { addressLine } from './address-line.ts'

describe('addressLine', () => {
  const strand = { street: '100 Strand', postcode: 'WC2R 0AA', city: 'London', state: 'ENG' }
  it.each([
    // The United Kingdom writes the postcode after the town, and no nation.
    [strand, 'en_GB', '100 Strand, London WC2R 0AA'],
    // An emirate is the postcode search's key, not a part of the address; the Arabic comma.
    [{ street: 'شارع المطار', city: 'أبوظبي', postcode: '', state: 'AZ' }, 'ar_AE', 'شارع المطار، أبوظبي'],
    // Countries whose addresses name the state.
    [{ street: '1 George St', postcode: '2000', city: 'Sydney', state: 'NSW' }, 'en_AU', '1 George St, Sydney NSW 2000'],
    [{ street: '500 Main St', postcode: '78701', city: 'Austin', state: 'TX' }, 'en_US', '500 Main St, Austin, TX 78701'],
    [{ street: 'Via Torino 1', postcode: '20121', city: 'Milano', state: 'MI' }, 'it_IT', 'Via Torino 1, 20121 Milano MI'],
    // Most of Europe: the postcode before the town; a state held for the search is not written.
    [{ street: 'Unter den Linden 1', postcode: '10117', city: 'Berlin', state: 'BE' }, 'de_DE', 'Unter den Linden 1, 10117 Berlin'],
    [{ street: 'Ilica 1', postcode: '10000', city: 'Zagreb' }, 'hr_HR', 'Ilica 1, 10000 Zagreb'],
    // Japan from the postcode down, without commas.
    [{ street: '丸の内1-1', postcode: '100-0005', city: '千代田区', state: '東京都' }, 'ja_JP', '〒100-0005 東京都千代田区丸の内1-1'],
    // A language without a region: the postcode before the town.
    [strand, 'en', '100 Strand, WC2R 0AA London'],
    // Missing parts leave no stray separators or spaces.
    [{ city: 'London', postcode: ' ', state: null }, 'en_GB', 'London'],
    [{ postcode: 'WC2R 0AA' }, 'en_GB', 'WC2R 0AA'],
    [{ street: '500 Main St', state: 'TX' }, 'en_US', '500 Main St, TX'],
    [{}, 'en_GB', ''],
  ])('%o in %s → %s', (parts, language, line) => {
    expect(addressLine(parts, language)).toBe(line)
  })
})
