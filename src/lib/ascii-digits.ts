/**
 * Digits and Latin characters a visitor's keyboard may type for ASCII ones: Arabic-Indic (٠–٩),
 * Eastern Arabic / Persian (۰–۹) and full-width forms (Ａ, ５, －). Each maps to its ASCII character;
 * everything else is left as typed. Shared by the fields that read figures and codes (a VIN,
 * ADR 138; a monthly budget, ADR 179), so an Arabic or Japanese keyboard types what a Latin one does.
 *
 * @example toAsciiDigits('٤٥٠') // '450'
 * @example toAsciiDigits('۱۲۳٫５') // '123٫5' (separators are the caller's to read)
 */
const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0
const FULL_WIDTH_OFFSET = 0xfee0
const LOOK_ALIKE = /[\u0660-\u0669\u06f0-\u06f9\uff01-\uff5e]/g

function toAscii(character: string): string {
  const code = character.charCodeAt(0)
  if (code <= 0x0669) return String(code - ARABIC_INDIC_ZERO)
  if (code <= 0x06f9) return String(code - EXTENDED_ARABIC_INDIC_ZERO)
  return String.fromCharCode(code - FULL_WIDTH_OFFSET)
}

export function toAsciiDigits(input: string): string {
  return input.replace(LOOK_ALIKE, toAscii)
}

/**
 * A figure as typed, ready to read: ASCII digits (toAsciiDigits), without the invisible direction
 * marks a right-to-left paste brings, the Arabic decimal separator as a dot, trimmed. Thousands
 * separators and a decimal comma are the caller's to read.
 * @example typedFigure('\u200f٢٠٫٥ ') // '20.5'
 */
export function typedFigure(input: string): string {
  return toAsciiDigits(input)
    .replace(/\p{Cf}/gu, '')
    .replace(/\u066b/g, '.')
    .trim()
}
