import type { MileageUnit } from '~/stock/rules/units.ts'

/**
 * The subscription purchase option (spec 3 §2 purchase options cash / finance / lease /
 * subscription; §3 subscriptionProductsData: duration, mileage). The lengths and yearly mileages a
 * shopper chooses from are the market's, in its order-online checkout config's
 * `checkout_subscription` section ({durations, mileages}); these when it sets none (ADR 195).
 */
export const SUBSCRIPTION_DURATIONS = [6, 12, 24, 36, 48] as const
export const SUBSCRIPTION_MILEAGES = [10_000, 15_000, 20_000, 25_000, 30_000] as const

/** Bounds of what a config may offer: up to ten years, up to 200,000 a year, twelve choices each. */
const MAX_MONTHS = 120
const MAX_MILEAGE = 200_000
const MAX_CHOICES = 12

export interface SubscriptionProducts {
  durations: number[]
  mileages: number[]
}

/** spec 3 §3 subscriptionProductsData: the length (months) and the yearly mileage chosen. */
export interface SubscriptionChoice {
  duration: number
  mileage: number
}

const wholeIn = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= max

/** A config's list: its whole numbers within bounds, once each and in order; `fallback` when none is. */
function choices(value: unknown, max: number, fallback: readonly number[]): number[] {
  const given = Array.isArray(value) ? value.filter((item) => wholeIn(item, max)) : []
  const unique = [...new Set(given)].sort((a, b) => a - b).slice(0, MAX_CHOICES)
  return unique.length > 0 ? unique : [...fallback]
}

/**
 * What the market offers, from its `checkout_subscription` section.
 *
 * @example subscriptionProducts({ durations: [24, 12, 24, 'x'] }) // { durations: [12, 24], mileages: [10000, …] }
 */
export function subscriptionProducts(section: Record<string, unknown>): SubscriptionProducts {
  return {
    durations: choices(section.durations, MAX_MONTHS, SUBSCRIPTION_DURATIONS),
    mileages: choices(section.mileages, MAX_MILEAGE, SUBSCRIPTION_MILEAGES),
  }
}

/** A stored choice (the browser's storage, an order's metadata), or null when it is not one. */
export function readSubscriptionChoice(value: unknown): SubscriptionChoice | null {
  if (typeof value !== 'object' || value === null) return null
  const { duration, mileage } = value as Record<string, unknown>
  return wholeIn(duration, MAX_MONTHS) && wholeIn(mileage, MAX_MILEAGE) ? { duration, mileage } : null
}

/**
 * The choice as the summary and the confirmation write it, in the page's locale: its plural forms
 * and unit names are the locale's own (CLDR), not the catalogue's.
 *
 * @example subscriptionText({ duration: 24, mileage: 15000 }, 'miles', 'en-GB', ', ') // '24 months, 15,000 miles per year'
 */
export const subscriptionText = (choice: SubscriptionChoice, unit: MileageUnit, locale: string, separator: string) =>
  [monthsText(choice.duration, locale), yearlyMileageText(choice.mileage, unit, locale)].join(separator)

/** A length in months: '6 months', '24 mjeseca', '6 أشهر'. */
export const monthsText = (months: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(months)

/** A yearly mileage in the market's unit: '15,000 miles per year', '15.000 Kilometer pro Jahr'. */
export const yearlyMileageText = (mileage: number, unit: MileageUnit, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'miles' ? 'mile-per-year' : 'kilometer-per-year',
    unitDisplay: 'long',
  }).format(mileage)
