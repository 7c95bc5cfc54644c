import { json } from '@codemirror/lang-json'
import CodeMirror from '@uiw/react-codemirror'
import { use, useEffect, useState } from 'react'
import { shown } from './BasicFields.tsx'
import { FieldShell } from './FieldShell.tsx'
import { jsonText, parseJsonInput } from './json.ts'
import type { FieldEditorProps } from './types.ts'
import { UnparsedInputsContext } from './unparsed-inputs.ts'
import styles from './Fields.module.css'

const extensions = [json()]

/**
 * Rdx::Core::Fields::Json (and Markdown with attrs.language 'json'): a code editor. Text that is
 * not JSON shows its error at the field and is not passed on: the block keeps its last valid value,
 * and the editor does not save while the field holds such text (UnparsedInputsContext).
 */
export function JsonField(props: FieldEditorProps<unknown>) {
  const { definition, id, name, onChange, readOnly } = props
  const value = shown(props)
  // The text is the editor's own while it is invalid; a value changed elsewhere (undo) replaces it.
  const [edit, setEdit] = useState(() => ({ text: jsonText(value), value, error: null as string | null }))
  const current = jsonText(edit.value) === jsonText(value) ? edit : { text: jsonText(value), value, error: null }
  const unparsed = use(UnparsedInputsContext)
  const problem = current.error && `${definition.label}: ${current.error}`
  useEffect(() => {
    unparsed?.report(id, problem)
    return () => unparsed?.report(id, null)
  }, [unparsed, id, problem])
  const change = (text: string) => {
    const parsed = parseJsonInput(text, definition.value)
    if (!parsed.ok) return setEdit({ text, value, error: parsed.message })
    setEdit({ text, value: parsed.value, error: null })
    onChange(parsed.value)
  }
  return (
    <FieldShell definition={definition} id={id} name={name}>
      {(a11y) => (
        <>
          <div className={styles.code} data-invalid={current.error ? '' : undefined}>
            <CodeMirror
              value={current.text}
              extensions={extensions}
              editable={!readOnly}
              basicSetup={{ foldGutter: false }}
              placeholder={definition.attrs.placeholder}
              minHeight="6rem"
              maxHeight="20rem"
              onChange={change}
              onCreateEditor={(view) => {
                // CodeMirror's editable element is not labelable: it is named by the label's id.
                view.contentDOM.id = a11y.id
                view.contentDOM.setAttribute('aria-labelledby', `${a11y.id}-label`)
                if (a11y['aria-describedby']) view.contentDOM.setAttribute('aria-describedby', a11y['aria-describedby'])
              }}
            />
          </div>
          {current.error && (
            <p className={styles.error} role="alert" id={`${a11y.id}-json-error`}>
              {current.error}
            </p>
          )}
        </>
      )}
    </FieldShell>
  )
}
