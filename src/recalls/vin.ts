import { format } from '~/i18n/messages.ts'
import { toAsciiDigits } from '~/lib/ascii-digits.ts'

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
 * The VIN as stored and looked up: its digits and letters in ASCII, without spaces, hyphens or the
 * invisible direction marks a right-to-left page adds to a paste, in upper case.
 */
export function normaliseVin(input: string): string {
  return toAsciiDigits(input)
    .replace(/[\s\p{Cf}\u2010-\u2015\u2212-]+/gu, '')
    .toUpperCase()
}

/** How many characters a visitor sees in a text: an emoji is one (a string's length counts it twice). */
export const charactersIn = (text: string) => [...text].length

/** Why a normalised VIN is not one, or null when it is. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin === '') return 'empty'
  if (charactersIn(vin) !== VIN_LENGTH) return 'length'
  if (!VIN_PATTERN.test(vin)) return 'characters'
  return null
}

/** The words for a VIN that is not one: the catalogue's `vinCheckerLocal` texts, which the map update shares. */
export interface VinProblemTexts {
  vinRequired: string
  /** `{count}`: how many characters the visitor typed. */
  vinLength: string
  vinCharacters: string
}

/** What is wrong with a VIN, in the visitor's words; `typed` is how many characters it had once normalised. */
export function vinProblemText(problem: VinProblem, typed: number, texts: VinProblemTexts): string {
  if (problem === 'empty') return texts.vinRequired
  if (problem === 'length') return format(texts.vinLength, { count: typed })
  return texts.vinCharacters
}
