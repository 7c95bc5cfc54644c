import { lazy, Suspense } from 'react'
import { useIsClient } from '~/ui/use-is-client.ts'
import type { SettingKind } from '~/settings/keys.ts'
import type { SettingMark } from '~/settings/validate.ts'
import styles from './SettingValueField.module.css'

/** JSON is edited pretty-printed (footer.columns was one line of minified JSON). */
export function editableText(kind: SettingKind, value: string): string {
  if (kind.kind === 'flag') return value.trim() === 'true' ? 'true' : 'false'
  if (kind.kind !== 'json' || value.trim() === '') return value
  try {
    return JSON.stringify(JSON.parse(value), null, 2)
  } catch {
    return value
  }
}

export interface SettingValueFieldProps {
  kind: SettingKind
  /** The control's id; a JSON editor is named by `labelId` instead (CodeMirror's area is not labelable). */
  id: string
  labelId: string
  value: string
  onChange: (value: string) => void
  describedBy: string
  invalid: boolean
  /** Where a JSON value's problems are: their lines are marked. */
  marks: readonly SettingMark[]
}

/**
 * The control a setting's kind implies: a switch for a flag, a number, a list of
 * choices, a URL, a JSON editor with its problems marked at their lines, or text.
 */
export function SettingValueField(props: SettingValueFieldProps) {
  const { kind, id, value, onChange, describedBy, invalid } = props
  const a11y = { id, 'aria-describedby': describedBy, 'aria-invalid': invalid ? true : undefined }
  switch (kind.kind) {
    case 'flag':
      return (
        <span className={styles.switchRow}>
          <input
            {...a11y}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={value === 'true'}
            onChange={(e) => onChange(e.target.checked ? 'true' : 'false')}
          />
          {/* The switch says on or off itself; this is for the eye. */}
          <span aria-hidden="true">{value === 'true' ? 'On (true)' : 'Off (false)'}</span>
        </span>
      )
    case 'integer':
      return (
        <input
          {...a11y}
          type="number"
          inputMode="numeric"
          min={kind.min}
          step={1}
          className={styles.short}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'choice':
      return (
        <select {...a11y} className={styles.short} value={value} onChange={(e) => onChange(e.target.value)}>
          {/* A stored value outside the options shows as it is, to be replaced. */}
          {!kind.options.includes(value) && <option value={value}>{value === '' ? '(empty)' : value} (not one of the choices)</option>}
          {kind.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )
    case 'url':
      return (
        <input
          {...a11y}
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'json':
      return <JsonEditorInTheBrowser {...props} />
    case 'text':
      return kind.format ? (
        <input {...a11y} className={styles.short} spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <textarea
          {...a11y}
          // A text in the market's script (Arabic, Hebrew) reads in its own direction, punctuation in place.
          dir="auto"
          value={value}
          rows={Math.min(10, Math.max(2, value.split('\n').length))}
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }
}

/**
 * CodeMirror (with its JSON language; ~4 MB of the server's memory, imported) is loaded
 * by the browser when a JSON setting shows, never by the server: the server's render and the
 * first moment in the browser show the value as text, in the editor's frame (busy: not yet a field).
 */
const JsonEditor = lazy(() => import('./JsonEditor.tsx'))

function JsonEditorInTheBrowser(props: SettingValueFieldProps) {
  const loading = (
    <div className={styles.code} data-invalid={props.invalid ? '' : undefined} aria-busy="true">
      <pre className={styles.loading}>{props.value}</pre>
    </div>
  )
  return useIsClient() ? (
    <Suspense fallback={loading}>
      <JsonEditor {...props} />
    </Suspense>
  ) : (
    loading
  )
}
