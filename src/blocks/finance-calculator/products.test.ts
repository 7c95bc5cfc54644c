import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { calculate, financeProduct, FINANCE_PRODUCT_RULES, FINANCE_PRODUCT_TYPES, isFinanceProductType, toCents } from './products.ts'

const docs = join(import.meta.dirname, '../../../docs/finance')

/** The worked-example rows of a product's document: its last table, read as numbers. */
function workedExamples(type: string): number[][] {
  const text = readFileSync(join(docs, `${type}.md`), 'utf8')
  const section = text.split('## Worked examples')[1] ?? ''
  return section
    .split('\n')
    .filter((line) => /^\|\s*[\d.]+\s*\|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => Number(cell.trim())),
    )
}

describe('spec 2 §9 finance product types', () => {
  it('has a document for every product type and a product type for every document', () => {
    const documented = readdirSync(docs)
      .filter((f) => /^HirePurchase\w+\.md$/.test(f))
      .map((f) => f.replace(/\.md$/, ''))
    expect(documented.sort()).toEqual([...FINANCE_PRODUCT_TYPES].sort())
    expect(FINANCE_PRODUCT_TYPES).toHaveLength(30)
  })

  describe.each(FINANCE_PRODUCT_TYPES)('%s reproduces its worked examples to the cent', (type) => {
    const rows = workedExamples(type)
    it('has three worked examples, one at rate 0', () => {
      expect(rows).toHaveLength(3)
      expect(rows.some((row) => row[3] === 0)).toBe(true)
    })
    it.each(rows)('price %d, deposit %d %, %d months at %d %', (price, depositPercent, months, ratePercent, ...expected) => {
      const q = financeProduct(type)({ price: price!, depositPercent: depositPercent!, months: months!, ratePercent: ratePercent! })
      expect([
        q.cashDeposit,
        q.upfrontFees,
        q.financedFees,
        q.totalDeposit,
        q.totalAmountOfCredit,
        q.balloon,
        q.monthlyPayment,
        q.totalAmountPayable,
      ]).toEqual(expected)
    })
  })
})

describe('spec 2 §4: the annuity and the rate-0 rule', () => {
  const plain = FINANCE_PRODUCT_RULES.HirePurchaseSample
  it.each([
    // price, deposit %, months, rate %, monthly — at rate 0: −(pv + fv) / n
    [30000, 20, 48, 0, 500],
    [10000, 0, 3, 0, 3333.33],
    [30000, 20, 48, 5.9, 562.54],
  ])('price %d, deposit %d %, %d months at %d %: %d a month', (price, depositPercent, months, ratePercent, monthly) => {
    expect(calculate(plain, { price, depositPercent, months, ratePercent }).monthlyPayment).toBe(monthly)
  })
  it('takes the balloon off the credit at rate 0: (credit − balloon) / n', () => {
    const q = calculate({ ...plain, balloonPercent: 30 }, { price: 30000, depositPercent: 20, months: 48, ratePercent: 0 })
    expect(q.balloon).toBe(9000)
    expect(q.monthlyPayment).toBe(toCents((24000 - 9000) / 48))
  })
  it('pays a month earlier in advance, so less interest', () => {
    const arrears = calculate(plain, { price: 30000, depositPercent: 20, months: 48, ratePercent: 5.9 }).monthlyPayment
    const advance = calculate({ ...plain, timing: 1 }, { price: 30000, depositPercent: 20, months: 48, ratePercent: 5.9 }).monthlyPayment
    expect(advance).toBeLessThan(arrears)
  })
})

describe('toCents rounds half away from zero', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [-1.005, -1.01],
    [562.5249, 562.52],
  ])('%d → %d', (amount, expected) => expect(toCents(amount)).toBe(expected))
})

describe('isFinanceProductType', () => {
  it.each([
    ['HirePurchaseSweden', true],
    ['HirePurchaseAtlantis', false],
    ['toString', false],
    [42, false],
  ])('%s → %s', (value, expected) => expect(isFinanceProductType(value)).toBe(expected))
})
