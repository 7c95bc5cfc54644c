import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { CALLING_CODES } from './calling-codes.ts'
import { composePhone, splitPhone } from './PhoneInput.tsx'
import * as numbers from './phone-numbers.ts'

describe('the calling codes written out for the phone field', () => {
  it("are libphonenumber-js's, every country, in the ISO codes' order", () => {
    const metadata = getCountries()
      .sort()
      .map((country) => [country, getCountryCallingCode(country)])
    expect([...CALLING_CODES]).toEqual(metadata)
  })
})

describe('the phone field joins and splits a number', () => {
  it.each([
    ['GB', '020 7946 0000', '+44 020 7946 0000'],
    ['AE', '50 123 4567', '+971 50 123 4567'],
    ['GB', '+971 50 123 4567', '+971 50 123 4567'],
    ['', '020 7946 0000', '020 7946 0000'],
    ['GB', '  ', ''],
  ])('%s and %o are sent as %o', (country, national, sent) => {
    expect(composePhone(country, national)).toBe(sent)
  })

  it.each([
    ['+442079460000', 'AE', { country: 'GB', national: '020 7946 0000' }],
    ['020 7946 0000', 'GB', { country: 'GB', national: '020 7946 0000' }],
  ])('%o (fallback %s) shows as %o once the metadata is here', (value, fallback, parts) => {
    expect(splitPhone(value, fallback, numbers)).toEqual(parts)
  })

  it('keeps an international number whole, with no country, until the metadata is here: sent as it was', () => {
    const parts = splitPhone('+442079460000', 'AE', null)
    expect(parts).toEqual({ country: '', national: '+442079460000' })
    expect(composePhone(parts.country, parts.national)).toBe('+442079460000')
    expect(splitPhone('020 7946 0000', 'GB', null)).toEqual({ country: 'GB', national: '020 7946 0000' })
  })
})
