import { useMemo } from 'react'
import CodeMirror, { Decoration, EditorView, type Extension } from '@uiw/react-codemirror'
import { json } from '@codemirror/lang-json'
import type { SettingValueFieldProps } from './SettingValueField.tsx'
import styles from './SettingValueField.module.css'

/** CodeMirror with line numbers; each problem's line is marked and its place underlined. */
export default function JsonEditor({ labelId, value, onChange, describedBy, invalid, marks }: SettingValueFieldProps) {
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
