import { describe, expect, it } from 'vitest'
import {
  budgetPriceCeiling,
  budgetRange,
  DEFAULT_REVERSE_CALCULATOR,
  maxMsrpPrice,
  readBudget,
  monthlyPayment,
  pmt,
  calculatorLimits,
  readCalculatorInput,
  readTypedBudget,
  type BudgetProblem,
  type ReverseCalculatorSettings,
} from './finance.ts'
import { reverseCalculatorSettings } from './finance-settings.ts'

describe('spec 3 §9: the annuity payment', () => {
  // Expected values worked out separately from the present-value form: pv + fv·v + P·(1 − v)/r·(1 + r·type) = 0, v = (1 + r)^−n.
  it.each<[number, number, number, number, 0 | 1, number]>([
    [0.05 / 12, 48, 20000, 0, 0, -460.5859],
    [0.05 / 12, 48, 20000, 0, 1, -458.6747],
    [0.1, 10, 10000, 0, 0, -1627.4539],
    [0.1, 10, 10000, -5000, 0, -1313.727],
    [0.06 / 12, 36, 30000, -10000, 1, -655.1629],
    [0.01, 1, 100, 0, 0, -101],
    [0, 48, 24000, 0, 0, -500],
    [0, 10, 1000, 500, 1, -150],
    [0, 4, -100, 0, 0, 25],
  ])('pmt(%d, %d, %d, %d, %d) = %d', (rate, nper, pv, fv, type, payment) => {
    expect(pmt(rate, nper, pv, fv, type)).toBeCloseTo(payment, 3)
  })
  it.each([0, -1, NaN])('is NaN for %d periods', (nper) => {
    expect(pmt(0.01, nper, 100)).toBeNaN()
  })
})

