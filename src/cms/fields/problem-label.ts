import type { BlockTemplate } from '~/blocks/template.ts'
import { GROUPS_PROP } from '../puck-data.ts'
import { pageFieldLabel } from './page-fields.ts'

/**
 * The field an error is about, as the editor names it in the field panel: a field's label, an
 * item's number and its field's label ('Item 1 › Slide duration (ms), this slide only'), or a page
 * property's label — not its key ('groups[0].slide_duration_limit'). An unknown key stays as it is.
 *
 * @example problemLabel(heroCarousel, 'groups[0].slide_duration_limit') // 'Item 1 › Slide duration (ms), this slide only'
 */
export function problemLabel(template: BlockTemplate | null, key: string): string {
  if (!template) return pageFieldLabel(key) ?? key
  const item = new RegExp(`^${GROUPS_PROP}\\[(\\d+)\\]\\.?(.*)$`).exec(key)
  if (item) {
    const label = template.field_groups_template.find((f) => f.symbol === item[2])?.label
    return `Item ${Number(item[1]) + 1}${label ? ` › ${label}` : ''}`
  }
  if (key === GROUPS_PROP) return 'Items'
  return template.fields.find((f) => f.symbol === key)?.label ?? key
}
