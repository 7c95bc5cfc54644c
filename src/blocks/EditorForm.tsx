import { useEffect, useState, type ReactNode } from 'react'
import type { PublicForm, PublicFormAnswer } from '~/forms/public-form.ts'
import styles from './BlockForm.module.css'

/*
 * The editor's side of a form block (BlockForm): only editors see these notes, and the editor is
 * an English tool (ADR 091), so their texts are not in the message catalogue.
 */

/** A chosen form the market does not have. */
export function UnknownFormNote({ formId }: { formId: string }) {
  return <p className={styles.note}>Form {formId || '(none)'} is not one of this market's forms.</p>
}

/**
 * The editor's view of the chosen form (read in the browser: the editor has no server-side block
 * data). The reader and its schemas load only here, so that a form's published page does not
 * load zod for them.
 */
export function EditorForm({ formId, render }: { formId: string; render: (form: PublicForm) => ReactNode }) {
  const [answer, setAnswer] = useState<{ formId: string; result: PublicFormAnswer } | null>(null)
  useEffect(() => {
    let live = true
    if (formId)
      void import('~/forms/public-form.ts')
        .then(({ fetchPublicForm }) => fetchPublicForm(formId))
        .then((result) => live && setAnswer({ formId, result }))
    return () => {
      live = false
    }
  }, [formId])
  if (!formId) return <p className={styles.note}>Choose a form.</p>
  if (answer?.formId !== formId) return <p className={styles.note}>Loading form {formId}…</p>
  if (!answer.result.ok) return <UnknownFormNote formId={formId} />
  return render(answer.result.form)
}
