import { toAsciiDigits } from './ascii-digits.ts'

/**
 * Text that can be a phone number, whatever its country: digits in any keyboard's script with the
 * separators people type (spaces, `-`, `.`, `(`, `)`, `/`), a `+` only in front, and 6 to 15
 * digits (E.164 numbers have at most 15). Where a form knows the country, it checks the number
 * itself (src/forms/phone-numbers.ts).
 * @example isPhoneText('+44 (0)20 7946 0000') // → true
 * @example isPhoneText('abc 😀') // → false
 */
export function isPhoneText(text: string): boolean {
  const ascii = toAsciiDigits(text.trim())
  if (!/^\+?[\d\s().\-/]+$/.test(ascii)) return false
  const digits = ascii.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15
}
