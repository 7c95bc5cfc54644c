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

/** A whole part grouped in thousands (1,234,567 · 1.234.567) or plain, then up to two decimals. */
const AMOUNT = /^([+-]?)(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/

/**
 * An amount as typed (typedFigure), its spaces and Arabic and Swiss thousands separators left out,
 * a typographic minus read as one: its sign, its whole part's digits and its decimals ('' none).
 * 'empty' when nothing was typed; null when it is not an amount.
 * @example typedAmount('٨٥٬٠٠٠') // { negative: false, whole: '85000', decimals: '' }
 */
export function typedAmount(input: string): { negative: boolean; whole: string; decimals: string } | 'empty' | null {
  const text = typedFigure(input)
    .replace(/[\s\u066c']/gu, '')
    .replace(/[\u2212\u2012-\u2014]/g, '-')
  if (text === '') return 'empty'
  const match = AMOUNT.exec(text)
  if (!match) return null
  return { negative: match[1] === '-', whole: match[2]!.replace(/[.,]/g, ''), decimals: match[3] ?? '' }
}
