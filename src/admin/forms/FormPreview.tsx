import { useMemo, useState } from 'react'
import { formDefinitionSchema, type FormDefinition } from '~/forms/definition.ts'
import { FormRenderer } from '~/forms/FormRenderer.tsx'
import type { FormLocation } from '~/forms/lead-values.ts'
import ui from '~/ui/forms.module.css'
import { fromDraft, type Draft } from './field-list.ts'
import styles from './forms-admin.module.css'

/**
 * The builder's live preview: the public renderer itself in its preview mode, so
 * what the admin sees is what a visitor gets, rules and conditions included. While the draft has a
 * problem the last valid state stays shown, and says so.
 */
export function FormPreview({ draft, locations }: { draft: Draft; locations: readonly FormLocation[] }) {
  const parsed = useMemo(() => formDefinitionSchema.safeParse(fromDraft(draft)), [draft])
  const [lastValid, setLastValid] = useState<FormDefinition | null>(parsed.data ?? null)
  if (parsed.success && parsed.data !== lastValid) setLastValid(parsed.data)
  const definition = parsed.success ? parsed.data : lastValid
  // A changed definition starts the preview afresh: values typed into a field that changed type would mislead.
  const key = useMemo(() => JSON.stringify(definition), [definition])
  return (
    <div className={styles.previewFrame}>
      {!parsed.success && (
        <p className={ui.hint} role="note">
          {definition
            ? 'Showing the last version without problems: fix the problems to see your changes.'
            : 'Fix the problems to see the form.'}
        </p>
      )}
      {definition && <FormRenderer key={key} form={{ id: 'preview', version: 0, definition }} locations={locations} preview />}
    </div>
  )
}
