import { pmt } from '~/stock/rules/finance.ts'

/**
 * spec 2 §9 Finance product types, each a named pure calculation: the country's rules (how the
 * yearly rate becomes a monthly one, when payments fall, the balloon or residual value, fees,
 * tax on the payment, the smallest deposit and longest term) over one engine. Every product's
 * rules and worked examples are written in docs/finance/<product>.md; products.test.ts reproduces
 * each example to the cent. spec 2 §4: the payment is the standard annuity (Excel's PMT, the
 * showroom's `pmt`), and at rate 0 it is −(pv + fv) / n.
 */

/** How a product turns the yearly rate into the monthly payment (docs/finance/README.md). */
export type RateBasis =
  /** The nominal yearly rate ÷ 12, compounded monthly (most of Europe, New Zealand). */
  | 'nominal'
  /** A flat rate: interest = amount of credit × yearly rate × years, spread evenly (hire purchase in Thailand, Singapore, Brunei, the Gulf). */
  | 'flat'

export interface Fee {
  /** A fixed amount in the product's currency. */
  fixed: number
  /** A percentage of the amount financed before fees. */
  percent: number
  /** Added to the amount of credit (true) or paid with the deposit (false). */
  financed: boolean
}

export interface ProductRules {
  /** Where the rules come from: the country (or countries) whose practice they follow. */
  country: string
  currency: string
  rateBasis: RateBasis
  /** 0: payments at the end of each month (arrears); 1: at the start (advance, as leases are). */
  timing: 0 | 1
  /** The balloon (a final payment) or residual value, in percent of the on-the-road price. */
  balloonPercent: number
  /** One-off arrangement / establishment / documentation fee. */
  fee: Fee
  /** A fee added to every monthly payment (statement, invoicing or account fee). */
  monthlyFee: number
  /** Tax charged on the payment (VAT or GST on an instalment or lease rental), in percent. */
  paymentTaxPercent: number
  /** The smallest deposit the country allows, in percent of the price. */
  minDepositPercent: number
  /** The longest term the country allows, in months. */
  maxMonths: number
}

/** What the shopper chose: the price of the car, the deposit in percent, the term and the yearly rate in percent. */
export interface FinanceInput {
  price: number
  depositPercent: number
  months: number
  ratePercent: number
}

/** The figures of a quote, in the product's currency, each rounded to the cent. */
export interface FinanceFigures {
  onTheRoadPrice: number
  cashDeposit: number
  /** The cash deposit plus the fees paid up front. */
  totalDeposit: number
  upfrontFees: number
  financedFees: number
  /** The price less the cash deposit, plus the fees that are financed. */
  totalAmountOfCredit: number
  /** The balloon or residual value due with (or after) the last monthly payment. */
  balloon: number
  monthlyPayment: number
  /** The number of monthly payments. */
  monthlyPayments: number
  durationMonths: number
  interestRate: number
  /** Everything paid: total deposit + monthly payments + balloon. */
  totalAmountPayable: number
}

