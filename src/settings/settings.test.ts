import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { settingDefaults } from './keys.ts'
import { mergeSettings, readFlag, readInt, readJson, settingValue } from './settings.ts'

describe('settings engine (spec 1 §3, §5)', () => {
  it('stored settings override built-in defaults', () => {
    const merged = mergeSettings(settingDefaults, [
      { key: 'meta.title_divider', value: '-' },
      { key: 'x.y', value: '1' },
    ])
    expect(merged['meta.title_divider']).toBe('-')
    expect(merged['x.y']).toBe('1')
    expect(merged['general.language']).toBe('en_GB')
  })

  it.each([
    [{ 'price.currency_symbol': '£' }, 'price.currency_symbol', '£'],
    [{ 'prices.currency_symbol': '€' }, 'price.currency_symbol', '€'],
    [{ 'price.currency_symbol': '£', 'prices.currency_symbol': '€' }, 'price.currency_symbol', '£'],
    [{ 'prices.currency_symbol': '€' }, 'prices.currency_symbol', '€'],
    [{}, 'price.currency_symbol', undefined],
    [{ 'prices.x': '1' }, 'general.x', undefined],
  ])('price.* falls back to prices.*: %o %s → %s', (settings, key, expected) => {
    expect(settingValue(settings, key)).toBe(expected)
  })

  const schema = z.array(z.object({ alias: z.string(), url: z.string() }))
  it.each([
    ['[{"alias":"a","url":"/a"}]', [{ alias: 'a', url: '/a' }], []],
    ['', [], []],
    ['   ', [], []],
    [undefined, [], []],
    ['[{"alias":', [], ['Invalid JSON in predefined_links']],
    ['{"alias":"a"}', [], ['Invalid Object in predefined_links']],
    ['[{"alias":1,"url":"/a"}]', [], ['Invalid Object in predefined_links']],
    ['null', [], ['Invalid Object in predefined_links']],
  ])('readJson %s', (raw, expected, warnings) => {
    const messages: string[] = []
    const settings: Record<string, string> = raw === undefined ? {} : { predefined_links: raw }
    expect(readJson(settings, 'predefined_links', schema, [], (m) => messages.push(m))).toEqual(expected)
    expect(messages).toEqual(warnings)
  })

  it.each([
    ['true', true],
    ['false', false],
    [' true ', true],
    ['TRUE', false],
    ['1', false],
    [undefined, false],
  ])('readFlag(%s) = %s', (raw, expected) => {
    expect(readFlag(raw === undefined ? {} : { f: raw }, 'f')).toBe(expected)
  })

  it.each([
    ['24735', 24735],
    ['  12 ', 12],
    ['-1', 7],
    ['1e3', 7],
    ['abc', 7],
    ['', 7],
    ['9'.repeat(40), 7],
  ])('readInt(%s) = %s', (raw, expected) => {
    expect(readInt({ n: raw }, 'n', 7)).toBe(expected)
  })
})
