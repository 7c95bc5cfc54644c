import { describe, expect, it } from 'vitest'
import { isRegistrationDate, isRegistrationText, readTradeIn, tradeInMileage, tradeInText } from './trade-in.ts'

describe("a trade-in's mileage as typed", () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['85000', '85000'],
    [' 85000 ', '85000'],
    ['0', '0'],
    ['007', '7'],
    ['85,000', '85000'],
    ['85.000', '85000'],
    ['85 000', '85000'],
    ['1,234,567', '1234567'],
    // An Arabic or Persian keyboard's digits, the Arabic thousands separator, a pasted direction mark.
    ['٨٥٠٠٠', '85000'],
    ['٨٥٬٠٠٠', '85000'],
    ['۸۵۰۰۰', '85000'],
    ['\u200f٨٥٠٠٠', '85000'],
    ['９９', '99'],
    // Not a whole number of at most seven digits.
    ['85.5', null],
    ['8,50', null],
    ['85,0000', null],
    ['12345678', null],
    ['10,000,000', null],
    ['-5', null],
    ['80k', null],
    ['about 80000', null],
  ])('%j → %j', (typed, expected) => {
    expect(tradeInMileage(typed)).toBe(expected)
  })
})

describe('the trade-in as the summary and the confirmation name it', () => {
  const labels = { mileage: 'Mileage', registrationDate: 'First registered' }
  const option = (name: string) => ({ value: name.toLowerCase(), name })
  const car = { brand: option('Aurelia'), model: option('E5'), registration: 'AB12 CDE' }
  const on = (rawData: Record<string, unknown>) => ({ isTradeInOn: true, rawData })
  it.each([
    [on({ ...car, mileage: '45000' }), 'en-GB', ', ', 'Aurelia E5 AB12 CDE, Mileage: 45,000'],
    [on({ ...car, mileage: '' }), 'en-GB', ', ', 'Aurelia E5 AB12 CDE'],
    [
      on({ ...car, bodyType: option('SUV'), fuelType: option('Petrol'), registrationDate: { date: '2019-03-01' }, mileage: '45000' }),
      'en-GB',
      ', ',
      'Aurelia E5 AB12 CDE, SUV, Petrol, First registered: 1 March 2019, Mileage: 45,000',
    ],
    [on({ ...car, model: { value: 'x', name: ' ' }, mileage: '7' }), 'en-GB', ', ', 'Aurelia AB12 CDE, Mileage: 7'],
    [on({ ...car, mileage: '85000' }), 'ar-AE', '، ', 'Aurelia E5 AB12 CDE، Mileage: 85,000'],
    // Not shown: no trade-in, no answer, a stored no with the car typed before it.
    [{ isTradeInOn: false, rawData: car }, 'en-GB', ', ', ''],
    [null, 'en-GB', ', ', ''],
    [{ isTradeInOn: 'yes', rawData: car }, 'en-GB', ', ', ''],
    // The order keeps what the browser sent: parts that are not text are left out, not a failure.
    [
      on({ brand: 5, model: { name: ['x'] }, registration: 'AB12 CDE', mileage: ['1'], registrationDate: { date: 'soon' } }),
      'en-GB',
      ', ',
      'AB12 CDE',
    ],
    // A journey stored before the options came from the inventory service is read as the same car.
    [
      { has_trade_in: true, brand: 'Aurelia', model: 'E5', registration: 'AB12 CDE', mileage: '45000' },
      'en-GB',
      ', ',
      'Aurelia E5 AB12 CDE, Mileage: 45,000',
    ],
    [{ has_trade_in: false, brand: 'Aurelia' }, 'en-GB', ', ', ''],
  ])('%j in %s → %j', (trade, locale, separator, expected) => {
    expect(tradeInText(trade, labels, locale, separator)).toBe(expected)
  })
})

describe('a trade-in as stored', () => {
  it('keeps an option with its value and a typed name as both', () => {
    expect(readTradeIn({ isTradeInOn: true, rawData: { brand: { value: 'b-7', name: 'Aurelia' }, model: 'E5' } })?.rawData).toMatchObject({
      brand: { value: 'b-7', name: 'Aurelia' },
      model: { value: 'E5', name: 'E5' },
      bodyType: null,
      registrationDate: null,
      mileage: '',
    })
  })
  it.each([[undefined], ['yes'], [[]], [{}], [{ isTradeInOn: 1 }]])('%j is no answer', (stored) => {
    expect(readTradeIn(stored)).toBeNull()
  })
})

describe('a date of first registration', () => {
  it.each([
    ['2019-03-01', true],
    ['2026-12-07', true],
    ['1900-01-01', true],
    ['2026-12-08', false],
    ['1899-12-31', false],
    ['2019-02-30', false],
    ['01/03/2019', false],
    ['', false],
  ])('%j on 2026-12-07 → %s', (date, expected) => {
    expect(isRegistrationDate(date, '2026-12-07')).toBe(expected)
  })
})

describe('a registration number as typed', () => {
  it.each([
    ['AB12 CDE', true],
    ['دبي ١٢٣٤٥', true],
    ['7', true],
    ['!!', false],
    ['- -', false],
    ['', false],
  ])('%j → %s', (typed, expected) => {
    expect(isRegistrationText(typed)).toBe(expected)
  })
})
