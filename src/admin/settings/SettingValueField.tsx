import { useMemo } from 'react'
import CodeMirror, { Decoration, EditorView, type Extension } from '@uiw/react-codemirror'
import { json } from '@codemirror/lang-json'
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
      return <JsonEditor {...props} />
    case 'text':
      return kind.format ? (
        <input {...a11y} className={styles.short} spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <textarea
          {...a11y}
          value={value}
          rows={Math.min(10, Math.max(2, value.split('\n').length))}
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }
}

/** CodeMirror with line numbers; each problem's line is marked and its place underlined. */
function JsonEditor({ labelId, value, onChange, describedBy, invalid, marks }: SettingValueFieldProps) {
  const problems = useMemo((): Extension => {
    // Marks belong to the text they were found in; one past its end is left out.
    const ranges = marks
      .filter((m) => m.from <= value.length)
      .flatMap((m) => {
        const line = problemLine.range(value.lastIndexOf('\n', m.from - 1) + 1)
        const to = Math.min(value.length, Math.max(m.to, m.from + 1))
        return to > m.from ? [line, problemText.range(m.from, to)] : [line]
      })
    return EditorView.decorations.of(Decoration.set(ranges, true))
  }, [marks, value])
  return (
    <div className={styles.code} data-invalid={invalid ? '' : undefined}>
      <CodeMirror
        value={value}
        onChange={onChange}
        basicSetup={{ foldGutter: false }}
        extensions={[
          json(),
          EditorView.lineWrapping,
          problems,
          EditorView.contentAttributes.of({
            'aria-labelledby': labelId,
            'aria-describedby': describedBy,
            'aria-invalid': invalid ? 'true' : 'false',
          }),
        ]}
        indentWithTab={false}
        minHeight="8rem"
        maxHeight="28rem"
      />
    </div>
  )
}

const problemLine = Decoration.line({ class: 'fc-json-problem-line' })
const problemText = Decoration.mark({ class: 'fc-json-problem' })
