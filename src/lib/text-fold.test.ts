import { describe, expect, it } from 'vitest'
import { foldLetters, wordsBegin } from './text-fold.ts'

describe('foldLetters', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['Straße', 'strasse'],
    ['Ørsted ŁÓDŹ', 'orsted lodz'],
    ['E٧ ۱۲ ５', 'e7 12 5'],
    ['e-Tron, 1,000', 'e-tron, 1,000'],
    // The hamza is a mark: أ folds to ا, as a visitor often types it.
    ['أبوظبي', 'ابوظبي'],
  ])('%j → %j', (text, folded) => {
    expect(foldLetters(text)).toBe(folded)
  })
})

describe('wordsBegin', () => {
  it.each([
    [['e7'], ['aurelia', 'e7'], true],
    [['e', '7'], ['aurelia', 'e7'], true],
    [['stalbans'], ['st', 'albans'], true],
    [['albans', 'st'], ['st', 'albans'], true],
    [['أبو', 'ظبي'], ['أبوظبي'], true],
    [['abudh'], ['abu', 'dhabi'], true],
    [['gt'], ['aurelia', 'studio', 'kensington'], false],
    [['ton'], ['kensington'], false],
    [[], ['leeds'], false],
    [['leeds'], [], false],
  ])('%j in %j is %s', (words, textWords, expected) => {
    expect(wordsBegin(words, textWords)).toBe(expected)
  })
})
