import { describe, expect, it } from 'vitest'
import { isPhoneText } from './phone-text.ts'

describe('isPhoneText', () => {
  it.each([
    ['+44 (0)20 7946 0000', true],
    ['07700 900123', true],
    ['050-123-4567', true],
    ['٠٥٠١٢٣٤٥٦٧', true],
    ['+971 50 123 4567', true],
    ['123456', true],
    ['12345', false],
    ['1234567890123456', false],
    ['abc 😀', false],
    ['+44 20 7946 0000 ext 2', false],
    ['44+20', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isPhoneText(text)).toBe(expected)
  })
})