/** Half away from zero to the cent; the small nudge keeps 1.005 (stored as 1.00499…) at 1.01. */
export const toCents = (amount: number): number => (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100

/**
 * The engine every product runs: the deposit and fees, the amount of credit, then the payment by
 * the product's rate basis, tax on it, then the monthly fee. Inputs are assumed valid
 * (validate.ts refuses the rest at their fields first).
 */
export function calculate(rules: ProductRules, input: FinanceInput): FinanceFigures {
  const price = toCents(input.price)
  const cashDeposit = toCents((price * input.depositPercent) / 100)
  const financedBeforeFees = price - cashDeposit
  const fee = toCents(rules.fee.fixed + (financedBeforeFees * rules.fee.percent) / 100)
  const financedFees = rules.fee.financed ? fee : 0
  const upfrontFees = rules.fee.financed ? 0 : fee
  const credit = toCents(financedBeforeFees + financedFees)
  const balloon = toCents((price * rules.balloonPercent) / 100)
  const n = input.months
  const yearly = input.ratePercent / 100
  let base: number
  if (rules.rateBasis === 'flat') {
    // Interest on the whole amount of credit for the whole term, spread evenly with the capital still to repay.
    base = (credit - balloon + credit * yearly * (n / 12)) / n
  } else {
    base = -pmt(yearly / 12, n, credit, -balloon, rules.timing)
  }
  const monthlyPayment = toCents(toCents(base * (1 + rules.paymentTaxPercent / 100)) + rules.monthlyFee)
  const totalDeposit = toCents(cashDeposit + upfrontFees)
  return {
    onTheRoadPrice: price,
    cashDeposit,
    totalDeposit,
    upfrontFees,
    financedFees,
    totalAmountOfCredit: credit,
    balloon,
    monthlyPayment,
    monthlyPayments: n,
    durationMonths: n,
    interestRate: input.ratePercent,
    totalAmountPayable: toCents(totalDeposit + monthlyPayment * n + balloon),
  }
}

const NO_FEE: Fee = { fixed: 0, percent: 0, financed: false }
const rules = (r: Partial<ProductRules> & Pick<ProductRules, 'country' | 'currency'>): ProductRules => ({
  rateBasis: 'nominal',
  timing: 0,
  balloonPercent: 0,
  fee: NO_FEE,
  monthlyFee: 0,
  paymentTaxPercent: 0,
  minDepositPercent: 0,
  maxMonths: 96,
  ...r,
})

/**
 * The rules of every finance product type of spec 2 §9, by its name. Each line's figures are the
 * country's usual practice as written in docs/finance/<product>.md (ADR 134); a market changes a
 * figure by changing it here and in its document, whose examples the tests then check again.
 */
export const FINANCE_PRODUCT_RULES = {
  HirePurchaseSample: rules({ country: 'Sample (any market)', currency: 'EUR' }),
  HirePurchaseUniversal: rules({ country: 'Universal', currency: 'EUR' }),
  HirePurchaseUniversalLeasing: rules({ country: 'Universal', currency: 'EUR', timing: 1, balloonPercent: 30 }),
  HirePurchaseUniversalMena: rules({
    country: 'Gulf and North Africa (MENA)',
    currency: 'AED',
    rateBasis: 'flat',
    minDepositPercent: 20,
    maxMonths: 60,
  }),
  HirePurchaseThailand: rules({ country: 'Thailand', currency: 'THB', rateBasis: 'flat', paymentTaxPercent: 7, maxMonths: 84 }),
  HirePurchaseBrunei: rules({ country: 'Brunei', currency: 'BND', rateBasis: 'flat', minDepositPercent: 10, maxMonths: 84 }),
  HirePurchaseSingapore: rules({ country: 'Singapore', currency: 'SGD', rateBasis: 'flat', minDepositPercent: 30, maxMonths: 84 }),
  HirePurchaseNZLoan: rules({ country: 'New Zealand', currency: 'NZD', fee: { fixed: 350, percent: 0, financed: true } }),
  HirePurchaseNZLease: rules({ country: 'New Zealand', currency: 'NZD', timing: 1, balloonPercent: 35, paymentTaxPercent: 15 }),
  HirePurchaseSlovenia: rules({ country: 'Slovenia, Serbia, Croatia', currency: 'EUR', fee: { fixed: 0, percent: 1, financed: false } }),
  HirePurchaseMalta: rules({ country: 'Malta', currency: 'EUR', fee: { fixed: 100, percent: 0, financed: false } }),
  HirePurchaseBulgaria: rules({ country: 'Bulgaria', currency: 'EUR', fee: { fixed: 0, percent: 1.5, financed: false } }),
  HirePurchaseRomania: rules({ country: 'Romania', currency: 'RON', fee: { fixed: 0, percent: 2, financed: true } }),
  HirePurchaseCyprus: rules({ country: 'Cyprus', currency: 'EUR', fee: { fixed: 0, percent: 0.5, financed: false } }),
  HirePurchaseGreece: rules({ country: 'Greece', currency: 'EUR', fee: { fixed: 150, percent: 0, financed: false } }),
  HirePurchaseGibraltar: rules({ country: 'Gibraltar', currency: 'GBP', fee: { fixed: 10, percent: 0, financed: false } }),
  HirePurchaseHungaryLeasing: rules({ country: 'Hungary', currency: 'HUF', timing: 1, balloonPercent: 20, minDepositPercent: 20 }),
  HirePurchaseUkraine: rules({ country: 'Ukraine', currency: 'UAH', fee: { fixed: 0, percent: 1, financed: false } }),
  HirePurchaseMoldova: rules({ country: 'Moldova', currency: 'MDL', fee: { fixed: 0, percent: 1, financed: false } }),
  HirePurchaseIceland: rules({ country: 'Iceland', currency: 'ISK', fee: { fixed: 0, percent: 1, financed: true }, monthlyFee: 495 }),
  HirePurchaseSweden: rules({
    country: 'Sweden',
    currency: 'SEK',
    fee: { fixed: 695, percent: 0, financed: false },
    monthlyFee: 49,
    minDepositPercent: 20,
  }),
  HirePurchaseNorway: rules({
    country: 'Norway',
    currency: 'NOK',
    fee: { fixed: 3990, percent: 0, financed: true },
    monthlyFee: 95,
    minDepositPercent: 35,
  }),
  HirePurchaseDenmark: rules({
    country: 'Denmark',
    currency: 'DKK',
    fee: { fixed: 3500, percent: 0, financed: true },
    minDepositPercent: 20,
  }),
  HirePurchaseIreland: rules({ country: 'Ireland', currency: 'EUR', fee: { fixed: 63.49, percent: 0, financed: false } }),
  HirePurchaseIrelandSecondary: rules({ country: 'Ireland (PCP)', currency: 'EUR', balloonPercent: 35 }),
  HirePurchaseFinlandLoan: rules({ country: 'Finland', currency: 'EUR', fee: { fixed: 250, percent: 0, financed: true }, monthlyFee: 9 }),
  HirePurchaseFinlandLoanLFI: rules({
    country: 'Finland',
    currency: 'EUR',
    fee: { fixed: 250, percent: 0, financed: true },
    monthlyFee: 9,
    balloonPercent: 30,
  }),
  HirePurchaseEstonia: rules({
    country: 'Estonia',
    currency: 'EUR',
    timing: 1,
    balloonPercent: 20,
    fee: { fixed: 0, percent: 1, financed: false },
    minDepositPercent: 10,
  }),
  HirePurchaseLatvia: rules({
    country: 'Latvia',
    currency: 'EUR',
    timing: 1,
    balloonPercent: 10,
    fee: { fixed: 0, percent: 1, financed: false },
    minDepositPercent: 10,
  }),
  HirePurchaseLithuania: rules({
    country: 'Lithuania',
    currency: 'EUR',
    timing: 1,
    balloonPercent: 20,
    fee: { fixed: 0, percent: 1, financed: false },
    minDepositPercent: 10,
  }),
} as const satisfies Record<string, ProductRules>

export type FinanceProductType = keyof typeof FINANCE_PRODUCT_RULES
export const FINANCE_PRODUCT_TYPES = Object.keys(FINANCE_PRODUCT_RULES) as FinanceProductType[]

export const isFinanceProductType = (value: unknown): value is FinanceProductType =>
  typeof value === 'string' && Object.hasOwn(FINANCE_PRODUCT_RULES, value)

/**
 * The named calculation of one product type.
 * @example financeProduct('HirePurchaseSample')({ price: 30000, depositPercent: 20, months: 48, ratePercent: 5.9 }).monthlyPayment // 562.54
 */
export const financeProduct =
  (type: FinanceProductType) =>
  (input: FinanceInput): FinanceFigures =>
    calculate(FINANCE_PRODUCT_RULES[type], input)
