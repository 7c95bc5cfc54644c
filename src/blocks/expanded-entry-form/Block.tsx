import type { FormBlockData } from '../BlockForm.tsx'
import type { BlockContext } from '../template.ts'
import { ExpandedEntryForm as ExpandedEntryFormView } from './ExpandedEntryForm.tsx'
import type { ExpandedEntryFormFields, ExpandedEntryFormTab } from './template.ts'

/** spec 2 §3.10 Expanded Entry Form (general): every tab in the row, on phones too. */
export default function ExpandedEntryForm(props: {
  fields: ExpandedEntryFormFields
  groups: ExpandedEntryFormTab[]
  context: BlockContext
  data?: FormBlockData
}) {
  return <ExpandedEntryFormView {...props} topTabsLimit={null} />
}
