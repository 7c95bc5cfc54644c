import { describe, expect, it } from 'vitest'
import { toAsciiDigits } from './ascii-digits.ts'

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
