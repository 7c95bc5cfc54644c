import { leaseCalculatorData } from '~/stock/rules/finance.ts'
import { describe, expect, it } from 'vitest'
import {
  effectivePaymentOption,
  initOrderStorage,
  leaseCalculatorToPaymentOptions,
  MAX_STORED_CHARS,
  MAX_TEXT,
  ORDER_ONLINE_STORAGE_KEYS,
  parseStoredOrderData,
  quoteFields,
  setLocationDetails,
  setSection,
  type OrderOnlineData,
  type Quote,
} from './storage.ts'

const base: OrderOnlineData = { vehicleId: '12', detailsRoute: '/order/vehicle/12', location: null }
const noQuote: Quote = { durationMonths: null, monthly: null, rate: null, deposit: null, monthlyMileage: null, residualValue: null }

describe('spec 3 §9 Browser storage keys', () => {
  it('names the journey’s keys as the spec does', () => {
    expect(ORDER_ONLINE_STORAGE_KEYS).toEqual({
      data: 'sl_order_online_data',
      steps: 'sl_order_online_steps',
      softLock: 'sl_order_online_soft_lock',
      reservation: 'sl_order_online_reservation',
    })
  })
})

describe('spec 3 §3 paymentOptionsData type: calculator is lease', () => {
  it.each([
    ['calculator', 'lease'],
    ['lease', 'lease'],
    ['cash', 'cash'],
    ['finance', 'finance'],
    ['subscription', 'subscription'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (type, expected) => {
    expect(effectivePaymentOption(type)).toBe(expected)
  })
})

describe('spec 3 §4 Order-online journey: initialising order storage', () => {
  it.each<[Parameters<typeof initOrderStorage>[0], OrderOnlineData]>([
    [
      { vehicleId: '12', detailsRoute: '/order/vehicle/12' },
      {
        vehicleId: '12',
        detailsRoute: '/order/vehicle/12',
        location: null,
        preselectedPaymentOption: null,
        tradeInData: null,
        configUrl: null,
      },
    ],
    [
      {
        vehicleId: '12',
        detailsRoute: '/order/vehicle/12',
        preselectedPaymentOption: 'lease',
        tradeInData: { mileage: 5000 },
        configUrl: 'https://config.example/build/1',
      },
      {
        vehicleId: '12',
        detailsRoute: '/order/vehicle/12',
        location: null,
        preselectedPaymentOption: 'lease',
        tradeInData: { mileage: 5000 },
        configUrl: 'https://config.example/build/1',
      },
    ],
  ])('writes %j as %j', (init, expected) => {
    expect(initOrderStorage(init)).toEqual(expected)
  })

  it('is read back as it was written', () => {
    const data = initOrderStorage({ vehicleId: '12', detailsRoute: '/d', preselectedPaymentOption: 'cash' })
    expect(parseStoredOrderData(JSON.stringify(data))).toEqual(data)
  })
})

describe('spec 3 §4: each setter merges its section into the stored data', () => {
  const stored: OrderOnlineData = {
    ...base,
    tradeInData: { mileage: 5000, plate: 'AB12' },
    location: { retailer: { uuid: 'r1' }, postcode: '1000' },
    tabChoice: 'lease',
  }

  it.each<[string, OrderOnlineData, OrderOnlineData]>([
    [
      'an object section merges, the new keys winning',
      setSection(stored, 'tradeInData', { mileage: 7000, value: 9000 }),
      { ...stored, tradeInData: { mileage: 7000, plate: 'AB12', value: 9000 } },
    ],
    [
      'one level only: a nested object is replaced, not merged',
      setSection(stored, 'location', { retailer: { name: 'North' } }),
      { ...stored, location: { retailer: { name: 'North' }, postcode: '1000' } },
    ],
    [
      'a section not stored yet is set',
      setSection(base, 'servicePackData', { pack: 'gold' }),
      { ...base, servicePackData: { pack: 'gold' } },
    ],
    ['a scalar is replaced', setSection(stored, 'tabChoice', 'cash'), { ...stored, tabChoice: 'cash' }],
    ['null replaces an object', setSection(stored, 'tradeInData', null), { ...stored, tradeInData: null }],
    [
      'an array inside a section is replaced',
      setSection({ ...base, paymentOptionsData: { type: 'cash', data: [1, 2] } }, 'paymentOptionsData', { data: [3] }),
      { ...base, paymentOptionsData: { type: 'cash', data: [3] } },
    ],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it('leaves the given data unchanged', () => {
    const before = structuredClone(stored)
    setSection(stored, 'tradeInData', { mileage: 1 })
    expect(stored).toEqual(before)
  })

  it.each([
    [base, { ...base, locationDetails: { uuid: 'u-1', rawData: { name: 'North' } }, paymentRecipient: 'u-1' }],
    [
      { ...base, locationDetails: { uuid: 'u-0', rawData: { name: 'South', city: 'Bay' } }, paymentRecipient: 'u-0' },
      { ...base, locationDetails: { uuid: 'u-1', rawData: { name: 'North' } }, paymentRecipient: 'u-1' },
    ],
  ])('setting locationDetails sets paymentRecipient to its uuid (%#)', (data, expected) => {
    expect(setLocationDetails(data, { uuid: 'u-1', rawData: { name: 'North' } })).toEqual(expected)
  })
})

describe('spec 3 §3: stored order data is parsed, never trusted', () => {
  const full = {
    vehicleId: 12,
    detailsRoute: '/order/vehicle/12',
    configUrl: null,
    location: { retailer: { uuid: 'r1', name: 'North' }, extra: 1 },
    preselectedPaymentOption: 'lease',
    tradeInData: { mileage: 5000 },
    paymentOptionsData: {
      type: 'calculator',
      data: [null, { price: 1 }],
      selectedOptionData: { dataLayer: { qqApr: '4.9' } },
      currency: 'EUR',
    },
    tabChoice: 1,
    servicePackData: { pack: 'gold' },
    appBookingData: { data: { selected: { date: '2026-01-05', time: { value: '09:30' } } } },
    locationDetails: {
      uuid: 'u-1',
      rawData: { name: 'North', address: '1 Road', zipcode: '1000', city: 'Bay', phone: '1', email: 'a@b.c' },
    },
    paymentRecipient: 'u-1',
    termsAndConditionsData: { accepted: true },
  }

  it('reads every section, keeping the extra fields of loose sections and ids as text', () => {
    expect(parseStoredOrderData(JSON.stringify(full))).toEqual({ ...full, vehicleId: '12' })
  })

  it('drops top-level fields the spec does not name', () => {
    expect(parseStoredOrderData(JSON.stringify({ ...base, admin: true }))).toEqual(base)
  })

  it('defaults a missing location to null', () => {
    expect(parseStoredOrderData(JSON.stringify({ vehicleId: '12', detailsRoute: '/d' }))).toEqual({
      vehicleId: '12',
      detailsRoute: '/d',
      location: null,
    })
  })

  const long = 'x'.repeat(MAX_TEXT + 1)
  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['empty text', ''],
    ['bad JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a number', '12'],
    ['no vehicleId', JSON.stringify({ detailsRoute: '/d' })],
    ['no detailsRoute', JSON.stringify({ vehicleId: '12' })],
    ['an empty vehicleId', JSON.stringify({ ...base, vehicleId: ' ' })],
    ['a negative vehicleId', JSON.stringify({ ...base, vehicleId: -1 })],
    ['an object vehicleId', JSON.stringify({ ...base, vehicleId: { $gt: 0 } })],
    ['a too long detailsRoute', JSON.stringify({ ...base, detailsRoute: long })],
    ['a too long string in a loose section', JSON.stringify({ ...base, tradeInData: { note: long } })],
    ['a too long string deep in a passthrough array', JSON.stringify({ ...base, paymentOptionsData: { data: [{ a: [long] }] } })],
    ['a too long key', JSON.stringify({ ...base, tradeInData: { [long]: 1 } })],
    ['nesting too deep', JSON.stringify({ ...base, tradeInData: JSON.parse('{"a":'.repeat(20) + '1' + '}'.repeat(20)) })],
    ['a section that is not an object', JSON.stringify({ ...base, tradeInData: 'x' })],
    ['location as a list', JSON.stringify({ ...base, location: [] })],
    ['locationDetails without uuid', JSON.stringify({ ...base, locationDetails: { rawData: {} } })],
    ['a contact field that is not text', JSON.stringify({ ...base, locationDetails: { uuid: 'u', rawData: { email: 5 } } })],
    ['a booking time that is not an object', JSON.stringify({ ...base, appBookingData: { data: { selected: { time: '09:30' } } } })],
    ['a payment options data that is not a list', JSON.stringify({ ...base, paymentOptionsData: { data: {} } })],
    ['more than the stored limit', JSON.stringify({ ...base, pad: 'x'.repeat(MAX_STORED_CHARS) })],
  ])('refuses %s', (_, stored) => {
    expect(parseStoredOrderData(stored)).toBeNull()
  })
})

describe('spec 3 §3 selectedOptionData.dataLayer quote fields', () => {
  it.each<[string, unknown, Partial<Quote>]>([
    ['nothing', undefined, {}],
    ['no dataLayer', { other: 1 }, {}],
    ['a dataLayer that is not an object', { dataLayer: 'x' }, {}],
    ['qqLoanTenure', { dataLayer: { qqLoanTenure: 36 } }, { durationMonths: 36 }],
    ['qqLoanDuration', { dataLayer: { qqLoanDuration: '48' } }, { durationMonths: 48 }],
    ['qqDurationValue', { dataLayer: { qqDurationValue: 24 } }, { durationMonths: 24 }],
    ['qqDurationMonthsValue', { dataLayer: { qqDurationMonthsValue: ' 12 ' } }, { durationMonths: 12 }],
    [
      'the first duration alias wins',
      { dataLayer: { qqDurationMonthsValue: 12, qqLoanTenure: 36, qqLoanDuration: 48 } },
      { durationMonths: 36 },
    ],
    ['qqMonthlyInstalment', { dataLayer: { qqMonthlyInstalment: 299.5 } }, { monthly: 299.5 }],
    ['qqMonthlyPayment', { dataLayer: { qqMonthlyPayment: '310' } }, { monthly: 310 }],
    ['qqMonthlyFee', { dataLayer: { qqMonthlyFee: 99 } }, { monthly: 99 }],
    ['the first monthly alias wins', { dataLayer: { qqMonthlyFee: 1, qqMonthlyPayment: 2, qqMonthlyInstalment: 3 } }, { monthly: 3 }],
    ['qqInterestRate before qqApr', { dataLayer: { qqApr: 5.1, qqInterestRate: 4.9 } }, { rate: 4.9 }],
    ['qqApr', { dataLayer: { qqApr: '0' } }, { rate: 0 }],
    ['qqDownPayment before the deposit aliases', { dataLayer: { qqInitialPayment: 3, qqDeposit: 2, qqDownPayment: 1 } }, { deposit: 1 }],
    ['qqDeposit before qqInitialPayment', { dataLayer: { qqInitialPayment: 3, qqDeposit: 2 } }, { deposit: 2 }],
    ['qqInitialPayment', { dataLayer: { qqInitialPayment: 3 } }, { deposit: 3 }],
    ['qqMonthlyMileage', { dataLayer: { qqMonthlyMileage: 1250 } }, { monthlyMileage: 1250 }],
    ['qqResidualValue', { dataLayer: { qqResidualValue: '12000.5' } }, { residualValue: 12000.5 }],
    ['an alias without a number is passed over', { dataLayer: { qqLoanTenure: 'abc', qqLoanDuration: 36 } }, { durationMonths: 36 }],
    [
      'non-numbers are null',
      {
        dataLayer: {
          qqLoanTenure: '',
          qqMonthlyFee: '1,234',
          qqApr: null,
          qqDeposit: true,
          qqMonthlyMileage: [1],
          qqResidualValue: '12abc',
        },
      },
      {},
    ],
  ])('%s', (_, selected, expected) => {
    expect(quoteFields(selected)).toEqual({ ...noQuote, ...expected })
  })
})

describe('spec 3 §3 Stock locator storage data: leaseCalculatorData as paymentOptionsData', () => {
  const product = { interest_rate: 3.9, residualValue: '15000', downPayment: 2000, deposit: 500, duration: 36 }
  const quote = { qqInterestRate: 3.9, qqResidualValue: 15000, qqDownPayment: 2000, qqDeposit: 500, qqLoanDuration: 36 }

  it.each<[string, unknown, unknown]>([
    [
      'the first finance product when none is selected, keeping the metadata',
      { currency: 'EUR', data: [{ financeProductsData: [product, { duration: 48 }] }] },
      {
        currency: 'EUR',
        type: 'lease',
        data: [{ financeProductsData: [product, { duration: 48 }] }],
        selectedOptionData: { dataLayer: quote },
      },
    ],
    [
      'the product at the selected index',
      { data: [{ selectedProduct: 1, financeProductsData: [{ duration: 24 }, product] }] },
      {
        type: 'lease',
        data: [{ selectedProduct: 1, financeProductsData: [{ duration: 24 }, product] }],
        selectedOptionData: { dataLayer: quote },
      },
    ],
    [
      'the selected product itself',
      { data: [{ selectedProduct: product }] },
      { type: 'lease', data: [{ selectedProduct: product }], selectedOptionData: { dataLayer: quote } },
    ],
    [
      'only the terms that are numbers',
      { type: 'calculator', data: [{ financeProductsData: [{ duration: '36', interest_rate: 'n/a' }] }] },
      {
        type: 'lease',
        data: [{ financeProductsData: [{ duration: '36', interest_rate: 'n/a' }] }],
        selectedOptionData: { dataLayer: { qqLoanDuration: 36 } },
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(leaseCalculatorToPaymentOptions(input)).toEqual(expected)
  })

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['null', null],
    ['a list', [product]],
    ['no data', { currency: 'EUR' }],
    ['data not a list', { data: { 0: { financeProductsData: [product] } } }],
    ['an empty data list', { data: [] }],
    ['data[0] not an object', { data: ['x'] }],
    ['no finance products', { data: [{}] }],
    ['an empty product list', { data: [{ financeProductsData: [] }] }],
    ['a selected index out of range', { data: [{ selectedProduct: 5, financeProductsData: [product] }] }],
    ['a product without any number', { data: [{ financeProductsData: [{ duration: 'long' }] }] }],
    ['a too long text in the metadata', { note: 'x'.repeat(MAX_TEXT + 1), data: [{ financeProductsData: [product] }] }],
  ])('null for %s', (_, input) => {
    expect(leaseCalculatorToPaymentOptions(input)).toBeNull()
  })
})

describe("the showroom calculator's data reaches the purchase options (spec 3 §3)", () => {
  it('reads what leaseCalculatorData writes, monthly payment included', () => {
    const kept = leaseCalculatorData({
      vehicleId: 7,
      price: 20_000,
      settings: { deposit_percent: 10, term_months: 36, interest_rate: 4.9, balloon_percent: 30 },
      monthly: 412,
    })
    const options = leaseCalculatorToPaymentOptions(kept)
    expect(options?.type).toBe('lease')
    expect(quoteFields(options?.selectedOptionData)).toEqual({
      durationMonths: 36,
      monthly: 412,
      rate: 4.9,
      deposit: 2000,
      monthlyMileage: null,
      residualValue: 6000,
    })
  })
})
