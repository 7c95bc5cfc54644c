import { describe, expect, it } from 'vitest'
import { jsonSettingKeys, readSetting, settingDefaults } from './keys.ts'

describe('setting keys and their typed readers', () => {
  it.each([
    ['meta.title_divider', '|'],
    ['general.language', 'en_GB'],
    ['media.default_image_id', '24735'],
    ['currency_exchange.response_key', 'data'],
    ['currency_exchange.start_date_key', 'startdate'],
    ['general.login_required', 'false'],
    ['search.popup.enabled', 'false'],
  ])('built-in default of %s is %s (spec 1 §3, §9)', (key, value) => {
    expect(settingDefaults[key]).toBe(value)
  })

  it('knows which settings hold JSON', () => {
    expect([...jsonSettingKeys]).toEqual(
      expect.arrayContaining(['meta', 'navigation.logo_settings', 'footer.columns', 'error_page.not_found']),
    )
    expect(jsonSettingKeys.has('general.site_name')).toBe(false)
  })

  it.each([
    ['footer.columns', '[{"type":"links"}]', [{ type: 'links' }], []],
    ['footer.columns', '[{', null, ['Invalid JSON in footer.columns']],
    ['error_page.not_found', '{"heading":5}', {}, ['Invalid Object in error_page.not_found']],
    ['predefined_links', '[{"alias":"a","url":"/a"}]', [{ alias: 'a', url: '/a' }], []],
    ['navigation.disabled_on_pages', '"/offers"', [], ['Invalid Object in navigation.disabled_on_pages']],
    ['media.default_image_id', 'abc', 24735, []],
    ['general.login_required', 'true', true, []],
  ] as const)('readSetting(%s = %s)', (key, raw, expected, warnings) => {
    const messages: string[] = []
    expect(readSetting({ ...settingDefaults, [key]: raw }, key, (m) => messages.push(m))).toEqual(expected)
    expect(messages).toEqual(warnings)
  })
})
