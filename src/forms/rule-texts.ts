import type { UiTexts } from '~/i18n/ui-texts.ts'
import { format } from '~/i18n/messages.ts'
import type { FieldError, RuleCode } from './rules.ts'

const KEYS = {
  required: 'ruleRequired',
  min: 'ruleMin',
  size: 'ruleSize',
  max: 'ruleMax',
  email: 'ruleEmail',
  phone: 'rulePhone',
  option: 'ruleOption',
  choices: 'ruleChoices',
  date: 'ruleDate',
  type: 'ruleType',
} as const satisfies Record<RuleCode, keyof UiTexts>

/** A broken rule's message at its field, in the market's language (the API answers them in English). */
export const ruleText = (error: FieldError, ui: UiTexts): string => format(ui[KEYS[error.code]], { n: error.limit ?? '' })