describe('spec 3 §2 Reverse budget calculator (ADR 067)', () => {
  it('has the ADR’s defaults', () => {
    expect(DEFAULT_REVERSE_CALCULATOR).toEqual({
      interest_rate: 5.9,
      term_months: 48,
      deposit_percent: 10,
      balloon_percent: 0,
      payment_timing: 0,
      max_monthly_budget: 10_000,
    })
  })

  const cases: [string, ReverseCalculatorSettings][] = [
    ['defaults', DEFAULT_REVERSE_CALCULATOR],
    ['no interest', { ...DEFAULT_REVERSE_CALCULATOR, interest_rate: 0 }],
    ['a balloon', { ...DEFAULT_REVERSE_CALCULATOR, balloon_percent: 35, term_months: 36 }],
    ['no deposit, in advance', { ...DEFAULT_REVERSE_CALCULATOR, deposit_percent: 0, payment_timing: 1, interest_rate: 9.9 }],
    [
      'long and dear',
      { interest_rate: 14, term_months: 84, deposit_percent: 30, balloon_percent: 20, payment_timing: 0, max_monthly_budget: 10_000 },
    ],
  ]
  it.each(cases.flatMap(([name, s]) => [150, 499, 1234.56, 5000].map((budget) => [name, s, budget] as const)))(
    '%s: budget %d → price → payment is the budget',
    (_, s, budget) => {
      const price = maxMsrpPrice(budget, s)!
      const exact = budget / monthlyPayment(1, s)
      expect(price).toBe(Math.floor(exact))
      expect(monthlyPayment(exact, s)).toBeCloseTo(budget, 6)
      expect(monthlyPayment(price, s)).toBeLessThanOrEqual(budget)
      expect(budget - monthlyPayment(price, s)).toBeLessThan(monthlyPayment(1, s))
    },
  )

  it.each<[unknown, number | null]>([
    [500, 23701],
    ['500', 23701],
    [0, null],
    [-10, null],
    ['lots', null],
    [null, null],
  ])('budget %j → %j with the defaults', (budget, price) => {
    expect(maxMsrpPrice(budget)).toBe(price)
  })

  it.each<[unknown, number | null]>([
    [' 450 ', 450],
    ['0.5', 0.5],
    [12, 12],
    ['', null],
    ['   ', null],
    ['0', null],
    ['-1', null],
    ['1e999', null],
    ['12abc', null],
    [Number.NaN, null],
    [undefined, null],
  ])('the typed budget %j reads as %j', (typed, amount) => {
    expect(readBudget(typed)).toBe(amount)
  })

  it('with no interest and no deposit the price is budget × term', () => {
    expect(maxMsrpPrice(500, { ...DEFAULT_REVERSE_CALCULATOR, interest_rate: 0, deposit_percent: 0 })).toBe(24000)
  })

  it.each<[Record<string, string>, Partial<ReverseCalculatorSettings>, string[]]>([
    [{}, DEFAULT_REVERSE_CALCULATOR, []],
    [
      { 'stock_locator.reverse_calculator': '{"interest_rate":3.5,"term_months":60}' },
      { interest_rate: 3.5, term_months: 60, deposit_percent: 10 },
      [],
    ],
    [{ 'stock_locator.reverse_calculator': '{oops' }, DEFAULT_REVERSE_CALCULATOR, ['Invalid JSON in stock_locator.reverse_calculator']],
    [
      { 'stock_locator.reverse_calculator': '{"deposit_percent":60,"balloon_percent":40}' },
      DEFAULT_REVERSE_CALCULATOR,
      ['Invalid Object in stock_locator.reverse_calculator'],
    ],
    [{ 'stock_locator.reverse_calculator': '{"max_monthly_budget":2000000}' }, { max_monthly_budget: 2_000_000 }, []],
    [
      { 'stock_locator.reverse_calculator': '{"max_monthly_budget":0}' },
      DEFAULT_REVERSE_CALCULATOR,
      ['Invalid Object in stock_locator.reverse_calculator'],
    ],
  ])('settings %j → %j', (settings, expected, warnings) => {
    const logged: string[] = []
    expect(reverseCalculatorSettings(settings, (m) => logged.push(m))).toMatchObject(expected)
    expect(logged).toEqual(warnings)
  })

  // ADR 179: the digits of any keyboard; a clear problem for anything else, and a ceiling.
  it.each<[string, number | BudgetProblem]>([
    ['450', 450],
    [' 450 ', 450],
    ['٤٥٠', 450],
    ['۴۵۰', 450],
    ['４５０', 450],
    ['\u200f٤٥٠', 450],
    ['٤٥٠٫٥', 450.5],
    ['١٬٥٠٠', 1500],
    ['450.50', 450.5],
    ['450,5', 450.5],
    ['1,500', 1500],
    ['1.500', 1500],
    ['1 500', 1500],
    ['0.5', 0.5],
    ['10000', 10_000],
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not_number'],
    ['12abc', 'not_number'],
    ['1e9', 'not_number'],
    ['1,5000', 'not_number'],
    ['4.5.0', 'not_number'],
    ['450.505', 'too_high'],
    ['0', 'not_positive'],
    ['-5', 'not_positive'],
    ['−5', 'not_positive'],
    ['10000.01', 'too_high'],
    ['1000000000', 'too_high'],
    ['١٠٠٠٠٠٠٠٠٠', 'too_high'],
  ])('the typed budget %j reads as %j', (typed, expected) => {
    expect(readTypedBudget(typed, DEFAULT_REVERSE_CALCULATOR)).toEqual(
      typeof expected === 'number' ? { ok: true, amount: expected } : { ok: false, problem: expected },
    )
  })

  it('takes a market’s own ceiling (ADR 179)', () => {
    expect(readTypedBudget('٥٠٠٠٠٠', { max_monthly_budget: 2_000_000 })).toEqual({ ok: true, amount: 500_000 })
    expect(readTypedBudget('501', { max_monthly_budget: 500 })).toEqual({ ok: false, problem: 'too_high' })
  })

  it('the highest price a budget asks for is what the ceiling buys', () => {
    expect(budgetPriceCeiling()).toBe(maxMsrpPrice(10_000))
    expect(budgetPriceCeiling()).toBe(474_039)
    expect(budgetPriceCeiling({ ...DEFAULT_REVERSE_CALCULATOR, max_monthly_budget: 500 })).toBe(23_701)
  })

  it('filters msrp_price up to the maximum', () => {
    expect(budgetRange(23701)).toEqual({ from: null, to: 23701 })
    expect(budgetRange(null)).toBeUndefined()
  })
})

