import { expandedEntryFormFields, expandedEntryFormTabFields, MAX_TABS } from '../expanded-entry-form/fields.ts'
import { withCheckedFormMaps } from '../form-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'

const fields = [
  ...expandedEntryFormFields,
  field.number('top_tabs_limit', 'Top tabs on phones', null, {
    min: 1,
    max: MAX_TABS,
    integer: true,
    tooltip: "How many tabs the row shows on phones; the others are under 'More'. Empty: all.",
  }),
] as const
export type ExpandedEntryFormMenaFields = FieldValues<typeof fields>

const definition = defineTemplate({
  key: 'expanded-entry-form-mena',
  name: 'Expanded Entry Form (Mena)',
  description:
    "The Expanded Entry Form for the Middle East markets: tabs over one form, and on phones only the first tabs in the row, the others under 'More'.",
  short_description: 'Form under tabs, fewer tabs on phones',
  group: 'Mena',
  list_priority: 123,
  max_field_groups: MAX_TABS,
  fields,
  field_groups_template: expandedEntryFormTabFields,
})

/** spec 2 §3.10 Expanded Entry Form (MENA version): the general one plus top_tabs_limit (phones only). */
export const expandedEntryFormMena: BlockTemplate<ExpandedEntryFormMenaFields, FieldValues<typeof expandedEntryFormTabFields>> = {
  ...definition,
  schema: withCheckedFormMaps(definition.schema),
}
