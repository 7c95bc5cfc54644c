import { describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { quoteFields } from '~/orders/rules/storage.ts'
import { DEFAULT_INPUT_CONFIG, readCalculatorConfig, readProducts } from './config.ts'
import { FINANCE_PRODUCT_RULES, financeProduct } from './products.ts'
import { quoteLeadData, quotePaymentOptions, type FinanceQuote } from './quote-data.ts'
import { validateOptions } from './validate.ts'
import { calculatorVehicles, cascade, modelYearOf, nameplateOf } from './vehicles.ts'

const sample = FINANCE_PRODUCT_RULES.HirePurchaseSample
const en = namespaceTexts('financeCalculator', { language: 'en' })

describe('spec 2 §5: the calculator inputs, validated with their texts', () => {
  it.each([
    // down payment, duration (years), field → message; none: valid
    ['20', '4', null, null],
    ['50', '7', null, null],
    ['35', '5', null, null],
    ['', '4', 'down_payment', 'Enter a number.'],
    ['abc', '4', 'down_payment', 'Enter a number, such as 20.'],
    ['15', '4', 'down_payment', 'Enter a value between 20 and 50.'],
    ['55', '4', 'down_payment', 'Enter a value between 20 and 50.'],
    ['22', '4', 'down_payment', 'Choose a value in steps of 5.'],
    ['20', '8', 'duration', 'Enter a value between 4 and 7.'],
    ['20', '3', 'duration', 'Enter a value between 4 and 7.'],
    ['20', '', 'duration', 'Enter a number.'],
    ['20', 'four', 'duration', 'Enter a number, such as 4.'],
    ['20', '4.01', 'duration', 'Choose a value in steps of 1.'],
    ['20', '4.5', 'duration', 'Choose a value in steps of 1.'],
    ['20', '4,25', 'duration', 'Choose a value in steps of 1.'],
    ['20', '٤٫٥', 'duration', 'Choose a value in steps of 1.'],
    ['20', '4.0', null, null],
    ['20,0', '4', null, null],
    // An Arabic keyboard's digits and decimal separator, and a pasted direction mark.
    ['٣٠', '٥', null, null],
    ['٢٠٫٠', '\u200f4', null, null],
  ])('down payment %s, %s years → %s %s', (down_payment, duration, field, message) => {
    const result = validateOptions({ down_payment, duration }, DEFAULT_INPUT_CONFIG, sample, en, 30000)
    if (field === null) expect(result.ok).toBe(true)
    else expect(result).toEqual({ ok: false, errors: { [field]: message } })
  })
  it('gives the input in months at the configured rate', () => {
    expect(validateOptions({ down_payment: '25', duration: '5' }, DEFAULT_INPUT_CONFIG, sample, en, 30000)).toEqual({
      ok: true,
      input: { price: 30000, depositPercent: 25, months: 60, ratePercent: 5.9 },
    })
  })
  it("refuses a deposit below the country's smallest", () => {
    const norway = FINANCE_PRODUCT_RULES.HirePurchaseNorway // 35 %
    expect(validateOptions({ down_payment: '30', duration: '4' }, DEFAULT_INPUT_CONFIG, norway, en, 400000)).toEqual({
      ok: false,
      errors: { down_payment: 'This product needs a deposit of at least 35 %.' },
    })
  })
  it('refuses a term longer than the country allows', () => {
    const months = { ...DEFAULT_INPUT_CONFIG, duration: { label: 'Term', min: 12, max: 96, default: 48, unit: 'months' as const } }
    expect(validateOptions({ down_payment: '30', duration: '96' }, months, FINANCE_PRODUCT_RULES.HirePurchaseSingapore, en, 1).ok).toBe(
      false,
    )
  })
  it('writes the messages in the market language', () => {
    const result = validateOptions(
      { down_payment: '', duration: '4' },
      DEFAULT_INPUT_CONFIG,
      sample,
      namespaceTexts('financeCalculator', { language: 'ar' }),
      30000,
    )
    expect(result).toEqual({ ok: false, errors: { down_payment: 'أدخل رقمًا.' } })
  })
})

describe('the block config: product types and JSON', () => {
  it('reads products with the default configs', () => {
    const read = readProducts([{ finance_product: 'HirePurchaseSweden', finance_product_name: 'Billån' }])
    expect(read.ok && read.products[0]).toMatchObject({ type: 'HirePurchaseSweden', name: 'Billån', input: DEFAULT_INPUT_CONFIG })
  })
  it.each([
    [[{ finance_product: 'HirePurchaseAtlantis' }], 'Product 1: unknown finance product type "HirePurchaseAtlantis"'],
    [[{ finance_product: 'HirePurchaseSample', finance_product_input: '{"down' }], 'Product 1: Invalid JSON in finance_product_input'],
    [
      [
        {
          finance_product: 'HirePurchaseSample',
          finance_product_input: { ...DEFAULT_INPUT_CONFIG, duration: { ...DEFAULT_INPUT_CONFIG.duration, default: 9 } },
        },
      ],
      'Product 1: Invalid finance_product_input: duration.default: must be between min and max',
    ],
    [
      [{ finance_product: 'HirePurchaseSample', finance_product_output: { monthly_payment: { label: '' } } }],
      'Product 1: Invalid finance_product_output: monthly_payment.label',
    ],
    [[], 'No finance product: add one with its product type'],
  ])('refuses %j', (groups, error) => {
    const read = readProducts(groups)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.errors[0]).toContain(error)
  })
  it('refuses models_info that is not a map of models', () => {
    const read = readCalculatorConfig({ models_info: '[1]' }, [{ finance_product: 'HirePurchaseSample' }])
    expect(read).toMatchObject({ ok: false, errors: [expect.stringMatching(/^Invalid models_info/)] })
  })
})

