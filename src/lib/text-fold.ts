import { toAsciiDigits } from './ascii-digits.ts'

/**
 * What every text search of the product compares (spec 1 §2 Site search, spec 3 §5 retailer lists:
 * accent-, case- and punctuation-insensitive): the site search's folding (src/search/normalise.ts),
 * the retailer lists' keys (retailer-search.ts) and the sandbox place search start from here.
 */

/** Letters that do not decompose into a base letter and a mark. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' }
const FOLDED_LETTERS = new RegExp(`[${Object.keys(FOLDED).join('')}]`, 'g')

/**
 * Lower case, without accents or marks, the digits of any keyboard as ASCII ones; punctuation and
 * spaces left in place for the caller to read.
 *
 * @example foldLetters('Straße Ø-٤') // → 'strasse o-4'
 */
export const foldLetters = (text: string): string =>
  toAsciiDigits(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDED_LETTERS, (letter) => FOLDED[letter]!)

/**
 * Whether the query's words (folded as the text's) name a text of these words: each begins one of
 * them, or, typed apart ('e 7', 'أبو ظبي') or together ('stalbans'), they run on from the start of
 * one, as spellings vary in spacing. No words name nothing.
 *
 * @example wordsBegin(['e', '7'], ['aurelia', 'e7']) // → true
 * @example wordsBegin(['gt'], ['aurelia', 'studio', 'kensington']) // → false
 */
export function wordsBegin(words: readonly string[], textWords: readonly string[]): boolean {
  if (words.length === 0) return false
  const key = textWords.join('')
  const starts: number[] = []
  let at = 0
  for (const word of textWords) {
    starts.push(at)
    at += word.length
  }
  const beginsAWord = (word: string) => starts.some((start) => key.startsWith(word, start))
  return words.every(beginsAWord) || beginsAWord(words.join(''))
}
