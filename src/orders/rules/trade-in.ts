import { typedAmount } from '~/lib/ascii-digits.ts'
import { isCalendarDay } from '~/lib/calendar-day.ts'
import { formatCalendarDate } from '~/ui/date-format.ts'

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

/** The earliest first registration the step takes: older cars are not traded in online. */
const FIRST_REGISTRATION_MIN = '1900-01-01'

/**
 * Whether a date of first registration (`YYYY-MM-DD`, as a date field gives it) is a real day
 * between 1900 and `today` (the shopper's own day: a car registered this morning counts).
 */
export function isRegistrationDate(date: string, today: string): boolean {
  return isCalendarDay(date) && date >= FIRST_REGISTRATION_MIN && date <= today
}

/** spec 3 §3 Trade-in: an option is {value, name}; the data keep the one chosen. */
export interface TradeInChoice {
  value: string
  name: string
}

/** spec 3 §3 Trade-in data: isTradeInOn, and rawData with brand.name, bodyType.name, fuelType.name, model.name, mileage, registrationDate.date, registration. */
export interface TradeInData {
  isTradeInOn: boolean
  rawData?: TradeInCar
}
export interface TradeInCar {
  brand: TradeInChoice | null
  model: TradeInChoice | null
  bodyType: TradeInChoice | null
  fuelType: TradeInChoice | null
  registrationDate: { date: string } | null
  registration: string
  /** Digits only, as `tradeInMileage` reads it; '' when not given. */
  mileage: string
}

const text = (part: unknown): string => (typeof part === 'string' ? part.trim().slice(0, 200) : '')
const choiceOf = (part: unknown): TradeInChoice | null => {
  // An option as stored ({value, name}), or a name alone (the step's text field, an older journey's data).
  const name = typeof part === 'object' && part !== null ? text((part as { name?: unknown }).name) : text(part)
  const value = typeof part === 'object' && part !== null ? text((part as { value?: unknown }).value) : name
  return name ? { value: value || name, name } : null
}

/**
 * A trade-in as a browser's storage or an order's metadata holds it, read leniently: what is not
 * text is no part. Journeys stored before the options came from the inventory service kept
 * `{has_trade_in, brand, model, registration, mileage}`; they are read as the same car. Null when
 * it says neither yes nor no.
 */
export function readTradeIn(value: unknown): TradeInData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const stored = value as Record<string, unknown>
  const on = typeof stored.isTradeInOn === 'boolean' ? stored.isTradeInOn : stored.has_trade_in
  if (typeof on !== 'boolean') return null
  const raw =
    typeof stored.isTradeInOn === 'boolean'
      ? typeof stored.rawData === 'object' && stored.rawData !== null
        ? (stored.rawData as Record<string, unknown>)
        : null
      : stored
  if (!raw) return { isTradeInOn: on }
  const date =
    typeof raw.registrationDate === 'object' && raw.registrationDate !== null ? text((raw.registrationDate as { date?: unknown }).date) : ''
  return {
    isTradeInOn: on,
    rawData: {
      brand: choiceOf(raw.brand),
      model: choiceOf(raw.model),
      bodyType: choiceOf(raw.bodyType),
      fuelType: choiceOf(raw.fuelType),
      registrationDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : null,
      registration: text(raw.registration),
      mileage: /^\d{1,7}$/.test(text(raw.mileage)) ? text(raw.mileage) : '',
    },
  }
}

/** The labels `tradeInText` writes before a value: the step's own field labels. */
export interface TradeInLabels {
  mileage: string
  registrationDate: string
}

/** The labels from the market's journey texts. */
export const tradeInLabels = (texts: { tradeInMileage: string; tradeInRegistrationDate: string }): TradeInLabels => ({
  mileage: texts.tradeInMileage,
  registrationDate: texts.tradeInRegistrationDate,
})

/**
 * The trade-in as the summary and the confirmation name it, everything the shopper gave: the car
 * and its plate, its body and fuel, then its first registration and mileage labelled, in the
 * page's locale. '' without a trade-in.
 *
 * @example tradeInText({ isTradeInOn: true, rawData: { brand: { value: 'Aurelia', name: 'Aurelia' }, …, mileage: '45000' } }, labels, 'en-GB', ', ')
 * // 'Aurelia E5 AB12 CDE, SUV, Petrol, First registered: 1 March 2019, Mileage: 45,000'
 */
export function tradeInText(stored: unknown, labels: TradeInLabels, locale: string, separator: string): string {
  const trade = readTradeIn(stored)
  if (!trade?.isTradeInOn || !trade.rawData) return ''
  const car = trade.rawData
  const date = car.registrationDate?.date
  return [
    [car.brand?.name, car.model?.name, car.registration].filter(Boolean).join(' '),
    car.bodyType?.name,
    car.fuelType?.name,
    date && `${labels.registrationDate}: ${formatCalendarDate(date, locale, { day: 'numeric', month: 'long', year: 'numeric' })}`,
    car.mileage && `${labels.mileage}: ${new Intl.NumberFormat(locale).format(Number(car.mileage))}`,
  ]
    .filter(Boolean)
    .join(separator)
}
