import { useLayoutEffect, useRef, useState } from 'react'
import { shown } from './BasicFields.tsx'
import { FieldShell } from './FieldShell.tsx'
import type { FieldEditorProps } from './types.ts'
import styles from './Fields.module.css'

/** An editor left with nothing but a line break holds no text. */
export const normalizeEditorHtml = (html: string) => (/^(<br\s*\/?>|<p>(<br\s*\/?>)?<\/p>|\s)*$/i.test(html) ? '' : html)

// NOTE: execCommand is deprecated but every browser still runs it; the server sanitises the HTML
// on save (ARCHITECTURE.md), so what the toolbar makes is only ever a suggestion (ADR 022).
const commands = [
  { label: 'Bold', command: 'bold' },
  { label: 'Italic', command: 'italic' },
  { label: 'Bulleted list', command: 'insertUnorderedList' },
  { label: 'Numbered list', command: 'insertOrderedList' },
] as const

/**
 * Rdx::Core::Fields::Markdown (language html): rich text kept as an HTML string, the shape block
 * renderers draw. A contentEditable area with a small toolbar, and the HTML source to edit by hand.
 */
export function MarkdownField(props: FieldEditorProps<string>) {
  const { definition, id, name, onChange, readOnly } = props
  const value = shown(props) ?? ''
  const [source, setSource] = useState(false)
  const area = useRef<HTMLDivElement>(null)

  // The area is uncontrolled while typing (the caret stays put); a value from elsewhere replaces its HTML.
  useLayoutEffect(() => {
    const element = area.current
    if (element && normalizeEditorHtml(element.innerHTML) !== value) element.innerHTML = value
  }, [value, source])

  const emit = (html: string) => {
    onChange(normalizeEditorHtml(html))
  }
  const run = (command: string) => {
    area.current?.focus()
    if (command === 'createLink') {
      const url = window.prompt('Link address (https://… or /path)')
      if (!url) return
      document.execCommand('createLink', false, url)
    } else {
      document.execCommand(command)
    }
    if (area.current) emit(area.current.innerHTML)
  }

  return (
    <FieldShell definition={definition} id={id} name={name}>
      {(a11y) => (
        <div className={styles.stack}>
          <div className={styles.toolbar} role="toolbar" aria-label={`${definition.label}: formatting`}>
            {commands.map((c) => (
              <button
                key={c.command}
                type="button"
                className={styles.button}
                disabled={readOnly || source}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(c.command)}
              >
                {c.label}
              </button>
            ))}
            <button
              type="button"
              className={styles.button}
              disabled={readOnly || source}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run('createLink')}
            >
              Link
            </button>
            <button type="button" className={styles.button} aria-pressed={source} onClick={() => setSource(!source)}>
              HTML source
            </button>
          </div>
          {source ? (
            <textarea
              {...a11y}
              className={styles.textarea}
              value={value}
              readOnly={readOnly}
              rows={8}
              onChange={(e) => emit(e.target.value)}
            />
          ) : (
            <div
              ref={area}
              {...a11y}
              className={styles.editor}
              role="textbox"
              aria-multiline="true"
              aria-labelledby={`${id}-label`}
              contentEditable={!readOnly}
              suppressContentEditableWarning
              data-placeholder={definition.attrs.placeholder}
              onInput={(e) => emit(e.currentTarget.innerHTML)}
            />
          )}
        </div>
      )}
    </FieldShell>
  )
}
