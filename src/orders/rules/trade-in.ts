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

/**
 * Whether a registration number as typed could be one: it has a letter or a digit of some script
 * (plates are written in many: "AB12 CDE", "دبي ١٢٣٤٥"); "!!" or "--" is not.
 */
export const isRegistrationText = (typed: string): boolean => /[\p{L}\p{N}]/u.test(typed)

/** A trade-in as an order keeps it: the trade-in step's values (mileage as `tradeInMileage` reads it), as the browser sent them. */
export interface TradeIn {
  has_trade_in?: unknown
  brand?: unknown
  model?: unknown
  registration?: unknown
  mileage?: unknown
}

/**
 * The trade-in as the summary and the confirmation name it, everything the shopper gave: the car,
 * then its mileage labelled and grouped in the page's locale. '' without a trade-in.
 *
 * @example tradeInText({ has_trade_in: true, brand: 'Aurelia', model: 'E5', registration: 'AB12 CDE', mileage: '45000' }, 'Mileage', 'en-GB', ', ')
 * // 'Aurelia E5 AB12 CDE, Mileage: 45,000'
 */
export function tradeInText(trade: TradeIn | null | undefined, mileageLabel: string, locale: string, separator: string): string {
  if (trade?.has_trade_in !== true) return ''
  // Kept as the browser sent it: a part that is not text is no part.
  const text = (part: unknown) => (typeof part === 'string' ? part.trim() : '')
  const car = [trade.brand, trade.model, trade.registration].map(text).filter(Boolean).join(' ')
  const mileage = text(trade.mileage)
  const miles = /^\d{1,7}$/.test(mileage) ? `${mileageLabel}: ${new Intl.NumberFormat(locale).format(Number(mileage))}` : ''
  return [car, miles].filter(Boolean).join(separator)
}
