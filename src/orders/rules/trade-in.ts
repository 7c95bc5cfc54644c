import { typedAmount } from '~/lib/ascii-digits.ts'

/** A trade-in's mileage has at most seven digits (9,999,999 km or miles). */
const MAX_DIGITS = 7

/**
 * The trade-in's mileage as typed, read as a whole number: any keyboard's digits (an Arabic
 * phone types ٨٥٠٠٠), with or without thousands separators. '' when left empty (the field is
 * optional); null when it is not a whole number of at most seven digits ('85.5', 'about 80k').
 *
 * @example tradeInMileage('٨٥٬٠٠٠') // '85000'
 */
export function tradeInMileage(typed: string): string | null {
  const amount = typedAmount(typed)
  if (amount === 'empty') return ''
  if (!amount || amount.negative || amount.decimals !== '' || amount.whole.length > MAX_DIGITS) return null
  return String(Number(amount.whole))
}
