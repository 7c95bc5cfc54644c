/**
 * The order's rules that the spec leaves open (spec 3 §4 Buy-online order: "payment_status …
 * values are not shown"), decided in ADR 099. Pure.
 */

/** A payment's provider states in the order they happen: a later webhook never moves it back. */
const STATE_RANK: Record<string, number> = {
  requires_payment_method: 0,
  requires_confirmation: 1,
  requires_action: 2,
  processing: 3,
  requires_capture: 4,
  succeeded: 5,
  canceled: 5,
}

/** The rank of a provider state (unknown states rank lowest). */
export const paymentStateRank = (state: string): number => STATE_RANK[state] ?? -1

/** Whether a provider state replaces the recorded one: a later state does; two final states (succeeded, canceled) never replace each other. */
export function replacesPaymentState(recorded: string, next: string): boolean {
  const rank = paymentStateRank(next)
  const current = paymentStateRank(recorded)
  return rank > current || (rank === current && next === recorded)
}

/** The order's payment_status for the provider state its payment reached. */
export function orderPaymentStatus(state: string): 'authorised' | 'paid' | 'cancelled' | 'pending' {
  if (state === 'requires_capture') return 'authorised'
  if (state === 'succeeded') return 'paid'
  if (state === 'canceled') return 'cancelled'
  return 'pending'
}

/**
 * An amount in the currency's minor units (pence, fils; yen has none), as payment providers take
 * it. Rounded to the currency's own precision so 19.99 is 1999, not 1998.9999.
 */
export function minorUnits(amount: number, currency: string): number {
  const digits = currencyDigits(currency)
  return Math.round(amount * 10 ** digits)
}

const digitsOf = new Map<string, number>()

/** The currency's decimals (2 for GBP, 0 for JPY, 3 for KWD); 2 for an unknown code. */
export function currencyDigits(currency: string): number {
  const known = digitsOf.get(currency)
  if (known !== undefined) return known
  let digits = 2
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return digits
  }
  // A formatter costs more than the rest of a hold's arithmetic: each currency's answer is kept
  // (bounded, though the codes a market uses are a handful).
  if (digitsOf.size < 500) digitsOf.set(currency, digits)
  return digits
}

/** The symbols of an order number: no 0/O, 1/I, so it reads back over the phone. */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** An order number: FC and ten symbols (50 random bits, ADR 099). */
export const isOrderNumber = (text: string): boolean => /^FC[2-9A-HJ-NP-Z]{10}$/.test(text)
