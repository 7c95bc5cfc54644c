import type { FormBlockData } from '../BlockForm.tsx'
import { ExpandedEntryForm } from '../expanded-entry-form/ExpandedEntryForm.tsx'
import type { ExpandedEntryFormTab } from '../expanded-entry-form/template.ts'
import type { BlockContext } from '../template.ts'
import type { ExpandedEntryFormMenaFields } from './template.ts'

/** spec 2 §3.10 Expanded Entry Form (MENA): on phones the row shows top_tabs_limit tabs. */
export default function ExpandedEntryFormMena({
  fields,
  ...props
}: {
  fields: ExpandedEntryFormMenaFields
  groups: ExpandedEntryFormTab[]
  context: BlockContext
  data?: FormBlockData
}) {
  return <ExpandedEntryForm fields={fields} topTabsLimit={fields.top_tabs_limit} {...props} />
}
