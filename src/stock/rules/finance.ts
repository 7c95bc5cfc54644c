import { typedAmount, typedFigure } from '~/lib/ascii-digits.ts'

/**
 * Finance arithmetic (spec 3 §9 Finance payment formula; §2 Reverse budget calculator): the
 * annuity payment of the mini calculator and its inverse, which turns a monthly budget into the
 * listing's maximum price (maxMsrpPrice). Pure; ADR 067.
 */

/**
 * spec 3 §9: the standard annuity payment per period (Excel's PMT), negative for money paid out.
 * `rate` per period, `nper` periods, `pv` the present value (the amount borrowed), `fv` the value
 * left after the last payment, `type` 0 when payments fall at the end of each period, 1 at the
 * start. At rate 0 it is −(pv + fv) / nper. NaN when nper is not a positive number.
 *
 * @example pmt(0.05 / 12, 48, 20000) // -460.5859…
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type: 0 | 1 = 0): number {
  if (!(nper > 0)) return NaN
  if (rate === 0) return -(pv + fv) / nper
  const growth = (1 + rate) ** nper
  return -(rate * (pv * growth + fv)) / ((1 + rate * type) * (growth - 1))
}

/**
 * The reverse calculator's finance settings (ADR 067), JSON in stock_locator.reverse_calculator
 * (read and checked by finance-settings.ts, which the browser leaves out): a nominal yearly
 * interest rate in percent, the term in months, the deposit and the balloon (final payment) in
 * percent of the price, when payments fall (0 end, 1 start of a month), and the highest monthly
 * budget the calculator takes, in the market's currency (ADR 179).
 */
export interface ReverseCalculatorSettings {
  interest_rate: number
  term_months: number
  deposit_percent: number
  balloon_percent: number
  payment_timing: 0 | 1
  max_monthly_budget: number
}

export const DEFAULT_REVERSE_CALCULATOR: Readonly<ReverseCalculatorSettings> = {
  interest_rate: 5.9,
  term_months: 48,
  deposit_percent: 10,
  balloon_percent: 0,
  payment_timing: 0,
  // Above what a volume brand's dearest car costs a month (about 474,000 with these terms); a
  // market whose currency has small units (yen) sets its own (ADR 179).
  max_monthly_budget: 10_000,
}

/**
 * The monthly payment for a vehicle price: the price less the deposit is financed over the term at
 * the monthly rate (yearly / 12), with the balloon left to pay at the end.
 */
export function monthlyPayment(price: number, s: ReverseCalculatorSettings = DEFAULT_REVERSE_CALCULATOR): number {
  const financed = price * (1 - s.deposit_percent / 100)
  return -pmt(s.interest_rate / 100 / 12, s.term_months, financed, -finalPayment(price, s), s.payment_timing)
}

/** The balloon: what is left to pay (or the car handed back) after the last monthly payment; 0 without one. */
export const finalPayment = (price: number, s: Pick<ReverseCalculatorSettings, 'balloon_percent'>): number =>
  price * (s.balloon_percent / 100)

/**
 * A monthly budget as the shopper typed it (or a number): the amount when it is a finite number
 * above 0, else null — the shopper is then asked for one, not told the calculator failed.
 *
 * @example readBudget(' 450 ') // 450
 */
export function readBudget(budget: unknown): number | null {
  const amount = typeof budget === 'number' ? budget : typeof budget === 'string' && budget.trim() !== '' ? Number(budget) : NaN
  return Number.isFinite(amount) && amount > 0 ? amount : null
}

/** Why a typed budget is refused: nothing typed, not a number, not above 0, above the market's maximum. */
export type BudgetProblem = 'empty' | 'not_number' | 'not_positive' | 'too_high'

/**
 * A grouped amount ('1,500', '1.500', '1 500') or a plain one, with at most two decimals after a
 * point or a comma ('450.50', '450,5'). A separator before exactly three digits groups thousands
 * (a budget has no third decimal), so '1,500' and '1.500' are both 1500 in any market.
 */

/**
 * spec 3 §2 Reverse budget calculator: the monthly budget as the shopper typed it, read in the
 * digits of any keyboard (Arabic-Indic, Persian, full-width: toAsciiDigits), with the Arabic
 * decimal and thousands separators, and bounded by the market's max_monthly_budget (ADR 179).
 *
 * @example readTypedBudget('٤٥٠', DEFAULT_REVERSE_CALCULATOR) // { ok: true, amount: 450 }
 * @example readTypedBudget('1e9', DEFAULT_REVERSE_CALCULATOR) // { ok: false, problem: 'not_number' }
 */
export function readTypedBudget(
  typed: string,
  s: Pick<ReverseCalculatorSettings, 'max_monthly_budget'>,
): { ok: true; amount: number } | { ok: false; problem: BudgetProblem } {
  const typedIn = typedAmount(typed)
  if (typedIn === 'empty') return { ok: false, problem: 'empty' }
  if (!typedIn) return { ok: false, problem: 'not_number' }
  const amount = Number(`${typedIn.whole}.${typedIn.decimals || '0'}`)
  if (typedIn.negative || !(amount > 0)) return { ok: false, problem: 'not_positive' }
  if (amount > s.max_monthly_budget) return { ok: false, problem: 'too_high' }
  return { ok: true, amount }
}