describe('the showroom calculator reads what the shopper typed (ADR 067)', () => {
  it.each([
    ['10', '5.9', null],
    ['0', '0', null],
    ['90', '30', null],
    ['12,5', '4,9', null],
    ['100', '5', ['deposit_percent']],
    ['-20', '5', ['deposit_percent']],
    ['', '5', ['deposit_percent']],
    ['ten', '5', ['deposit_percent']],
    ['10', '-5', ['interest_rate']],
    ['10', '31', ['interest_rate']],
    ['95', 'Infinity', ['deposit_percent', 'interest_rate']],
    ['0x10', '1e1', ['deposit_percent', 'interest_rate']],
    ['.5', '5.', null],
  ])('deposit %j and rate %j → invalid %j', (deposit, rate, invalid) => {
    const read = readCalculatorInput({ deposit_percent: deposit, interest_rate: rate }, DEFAULT_REVERSE_CALCULATOR)
    if (invalid === null) {
      expect(read.ok).toBe(true)
      if (read.ok) {
        expect(read.settings.deposit_percent).toBe(Number(deposit.replace(',', '.')))
        expect(read.settings.interest_rate).toBe(Number(rate.replace(',', '.')))
      }
    } else expect(read).toEqual({ ok: false, invalid })
  })

  it.each([
    ['٢٠', '٥٫٩', 20, 5.9],
    ['۱۲,۵', '\u200f٤ ', 12.5, 4],
    ['２０', '５', 20, 5],
  ])('deposit %j and rate %j in another keyboard’s digits → %d and %d', (deposit, rate, depositPercent, interestRate) => {
    const read = readCalculatorInput({ deposit_percent: deposit, interest_rate: rate }, DEFAULT_REVERSE_CALCULATOR)
    expect(read).toMatchObject({ ok: true, settings: { deposit_percent: depositPercent, interest_rate: interestRate } })
  })

  it.each([
    [0, 90],
    [30, 69],
    [40, 59],
    [12.5, 86],
    [99, 0],
  ])('with a %d %% balloon the deposit goes up to %d %%', (balloon, max) => {
    const terms = { ...DEFAULT_REVERSE_CALCULATOR, balloon_percent: balloon }
    expect(calculatorLimits(terms).deposit_percent).toEqual({ min: 0, max })
    expect(readCalculatorInput({ deposit_percent: String(max), interest_rate: '5' }, terms).ok).toBe(true)
    expect(readCalculatorInput({ deposit_percent: String(max + 1), interest_rate: '5' }, terms)).toEqual({
      ok: false,
      invalid: ['deposit_percent'],
    })
  })

  it('a larger deposit never raises the monthly payment, balloon or not', () => {
    for (const balloon of [0, 40]) {
      const terms = { ...DEFAULT_REVERSE_CALCULATOR, balloon_percent: balloon }
      let last = Infinity
      for (let deposit = 0; deposit <= calculatorLimits(terms).deposit_percent.max; deposit++) {
        const read = readCalculatorInput({ deposit_percent: String(deposit), interest_rate: '5.94' }, terms)
        if (!read.ok) throw new Error(`deposit ${deposit} refused`)
        const monthly = monthlyPayment(34_668, read.settings)
        expect(monthly).toBeGreaterThan(0)
        expect(monthly).toBeLessThanOrEqual(last)
        last = monthly
      }
    }
  })
})
