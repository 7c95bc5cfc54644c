/**
 * How the stock locator writes a few spec values (spec 3 §9): engine capacity and registration
 * date. Prices are written by src/pricing/stock-price.ts.
 */

const LITRE_UNITS = new Set(['l', 'lt', 'ltr', 'litre', 'litres', 'liter', 'liters'])

/**
 * spec 3 §9: an engine capacity in litres shows 1 decimal, in any other unit (cc, kWh …) none.
 * Litres are written 'L' however the feed spells them, and `writeUnit` writes the unit in the
 * market's language. '' when the value is not a number > 0.
 *
 * @example engineCapacity(1.998, 'litre') // '2.0 L'
 */
export function engineCapacity(value: unknown, unit: string | null | undefined, writeUnit: (unit: string) => string = (u) => u): string {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(number) || number <= 0) return ''
  const litres = LITRE_UNITS.has(unit?.trim().toLowerCase() ?? '')
  const text = number.toFixed(litres ? 1 : 0)
  return unit?.trim() ? `${text} ${writeUnit(litres ? 'L' : unit.trim())}` : text
}

/**
 * spec 3 §9: a registration date as year/month with a 2-digit month ('2021/03'); '' when it is
 * not a date. Text dates ('2021-03-15', '2021-03') are read as written, without a time zone shift.
 */
export function registrationDate(value: unknown): string {
  if (typeof value === 'string') {
    const match = /^\s*(\d{4})-(\d{1,2})(?:-\d{1,2})?(?:[T ].*)?\s*$/.exec(value)
    if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return `${match[1]}/${match[2]!.padStart(2, '0')}`
    return ''
  }
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return `${value.getUTCFullYear()}/${String(value.getUTCMonth() + 1).padStart(2, '0')}`
  return ''
}