/**
 * The highest price a budget can ask for: what the market's max_monthly_budget buys (ADR 179). A
 * price filter from the URL above it is brought down to it, so no link shows an absurd figure.
 *
 * @example budgetPriceCeiling(DEFAULT_REVERSE_CALCULATOR) // 474,039
 */
export const budgetPriceCeiling = (s: ReverseCalculatorSettings = DEFAULT_REVERSE_CALCULATOR): number =>
  maxMsrpPrice(s.max_monthly_budget, s) ?? s.max_monthly_budget

/**
 * spec 3 §2 Reverse budget calculator: the highest price whose monthly payment is the budget. The
 * payment is linear in the price, so the price is budget ÷ payment(1). Rounded down to a whole
 * amount (its payment never exceeds the budget); null for a budget that is not a number > 0.
 *
 * @example maxMsrpPrice(500) // 23,701 with the defaults (5.9 %, 48 months, 10 % deposit)
 */
export function maxMsrpPrice(budget: unknown, s: ReverseCalculatorSettings = DEFAULT_REVERSE_CALCULATOR): number | null {
  const amount = readBudget(budget)
  if (amount === null) return null
  const perUnit = monthlyPayment(1, s)
  if (!(perUnit > 0)) return null
  return Math.floor(amount / perUnit)
}

/**
 * The showroom calculator's bounds (ADR 067): a deposit below what leaves anything to finance, a
 * yearly rate no lender offers above. A figure outside them is refused at its field, never computed.
 */
export const CALCULATOR_LIMITS = {
  deposit_percent: { min: 0, max: 90 },
  interest_rate: { min: 0, max: 30 },
} as const
export type CalculatorField = keyof typeof CALCULATOR_LIMITS

/**
 * The bounds for the market's terms: with a balloon, the deposit stops a percent short of what the
 * balloon leaves (40 % → at most 59 %), so some of the price is paid monthly and a larger deposit
 * never raises the payment (dropping the balloon there turned £187 a month into £407).
 */
export const calculatorLimits = (terms: Pick<ReverseCalculatorSettings, 'balloon_percent'>) => ({
  ...CALCULATOR_LIMITS,
  deposit_percent: { min: 0, max: Math.max(0, Math.min(CALCULATOR_LIMITS.deposit_percent.max, 99 - Math.ceil(terms.balloon_percent))) },
})

/**
 * The shopper's typed deposit and rate (the inputs' text) read against calculatorLimits: the
 * settings to compute with, or the fields that are empty, not numbers or out of bounds.
 *
 * @example readCalculatorInput({ deposit_percent: '100', interest_rate: '5' }, DEFAULT_REVERSE_CALCULATOR)
 * // { ok: false, invalid: ['deposit_percent'] }
 */
export function readCalculatorInput(
  typed: Record<CalculatorField, string>,
  base: ReverseCalculatorSettings,
): { ok: true; settings: ReverseCalculatorSettings } | { ok: false; invalid: CalculatorField[] } {
  const invalid: CalculatorField[] = []
  const limits = calculatorLimits(base)
  const read = (field: CalculatorField) => {
    // Read in any keyboard's digits, as the budget is (٢٠ is 20).
    const text = typedFigure(typed[field]).replace(',', '.')
    // A figure as people write it: digits with a decimal point (Number read `0x10` as 16, `1e1` as 10).
    const value = /^(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN
    const { min, max } = limits[field]
    if (!Number.isFinite(value) || value < min || value > max) invalid.push(field)
    return value
  }
  const settings = { ...base, deposit_percent: read('deposit_percent'), interest_rate: read('interest_rate') }
  if (invalid.length > 0) return { ok: false, invalid }
  return { ok: true, settings }
}

/** spec 3 §3 Budget filter: the maximum price filters the listing by msrp_price up to it (no lower bound). */
export const budgetRange = (max: number | null): { from: null; to: number } | undefined =>
  max === null ? undefined : { from: null, to: max }

/**
 * spec 3 §3 leaseCalculatorData: what the showroom's calculator keeps for the order journey's
 * purchase options — metadata (the vehicle) and a data array whose first entry holds the selected
 * product and its finance figures (interest_rate, residualValue, downPayment, deposit, duration),
 * plus the monthly payment it showed.
 */
export function leaseCalculatorData(input: {
  vehicleId: number
  price: number
  settings: Pick<ReverseCalculatorSettings, 'deposit_percent' | 'term_months' | 'interest_rate' | 'balloon_percent'>
  monthly: number
}) {
  const deposit = Math.round((input.price * input.settings.deposit_percent) / 100)
  return {
    metadata: { vehicleId: String(input.vehicleId) },
    data: [
      {
        selectedProduct: 0,
        financeProductsData: [
          {
            interest_rate: input.settings.interest_rate,
            residualValue: Math.round(finalPayment(input.price, input.settings)),
            downPayment: deposit,
            deposit,
            duration: input.settings.term_months,
            monthlyPayment: input.monthly,
          },
        ],
      },
    ],
  }
}
