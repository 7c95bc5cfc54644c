import { z } from 'zod'
import { readJson, settingValue, type SettingMap, type Warn } from './settings.ts'
import type { MarketLanguage } from '~/i18n/catalogue.server.ts'

/** The market's own wording: message id → ICU text (setting i18n.messages, ADR 118). */
export const MESSAGE_OVERRIDES_KEY = 'i18n.messages'

const overridesSchema = z.record(z.string(), z.string())

/**
 * A market's language and overrides from its settings (general.language, i18n.messages). The
 * overrides were checked when saved (validate.ts); one that is unreadable now is left out with
 * the settings' usual warning.
 */
export function marketLanguage(settings: SettingMap, warn: Warn = () => {}): MarketLanguage {
  return {
    language: settingValue(settings, 'general.language'),
    overrides: readJson(settings, MESSAGE_OVERRIDES_KEY, overridesSchema, {}, warn),
  }
}
