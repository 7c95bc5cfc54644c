import { messageOverridesProblem } from '~/i18n/overrides.server.ts'
import { MESSAGE_OVERRIDES_KEY } from './market-language.ts'
import { settingValueProblem } from './validate.ts'

/**
 * Why a value cannot be stored under a key, or null: the rule of the key's kind (validate.ts)
 * and, for the market's own wording (i18n.messages, ADR 119), each message id and text against
 * the catalogue. The one check of every write of a setting's value: the admin API and the site
 * bundle's import (ADR 003) call it, so a value one refuses the other does not store. Keys the
 * product does not read take any text.
 * @example storedSettingProblem('general.login_required', 'yes')
 *   // → 'general.login_required must be true or false, not "yes"'
 */
export function storedSettingProblem(key: string, value: string): string | null {
  const problem = settingValueProblem(key, value)
  if (problem) return problem
  // Past settingValueProblem the text is blank or JSON of the overrides' shape.
  if (key === MESSAGE_OVERRIDES_KEY && value.trim()) return messageOverridesProblem(JSON.parse(value) as Record<string, string>)
  return null
}
