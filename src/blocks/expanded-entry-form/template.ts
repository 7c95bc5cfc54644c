import { withCheckedFormMaps } from '../form-fields.ts'
import type { FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { expandedEntryFormFields, expandedEntryFormTabFields, MAX_TABS } from './fields.ts'

export type ExpandedEntryFormFields = FieldValues<typeof expandedEntryFormFields>
export type ExpandedEntryFormTab = FieldValues<typeof expandedEntryFormTabFields>

const definition = defineTemplate({
  key: 'expanded-entry-form',
  name: 'Expanded Entry Form',
  description:
    'Tabs (sales, service, parts …) each with an image and a text above one form; the lead says which tab the visitor chose. With a text and disclaimers around the form.',
  short_description: 'Form under tabs',
  group: 'Other',
  list_priority: 102,
  max_field_groups: MAX_TABS,
  fields: expandedEntryFormFields,
  field_groups_template: expandedEntryFormTabFields,
})

/** spec 2 §3.10 Expanded Entry Form (general version). */
export const expandedEntryForm: BlockTemplate<ExpandedEntryFormFields, ExpandedEntryFormTab> = {
  ...definition,
  schema: withCheckedFormMaps(definition.schema),
}
