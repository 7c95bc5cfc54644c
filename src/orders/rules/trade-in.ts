import { typedFigure } from '~/lib/ascii-digits.ts'

/** A trade-in's mileage has at most seven digits (9,999,999 km or miles). */
const WHOLE = /^\d{1,7}$/
/** Thousands grouped as people write them: 85,000 · 85.000 · 85 000 · 85'000 · ٨٥٬٠٠٠. */
const GROUPED = /^\d{1,3}(?:[,.\u066c\u00a0\u202f' ]\d{3})+$/

/**
 * The trade-in's mileage as typed, read as a whole number: any keyboard's digits (an Arabic
 * phone types ٨٥٠٠٠), with or without thousands separators. '' when left empty (the field is
 * optional); null when it is not a whole number of at most seven digits ('85.5', 'about 80k').
 *
 * @example tradeInMileage('٨٥٬٠٠٠') // '85000'
 */
export function tradeInMileage(typed: string): string | null {
  const figure = typedFigure(typed)
  if (figure === '') return ''
  const digits = WHOLE.test(figure) ? figure : GROUPED.test(figure) ? figure.replace(/\D/g, '') : null
  return digits !== null && WHOLE.test(digits) ? String(Number(digits)) : null
}
