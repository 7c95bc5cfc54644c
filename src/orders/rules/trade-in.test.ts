import { describe, expect, it } from 'vitest'
import { isRegistrationText, tradeInMileage, tradeInText } from './trade-in.ts'

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
  const car = { has_trade_in: true, brand: 'Aurelia', model: 'E5', registration: 'AB12 CDE' }
  it.each([
    [{ ...car, mileage: '45000' }, 'en-GB', ', ', 'Aurelia E5 AB12 CDE, Mileage: 45,000'],
    [{ ...car, mileage: '' }, 'en-GB', ', ', 'Aurelia E5 AB12 CDE'],
    [{ ...car, model: ' ', mileage: '7' }, 'en-GB', ', ', 'Aurelia AB12 CDE, Mileage: 7'],
    [{ ...car, mileage: '85000' }, 'ar-AE', '، ', 'Aurelia E5 AB12 CDE، Mileage: 85,000'],
    [{ has_trade_in: false, brand: 'Aurelia' }, 'en-GB', ', ', ''],
    [null, 'en-GB', ', ', ''],
    // The order keeps what the browser sent: parts that are not text are left out, not a failure.
    [{ has_trade_in: true, brand: 5, model: { x: 1 }, registration: 'AB12 CDE', mileage: ['1'] }, 'en-GB', ', ', 'AB12 CDE'],
    [{ has_trade_in: 'yes', brand: 'Aurelia' }, 'en-GB', ', ', ''],
  ])('%j in %s → %j', (trade, locale, separator, expected) => {
    expect(tradeInText(trade, 'Mileage', locale, separator)).toBe(expected)
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
