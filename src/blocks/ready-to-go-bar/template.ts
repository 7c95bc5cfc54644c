import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** spec 2 §9: at most 5 groups, only the first 4 shown (groups.ts). */
export const MAX_GROUPS = 5

const fields = [
  commonFields.blockScrollId,
  field.bool('fabDisabled', 'Hide the floating button', false, {
    tooltip: "On this page the site's floating button is not shown.",
  }),
  field.string('mobile_button_label', 'Button label on phones', 'Ready to go', { max: 40 }),
  field.bool('hide_block', 'Hide the bar', false, {
    tooltip: 'The bar is not shown; its items still replace the floating button’s on this page.',
  }),
] as const
export type ReadyToGoBarFields = FieldValues<typeof fields>

const groupFields = [
  field.icon('icon', 'Icon'),
  field.link('link', 'Link'),
  field.string('content', 'Content', '', { max: 80 }),
  field.bool('isUsedAsButton', 'Show as a button'),
  field.bool('use_dc_fallback', 'Use the fallback when dynamic content hides the link'),
  field.icon('fallback_icon', 'Fallback icon'),
  field.link('fallback_link', 'Fallback link'),
  field.string('fallback_content', 'Fallback content', '', { max: 80 }),
] as const
export type ReadyToGoBarGroup = FieldValues<typeof groupFields>

/**
 * spec 2 §3.10 Ready To Go Bar: quick actions (configure, test drive, offers …) in a bar fixed to
 * the foot of the window; on the page it replaces the floating button's items (spec 1 §4).
 */
export const readyToGoBar = defineTemplate({
  key: 'ready-to-go-bar',
  name: 'Ready To Go Bar',
  description:
    "Up to four quick actions (configure, test drive, offers …) in a bar at the foot of the window, a single button on phones. On its page they replace the floating button's items.",
  short_description: 'Quick actions bar',
  group: 'Specials',
  list_priority: 110,
  max_field_groups: MAX_GROUPS,
  fields,
  field_groups_template: groupFields,
})
