/**
 * Vehicle identification numbers for the Local VIN Checker (spec 2 §3.12, §4) and the map update
 * wizard's VIN step (spec 2 §4, §5): what a visitor typed, normalised, and why it is not a VIN.
 * ISO 3779: 17 letters and digits, never I, O or Q (they read as 1 and 0). The check digit in
 * position 9 is only mandatory in North America and China, so it is not enforced (ADR 138).
 *
 * @example normaliseVin(' sajaa-0640 ...') // spaces and hyphens dropped, upper case
 * @example normaliseVin('AUR5E7A24P٠٠٠٠١٠١') // 'AUR5E7A24P0000101': the digits an Arabic keyboard types
 */
export const VIN_LENGTH = 17
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

/** How far the input box lets a visitor type: a pasted VIN with spaces or hyphens still fits. */
export const VIN_INPUT_MAX = 40

export type VinProblem = 'empty' | 'length' | 'characters'

/**
 * Digits and letters a visitor's keyboard may type for the VIN's Latin ones: Arabic-Indic (٠–٩),
 * Eastern Arabic / Persian (۰–۹) and full-width forms (Ａ, ５, －). Each maps to its ASCII character.
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

/**
 * The VIN as stored and looked up: its digits and letters in ASCII, without spaces, hyphens or the
 * invisible direction marks a right-to-left page adds to a paste, in upper case.
 */
export function normaliseVin(input: string): string {
  return input
    .replace(LOOK_ALIKE, toAscii)
    .replace(/[\s\p{Cf}\u2010-\u2015\u2212-]+/gu, '')
    .toUpperCase()
}

/** Why a normalised VIN is not one, or null when it is. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin === '') return 'empty'
  if (vin.length !== VIN_LENGTH) return 'length'
  if (!VIN_PATTERN.test(vin)) return 'characters'
  return null
}
