/**
 * spec 2 §4 Subscription quiz: which products the three answers recommend. The spec leaves the
 * mapping "not shown"; docs/tools/subscription-quiz.md explains it (ADR 136). Pure.
 */

/** spec 2 §9 Subscription quiz answers, in the order the quiz offers them (answer 1 first). */
export const USAGES = ['private', 'business', 'business_and_private'] as const
export const PERIODS = ['6-12', '12-24', '24-60'] as const
export const MILEAGES = ['below_20000', 'above_20000'] as const
export type Usage = (typeof USAGES)[number]
export type Period = (typeof PERIODS)[number]
export type Mileage = (typeof MILEAGES)[number]

/** spec 2 §3.12: the main products, and the alternatives (which add leasing-to-go). */
export const MAIN_PRODUCTS = ['subscription', 'loan', 'fullservice'] as const
export const ALTERNATIVE_PRODUCTS = ['subscription', 'loan', 'fullservice', 'leasingtogo'] as const
export type MainProduct = (typeof MAIN_PRODUCTS)[number]
export type AlternativeProduct = (typeof ALTERNATIVE_PRODUCTS)[number]

export interface SubscriptionAnswers {
  usage: Usage
  period: Period
  mileage: Mileage
}

/** The alternatives worth showing for a period, best first; the main product is left out. */
const CANDIDATES: Record<Period, readonly AlternativeProduct[]> = {
  '6-12': ['leasingtogo', 'subscription', 'fullservice'],
  '12-24': ['subscription', 'leasingtogo', 'fullservice', 'loan'],
  '24-60': ['loan', 'fullservice', 'subscription'],
}

/** At most this many alternative cards. */
export const MAX_ALTERNATIVES = 2

/**
 * The main product and up to two alternatives:
 * - up to 12 months only a subscription is short enough to be the main product;
 * - a business (or mixed) user gets full-service leasing (maintenance and tax handled) beyond that;
 * - a private driver above 20,000 km a year too (wear and servicing included);
 * - otherwise a subscription up to 24 months, and a loan (own the car) for 24–60 months.
 *
 * @example recommend({ usage: 'private', period: '24-60', mileage: 'below_20000' })
 * // { main: 'loan', alternatives: ['fullservice', 'subscription'] }
 */
export function recommend(answers: SubscriptionAnswers): { main: MainProduct; alternatives: AlternativeProduct[] } {
  const { usage, period, mileage } = answers
  let main: MainProduct
  if (period === '6-12') main = 'subscription'
  else if (usage !== 'private' || mileage === 'above_20000') main = 'fullservice'
  else if (period === '12-24') main = 'subscription'
  else main = 'loan'
  const alternatives = CANDIDATES[period].filter((p) => p !== main).slice(0, MAX_ALTERNATIVES)
  return { main, alternatives }
}

/** The answers from the chosen positions (0-based) of the three steps, or null while one is missing or unknown. */
export function answersOf(chosen: readonly (number | undefined)[]): SubscriptionAnswers | null {
  const [u, p, m] = chosen
  const usage = u === undefined ? undefined : USAGES[u]
  const period = p === undefined ? undefined : PERIODS[p]
  const mileage = m === undefined ? undefined : MILEAGES[m]
  return usage && period && mileage ? { usage, period, mileage } : null
}
