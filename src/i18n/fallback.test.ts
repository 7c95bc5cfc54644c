import { describe, expect, it } from 'vitest'
import { fallbackChain } from './fallback.ts'

const AVAILABLE = ['en', 'ar', 'de', 'de-CH', 'en-US', 'zh-Hant', 'zh']

/** ADR 118: regional → language → en, only locales the catalogue has, read from a language setting. */
describe('fallbackChain', () => {
  it.each([
    ['de_CH', ['de-CH', 'de', 'en']],
    ['de-ch', ['de-CH', 'de', 'en']],
    ['DE_AT', ['de', 'en']],
    ['de', ['de', 'en']],
    ['en_GB', ['en']],
    ['en_US', ['en-US', 'en']],
    ['en', ['en']],
    ['ar_AE', ['ar', 'en']],
    ['zh_Hant_TW', ['zh-Hant', 'zh', 'en']],
    ['pt_BR', ['en']],
    ['', ['en']],
    [null, ['en']],
    [undefined, ['en']],
    ['../de', ['en']],
    ['d', ['en']],
    ['  de_CH  ', ['de-CH', 'de', 'en']],
  ])('reads %j as %j', (setting, chain) => {
    expect(fallbackChain(setting, AVAILABLE)).toEqual(chain)
  })

  it('ends in English only when the catalogue has it', () => {
    expect(fallbackChain('de_CH', ['de'])).toEqual(['de'])
  })
})
