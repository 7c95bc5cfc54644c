/**
 * A representative example beside every monthly price, where the market requires one (ADR 127;
 * a UK finance promotion that names a monthly figure must show it, with its APR): the finance
 * product the monthly figure is, and the example's APR, term and deposit, from the market's
 * setting `finance.representative_example`. Pure, for the browser too: the setting is read and
 * checked on the server (price-settings.ts).
 */

/** The finance products a monthly figure may be: personal contract purchase, hire purchase, lease. */
export const FINANCE_PRODUCTS = ['pcp', 'hp', 'lease'] as const
export type FinanceProduct = (typeof FINANCE_PRODUCTS)[number]

/** The market's representative example (setting `finance.representative_example`). */
export interface RepresentativeExample {
  /** What the monthly figures of the market's stock are. */
  product: FinanceProduct
  /** The representative APR, in per cent a year. */
  apr: number
  term_months: number
  deposit_percent: number
}

/** The example's figures as the page writes them: the APR with one decimal ('9.9', '6.0'), term and deposit whole. */
export function representativeExampleFigures(example: RepresentativeExample, decimalMark = '.') {
  return {
    apr: example.apr.toFixed(1).replace('.', decimalMark),
    term: String(Math.round(example.term_months)),
    deposit: String(Math.round(example.deposit_percent)),
  }
}

/**
 * A text with `{apr}`, `{term}` and `{deposit}` filled in from the example (the market's
 * language gives the text).
 * @example fillRepresentativeExample('{apr}% APR representative', { product: 'pcp', apr: 9.9, term_months: 48, deposit_percent: 10 })
 *   // '9.9% APR representative'
 */
export function fillRepresentativeExample(text: string, example: RepresentativeExample, decimalMark = '.'): string {
  const figures = representativeExampleFigures(example, decimalMark)
  return text.replace(/\{(apr|term|deposit)\}/g, (_, key: keyof typeof figures) => figures[key])
}
