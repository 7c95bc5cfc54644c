import { describe, expect, it } from 'vitest'
import {
  monthsText,
  readSubscriptionChoice,
  SUBSCRIPTION_DURATIONS,
  SUBSCRIPTION_MILEAGES,
  subscriptionProducts,
  subscriptionText,
} from './subscription.ts'

describe("the subscription's lengths and yearly mileages a market offers", () => {
  const defaults = { durations: [...SUBSCRIPTION_DURATIONS], mileages: [...SUBSCRIPTION_MILEAGES] }
  it.each<[string, Record<string, unknown>, { durations: number[]; mileages: number[] }]>([
    ['none set', {}, defaults],
    [
      'its own, in order and once each',
      { durations: [24, 12, 24], mileages: [20000, 10000] },
      { durations: [12, 24], mileages: [10000, 20000] },
    ],
    [
      'only whole numbers within bounds',
      { durations: [0, -6, 6.5, '12', 121, 120], mileages: [200001, 5000] },
      { durations: [120], mileages: [5000] },
    ],
    ['a list with nothing usable: the defaults', { durations: ['x'], mileages: 'many' }, defaults],
    [
      'at most twelve',
      { durations: Array.from({ length: 20 }, (_, i) => i + 1) },
      { durations: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], mileages: defaults.mileages },
    ],
  ])('%s', (_name, section, expected) => {
    expect(subscriptionProducts(section)).toEqual(expected)
  })
})

describe('a stored subscription choice', () => {
  it.each([
    [
      { duration: 24, mileage: 15000 },
      { duration: 24, mileage: 15000 },
    ],
    [{ duration: '24', mileage: 15000 }, null],
    [{ duration: 24 }, null],
    [{ duration: 24, mileage: 0 }, null],
    [null, null],
    ['24', null],
  ])('%j → %j', (stored, expected) => {
    expect(readSubscriptionChoice(stored)).toEqual(expected)
  })
})

describe('a subscription choice as the summary writes it', () => {
  it.each([
    ['en-GB', 'miles', ', ', '24 months, 15,000 miles per year'],
    ['de-DE', 'km', ', ', '24 Monate, 15.000 Kilometer pro Jahr'],
    // The locale's own plural forms: Croatian's 24 and Arabic's 6 are not their 'other' form.
    ['hr-HR', 'km', ', ', '24 mjeseca, 15.000 kilometara godišnje'],
  ] as const)('in %s', (locale, unit, separator, expected) => {
    expect(subscriptionText({ duration: 24, mileage: 15000 }, unit, locale, separator)).toBe(expected)
  })
  it('names six months in Arabic as Arabic counts them', () => {
    expect(monthsText(6, 'ar-AE')).toBe('6 أشهر')
    expect(monthsText(24, 'ar-AE')).toBe('24 شهرًا')
  })
})
