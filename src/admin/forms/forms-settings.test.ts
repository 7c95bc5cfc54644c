import { describe, expect, it } from 'vitest'
import { isKnownSettingKey, settingDefaults } from '~/settings/keys.ts'
import { FORMS_SETTINGS } from './forms-settings.ts'

describe('the forms settings screen lists registered keys', () => {
  it.each(FORMS_SETTINGS.map((s) => s.key))('%s is in the key registry, with its default there', (key) => {
    expect(isKnownSettingKey(key)).toBe(true)
    expect(settingDefaults[key]).toBeTypeOf('string')
  })
})
