import { typedFigure } from '~/lib/ascii-digits.ts'
import type { InputConfig } from './config.ts'
import type { FinanceInput, ProductRules } from './products.ts'
import type { CalculatorTexts } from './data.server.ts'

/** The shopper's two inputs as typed. */
export interface TypedOptions {
  down_payment: string
  duration: string
}
export type OptionField = keyof TypedOptions

export const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

/**
 * A number typed with a dot, a comma or the Arabic decimal separator, in the digits of any keyboard
 * (an Arabic phone's keypad types ٣٠: typedFigure, as the budget field reads it, ADR 179); NaN for
 * anything else.
 */
const readNumber = (typed: string) => {
  const text = typedFigure(typed).replace(',', '.')
  return text === '' || !/^-?\d+(\.\d+)?$/.test(text) ? NaN : Number(text)
}

/**
 * spec 2 §5 Finance calculator inputs: the down payment within its min and max in steps of its
 * interval (from min), the duration in whole units (years or months) within its min and max, and both within the product's country
 * rules (the smallest deposit, the longest term). Each invalid field gets its message; an invalid
 * input gives no figure (the caller computes only on `ok`).
 *
 * @example validateOptions({ down_payment: '22', duration: '4' }, DEFAULT_INPUT_CONFIG, rules, texts, 30000)
 * // { ok: false, errors: { down_payment: 'Choose a value in steps of 5.' } }
 */
export function validateOptions(
  typed: TypedOptions,
  config: InputConfig,
  rules: ProductRules,
  texts: CalculatorTexts,
  price: number,
): { ok: true; input: FinanceInput } | { ok: false; errors: Partial<Record<OptionField, string>> } {
  const errors: Partial<Record<OptionField, string>> = {}
  const deposit = readNumber(typed.down_payment)
  const duration = readNumber(typed.duration)
  const dp = config.down_payment
  if (typed.down_payment.trim() === '') errors.down_payment = texts.required
  // The example is the field's own default: 'such as 20' under a duration of 4–7 years misleads.
  else if (Number.isNaN(deposit)) errors.down_payment = fill(texts.notANumber, { example: dp.default })
  else if (deposit < dp.min || deposit > dp.max) errors.down_payment = fill(texts.range, dp)
  else if (!onStep(deposit - dp.min, dp.interval)) errors.down_payment = fill(texts.step, dp)
  else if (deposit < rules.minDepositPercent) errors.down_payment = fill(texts.minDeposit, { min: rules.minDepositPercent })
  const d = config.duration
  const months = d.unit === 'years' ? duration * 12 : duration
  if (typed.duration.trim() === '') errors.duration = texts.required
  else if (Number.isNaN(duration)) errors.duration = fill(texts.notANumber, { example: d.default })
  else if (duration < d.min || duration > d.max) errors.duration = fill(texts.range, d)
  // Whole years or months, as the field's hint (4–7) and this message say: 4.5 years is not offered.
  else if (!Number.isInteger(duration)) errors.duration = fill(texts.step, { interval: 1 })
  else if (months > rules.maxMonths) errors.duration = fill(texts.maxTerm, { max: rules.maxMonths })
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, input: { price, depositPercent: deposit, months, ratePercent: config.interest_rate.value } }
}

/** Whether `offset` is a whole number of `interval`s (allowing for binary fractions: 0.1 + 0.2). */
const onStep = (offset: number, interval: number) => {
  const steps = offset / interval
  return Math.abs(steps - Math.round(steps)) < 1e-9
}