const models = [
  {
    key: 'e5-24my',
    name: 'Aurelia E5',
    body_style: 'hatchback',
    price: 38995,
    engines: [
      { key: 'std', name: 'Standard', price: 38995 },
      { key: 'lr', name: 'Long Range', price: 43495 },
    ],
  },
  { key: 'e5-25my', name: 'Aurelia E5', body_style: 'hatchback', price: 39995, engines: [] },
  { key: 'ridge-24my', name: 'Vantor Ridge', body_style: 'suv', price: null, engines: [] },
]

describe("spec 2 §2 'Choose a vehicle'", () => {
  it.each([
    ['e5-24my', 'e5', '2024'],
    ['ridge', 'ridge', ''],
  ])('%s is nameplate %s of model year %s', (key, nameplate, year) => {
    expect(nameplateOf(key)).toBe(nameplate)
    expect(modelYearOf(key)).toBe(year)
  })
  it('offers every engine, filtered by nameplate, the unpriced hidden when asked', () => {
    const all = calculatorVehicles(models, { nameplateFilter: '', hideFreeItems: false, modelsInfo: {} })
    expect(all.map((v) => [v.id, v.price])).toEqual([
      ['e5-24my/std', 38995],
      ['e5-24my/lr', 43495],
      ['e5-25my', 39995],
      ['ridge-24my', null],
    ])
    expect(calculatorVehicles(models, { nameplateFilter: 'ridge', hideFreeItems: true, modelsInfo: {} })).toEqual([])
    expect(
      calculatorVehicles(models, { nameplateFilter: ' e5 ,x', hideFreeItems: true, modelsInfo: { 'e5-25my': { name: 'E5 (2025)' } } }).map(
        (v) => v.model,
      ),
    ).toEqual(['Aurelia E5', 'Aurelia E5', 'E5 (2025)'])
  })
  it('cascades: each choice narrows the next, a level of one option is chosen, a stale choice drops', () => {
    const vehicles = calculatorVehicles(models, { nameplateFilter: '', hideFreeItems: false, modelsInfo: {} })
    expect(cascade(vehicles, {}).options.modelYear).toEqual(['2024', '2025'])
    const in2025 = cascade(vehicles, { modelYear: '2025' })
    expect(in2025.vehicle?.id).toBe('e5-25my') // one bodystyle, one model, no engine: chosen
    const e5 = cascade(vehicles, { modelYear: '2024', bodyStyle: 'hatchback' })
    expect(e5.options.engine).toEqual(['Standard', 'Long Range'])
    expect(e5.vehicle).toBeNull()
    expect(cascade(vehicles, { modelYear: '2024', bodyStyle: 'hatchback', engine: 'Long Range' }).vehicle?.price).toBe(43495)
    expect(cascade(vehicles, { modelYear: '2024', bodyStyle: 'coupe', engine: 'Long Range' }).choice).toEqual({ modelYear: '2024' })
  })
})

describe('spec 3 §3: the quote handed to the order journey and the lead', () => {
  const figures = financeProduct('HirePurchaseIrelandSecondary')({ price: 30000, depositPercent: 20, months: 48, ratePercent: 5.9 })
  const quote: FinanceQuote = {
    vehicle: {
      id: 'e5-24my/std',
      modelKey: 'e5-24my',
      modelYear: '2024',
      bodyStyle: 'hatchback',
      model: 'Aurelia E5',
      engine: 'Standard',
      price: 30000,
    },
    product: { type: 'HirePurchaseIrelandSecondary', name: 'PCP', currency: 'EUR' },
    figures,
    createdAt: '2026-11-29T12:00:00.000Z',
  }
  it("reads back through the journey's own quoteFields as the same figures", () => {
    const options = quotePaymentOptions(quote)
    expect(options.type).toBe('calculator')
    expect(quoteFields(options.selectedOptionData)).toEqual({
      durationMonths: 48,
      monthly: figures.monthlyPayment,
      rate: 5.9,
      deposit: 6000,
      monthlyMileage: null,
      residualValue: 10500,
    })
  })
  it('gives the lead the vehicle, the product and the qq* figures', () => {
    expect(quoteLeadData(quote)).toMatchObject({
      finance_quote: {
        product: 'HirePurchaseIrelandSecondary',
        vehicle: { id: 'e5-24my/std' },
        qqLoanDuration: 48,
        qqResidualValue: 10500,
      },
    })
  })
})
