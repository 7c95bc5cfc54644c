import { foldLetters } from '~/lib/text-fold.ts'

/**
 * The site search's folding (spec 1 §2 Site search: "Matching is accent-, case- and
 * punctuation-insensitive"), applied alike to what is indexed and to what a visitor types, in code
 * so that PostgreSQL and PGlite (which has no `unaccent`) see the same words (ADR 114). Digits of
 * any keyboard are ASCII ones, so "E٧" typed on an Arabic keyboard finds the E7.
 *
 * @example foldText('Crème brûlée — e-Tron, 1,000 km') // → 'creme brulee etron 1000 km'
 */

// Arabic: alef maksura is often written for yeh (teh marbuta stays: the Arabic stemmer strips it).
const ALEF_MAKSURA = /\u0649/g
/** Arabic tatweel only stretches a word. */
const TATWEEL = /\u0640/g
/** Punctuation inside a word joins it (e-tron → etron, 1,000 → 1000, don't → dont). */
const IN_WORD = /(?<=[\p{L}\p{N}])[\p{Pd}'’‘.,·]+(?=[\p{L}\p{N}])/gu
const SEPARATORS = /[^\p{L}\p{N}]+/gu

/** A word with punctuation inside it: e-tron, stratford-upon-avon, 1,000. */
const PUNCTUATED_WORD = /[\p{L}\p{N}]+(?:[\p{Pd}'’‘.,·]+[\p{L}\p{N}]+)+/gu
/** A word as a visitor types it, punctuation inside it included. */
const TYPED_WORD = /[\p{L}\p{N}]+(?:[\p{Pd}'’‘.,·]+[\p{L}\p{N}]+)*/gu

/** Lower case, without accents or marks; punctuation and spaces still in place. */
const baseFold = (text: string): string => foldLetters(text).replace(ALEF_MAKSURA, '\u064a').replace(TATWEEL, '')

/** Lower case, without accents or marks, with words of letters and digits separated by one space. */
export function foldText(text: string): string {
  return baseFold(text).replace(IN_WORD, '').replace(SEPARATORS, ' ').trim()
}

/**
 * The parts of the text's punctuated words, folded: indexed beside the joined words so that
 * "e tron" finds "e-Tron" as "etron" does, and "upon" finds "Stratford-upon-Avon".
 *
 * @example punctuatedParts('The e-Tron, from Stratford-upon-Avon') // → 'e tron stratford upon avon'
 */
export function punctuatedParts(text: string): string {
  return (baseFold(text).match(PUNCTUATED_WORD) ?? []).map((word) => word.replace(SEPARATORS, ' ')).join(' ')
}

/** The folded text without spaces: what substring matching reads, so "stalbans" finds "St Albans". */
export const compactKey = (text: string): string => foldText(text).replaceAll(' ', '')

/** At most this many words of a query count; the rest are ignored. */
export const MAX_QUERY_WORDS = 8
/** A word is cut to this length (no word of a page is longer; it bounds the query's cost). */
export const MAX_WORD_LENGTH = 40

/**
 * The words a query searches for: folded, without repeats, at most MAX_QUERY_WORDS of at most
 * MAX_WORD_LENGTH characters. Empty when the query has no letter or digit.
 *
 * @example queryWords('  São-Paulo  dealers, São-Paulo ') // → ['saopaulo', 'dealers']
 */
export function queryWords(query: string): string[] {
  return queryTerms(query).map((term) => term.word)
}

/** A word of a query, joined ('saopaulo'), and the parts its punctuation separated (['sao', 'paulo']). */
export interface QueryTerm {
  word: string
  parts: string[]
}

const cut = (word: string) => [...word].slice(0, MAX_WORD_LENGTH).join('')

/**
 * The query's words as queryWords has them, each with its parts: "são-paulo" is looked for both
 * as the word "saopaulo" and as "sao" followed by "paulo".
 */
export function queryTerms(query: string): QueryTerm[] {
  const seen = new Set<string>()
  const terms: QueryTerm[] = []
  for (const typed of baseFold(query).match(TYPED_WORD) ?? []) {
    const word = cut(typed.replace(SEPARATORS, ''))
    if (seen.has(word)) continue
    seen.add(word)
    terms.push({ word, parts: typed.split(SEPARATORS).filter(Boolean).map(cut) })
  }
  return terms.slice(0, MAX_QUERY_WORDS)
}
