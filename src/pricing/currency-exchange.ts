import { settingValue, type SettingMap } from '~/settings/settings.ts'

/**
 * Currency conversion (spec 1 §3, §7, §8; ADR 155): the rate of the double price (spec 2 §9,
 * spec 3 §9 `price.double_price_settings`) read from the market's currency service instead of the
 * setting, from its start date on. Pure: the server fetches the answer.
 */

export interface ExchangeRate {
  rate: number
  /** When the rate applies from (the answer's start date); null: from now. */
  startDate: Date | null
}

/** spec 1 §8: the text logged when the answer lacks the rate. */
export const MISSING_RESPONSE_KEY = "Currency exchange error: API response doesn't contain specified response_key"

/** The value at a dot path of a JSON answer ('data' or 'data.rate'). */
function at(body: unknown, path: string): unknown {
  let value = body
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/**
 * The rate and its start date in the currency service's answer, at the paths the settings name
 * (`currency_exchange.response_key`, default 'data'; `currency_exchange.start_date_key`, default
 * 'startdate'). A rate is a positive number (or a numeric string); a start date that is not a date
 * is ignored (the rate applies now).
 *
 * @example exchangeRateFrom({ data: 7.5345, startdate: '2022-09-05' }, 'data', 'startdate')
 *   // { rate: 7.5345, startDate: 2022-09-05T00:00:00.000Z }
 */
export function exchangeRateFrom(body: unknown, responseKey: string, startDateKey: string): ExchangeRate | { error: string } {
  const raw = at(body, responseKey.trim() || 'data')
  const rate = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return { error: MISSING_RESPONSE_KEY }
  const start = at(body, startDateKey.trim() || 'startdate')
  const startDate = typeof start === 'string' || typeof start === 'number' ? new Date(start) : null
  return { rate, startDate: startDate && !Number.isNaN(startDate.getTime()) ? startDate : null }
}

/**
 * The market's settings with the fetched rate in its double price, when the double price is on
 * and the rate's start date has come; otherwise the settings as they are (the setting's own rate).
 */
export function withExchangeRate(settings: SettingMap, exchange: ExchangeRate | null, now: Date): SettingMap {
  if (!exchange || (exchange.startDate && exchange.startDate > now)) return settings
  const raw = settingValue(settings, 'price.double_price_settings')
  let double: unknown
  try {
    double = raw ? JSON.parse(raw) : null
  } catch {
    return settings
  }
  if (!double || typeof double !== 'object' || Array.isArray(double) || (double as { enabled?: unknown }).enabled === false) return settings
  return { ...settings, 'price.double_price_settings': JSON.stringify({ ...double, rate: exchange.rate }) }
}
