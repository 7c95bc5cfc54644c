import { describe, expect, it } from 'vitest'
import { currencyDigits, minorUnits, orderPaymentStatus, replacesPaymentState } from './order.ts'

describe('the order rules the spec leaves open (ADR 099)', () => {
  it.each([
    ['requires_payment_method', 'requires_capture', true],
    ['requires_capture', 'succeeded', true],
    ['requires_capture', 'canceled', true],
    ['succeeded', 'requires_capture', false],
    ['succeeded', 'canceled', false],
    ['canceled', 'succeeded', false],
    ['succeeded', 'succeeded', true],
    ['processing', 'requires_payment_method', false],
  ])('a payment recorded %s takes %s: %s', (recorded, next, replaces) => {
    expect(replacesPaymentState(recorded, next)).toBe(replaces)
  })

  it.each([
    ['requires_capture', 'authorised'],
    ['succeeded', 'paid'],
    ['canceled', 'cancelled'],
    ['processing', 'pending'],
  ])('a payment %s makes the order %s', (state, status) => {
    expect(orderPaymentStatus(state)).toBe(status)
  })

  it.each([
    [19.99, 'GBP', 1999],
    [250, 'GBP', 25_000],
    [1000, 'AED', 100_000],
    [1000, 'JPY', 1000],
    [1.234, 'KWD', 1234],
  ])('%s %s is %s in minor units', (amount, currency, minor) => {
    expect(minorUnits(amount, currency)).toBe(minor)
  })

  it('an unknown currency code has two decimals', () => {
    expect(currencyDigits('XX!')).toBe(2)
  })
})
