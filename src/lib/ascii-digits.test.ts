import { describe, expect, it } from 'vitest'
import { toAsciiDigits, typedAmount } from './ascii-digits.ts'

describe('toAsciiDigits (ADR 138, ADR 179)', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['０１２３４５６７８９', '0123456789'],
    ['ＡＢＣ－', 'ABC-'],
    ['٤٥٠٫٥', '450٫5'],
    ['450 £', '450 £'],
  ])('%j → %j', (typed, ascii) => {
    expect(toAsciiDigits(typed)).toBe(ascii)
  })
})

describe('an amount as typed', () => {
  it.each([
    ['', 'empty'],
    ['٨٥٬٠٠٠', { negative: false, whole: '85000', decimals: '' }],
    ['1.234,5', { negative: false, whole: '1234', decimals: '5' }],
    ['−20', { negative: true, whole: '20', decimals: '' }],
    ['80k', null],
  ])('%j → %j', (typed, amount) => {
    expect(typedAmount(typed)).toEqual(amount)
  })
})
