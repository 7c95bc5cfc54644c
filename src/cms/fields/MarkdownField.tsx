import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { shown } from './BasicFields.tsx'
import { FieldShell } from './FieldShell.tsx'
import { droppedMarkup, isInlineHtml, isTitleField, normalizeEditorHtml, richTextExtensions, titleExtensions } from './rich-text.ts'
import type { FieldEditorProps } from './types.ts'
import { isAllowedLinkUrl, LINK_URL_HINT } from '~/ui/link-value.ts'
import styles from './Fields.module.css'

export { normalizeEditorHtml }

/** The editor's HTML as the field stores it: '' when empty, and without the `<p>` of a lone paragraph for an inline value. */
function htmlOf(editor: Editor, inline: boolean): string {
  const html = editor.getHTML()
  const { doc } = editor.state
  if (inline && doc.childCount === 1 && doc.firstChild?.type.name === 'paragraph') {
    return normalizeEditorHtml(html.replace(/^<p>([\s\S]*)<\/p>$/, '$1'))
  }
  return normalizeEditorHtml(html)
}

/** How many sent values may wait for their echo: more than the keys typed between two renders. */
const MAX_PENDING = 50

const commands = [
  { label: 'Bold', mark: 'bold', run: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  { label: 'Italic', mark: 'italic', run: (editor: Editor) => editor.chain().focus().toggleItalic().run() },
  { label: 'Bulleted list', mark: 'bulletList', run: (editor: Editor) => editor.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', mark: 'orderedList', run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run() },
] as const

/**
 * Rdx::Core::Fields::Markdown (language html): rich text kept as an HTML string, the shape block
 * renderers draw. A TipTap editor limited to what the server's sanitiser keeps, with a toolbar
 * (bold, italic, lists, link) and the HTML source to edit by hand (ADR 035). A value holding
 * markup the editor would drop (a table, classes) opens in the source and says what would go.
 */
export function MarkdownField(props: FieldEditorProps<string>) {
  const { definition, id, name, onChange, readOnly, options } = props
  const value = shown(props) ?? ''
  const dropped = useMemo(() => (typeof DOMParser === 'undefined' ? [] : droppedMarkup(value)), [value])
  const [source, setSource] = useState(() => dropped.length > 0)
  // A new value with markup the editor would drop (never the editor's own) is shown in the source.
  const [previous, setPrevious] = useState(value)
  if (value !== previous) {
    setPrevious(value)
    if (dropped.length > 0) setSource(true)
  }
  const [link, setLink] = useState<{ url: string; error?: string } | null>(null)
  // A title-like value (text without paragraphs) stays without a <p> while it is one paragraph.
  const inline = useRef(typeof DOMParser === 'undefined' || isInlineHtml(value))
  // The HTML this editor sent that Puck has not handed back yet, oldest first. Puck hands each back
  // as the value, late while someone types fast: an echo of an older one must not put back the
  // text it held (dropping the keys typed since) nor move the caret.
  const emitted = useRef<string[]>([])
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  })

  const [initial] = useState(value)
  const title = isTitleField(definition.symbol)
  const editor = useEditor({
    extensions: title ? titleExtensions : richTextExtensions,
    content: initial,
    editable: !readOnly,
    // The editor app renders on the client only (ADR 026); TipTap must not render during SSR.
    immediatelyRender: false,
    onUpdate: ({ editor }) => {
      const html = htmlOf(editor, inline.current)
      emitted.current = [...emitted.current.slice(-(MAX_PENDING - 1)), html]
      changed.current(html)
    },
  })

  const droppedId = `${id}-dropped`
  const dir = options.dir ?? 'auto'
  const placeholder = definition.attrs.placeholder

  const active = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor?.isActive('bold') ?? false,
      italic: editor?.isActive('italic') ?? false,
      bulletList: editor?.isActive('bulletList') ?? false,
      orderedList: editor?.isActive('orderedList') ?? false,
      link: editor?.isActive('link') ?? false,
    }),
  })

  useEffect(() => {
    editor?.setEditable(!readOnly, false)
  }, [editor, readOnly])

  // A value from elsewhere (Puck's undo, a restored version, the source view) replaces the content.
  useEffect(() => {
    if (!editor || source) return
    const echo = emitted.current.indexOf(value)
    if (echo !== -1) {
      emitted.current = emitted.current.slice(echo + 1)
      return
    }
    if (value === htmlOf(editor, inline.current)) return
    inline.current = isInlineHtml(value)
    emitted.current = []
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value, source])

  const openLink = () => {
    if (!editor) return
    setLink({ url: (editor.getAttributes('link').href as string | undefined) ?? '' })
  }
  const closeLink = () => {
    setLink(null)
    editor?.commands.focus()
  }
  const applyLink = () => {
    if (!editor || !link) return
    const url = link.url.trim()
    if (!url) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
      setLink(null)
      return
    }
    if (!isAllowedLinkUrl(url)) {
      setLink({ url: link.url, error: LINK_URL_HINT })
      return
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run()
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run()
    }
    setLink(null)
  }
  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run()
    setLink(null)
  }

  const disabled = readOnly || source || !editor
  return (
    <FieldShell definition={definition} id={id} name={name}>
      {(a11y) => {
        const describedBy = [a11y['aria-describedby'], dropped.length > 0 ? droppedId : null].filter(Boolean).join(' ') || undefined
        return (
          <div className={styles.stack}>
            <div className={styles.toolbar} role="toolbar" aria-label={`${definition.label}: formatting`}>
              {commands
                .filter((c) => !title || !c.mark.endsWith('List'))
                .map((c) => (
                  <button
                    key={c.label}
                    type="button"
                    className={styles.button}
                    disabled={disabled}
                    aria-pressed={active?.[c.mark] ?? false}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => editor && c.run(editor)}
                  >
                    {c.label}
                  </button>
                ))}
              <button
                type="button"
                className={styles.button}
                disabled={disabled}
                aria-pressed={active?.link ?? false}
                aria-expanded={link !== null}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => (link ? closeLink() : openLink())}
              >
                Link
              </button>
              <button
                type="button"
                className={styles.button}
                aria-pressed={source}
                onClick={() => {
                  setLink(null)
                  setSource(!source)
                }}
              >
                HTML source
              </button>
            </div>
            {link && !disabled && (
              <div className={styles.row} role="group" aria-label={`${definition.label}: link`}>
                <label className={styles.sub}>
                  <span className={styles.subLabel}>Link address</span>
                  <input
                    className={styles.input}
                    type="text"
                    inputMode="url"
                    autoFocus
                    value={link.url}
                    placeholder="https://… /path #anchor mailto:…"
                    aria-invalid={link.error ? true : undefined}
                    aria-describedby={link.error ? `${id}-link-error` : undefined}
                    onChange={(e) => setLink({ url: e.target.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault()
                        applyLink()
                      } else if (e.key === 'Escape') {
                        e.preventDefault()
                        closeLink()
                      }
                    }}
                  />
                </label>
                <button type="button" className={styles.button} onClick={applyLink}>
                  Apply
                </button>
                {active?.link && (
                  <button type="button" className={styles.button} onClick={removeLink}>
                    Remove link
                  </button>
                )}
                <button type="button" className={styles.button} onClick={closeLink}>
                  Cancel
                </button>
                {link.error && (
                  <p id={`${id}-link-error`} className={styles.error} role="alert">
                    {link.error}
                  </p>
                )}
              </div>
            )}
            {dropped.length > 0 && (
              <p id={droppedId} className={styles.tooltip}>
                Editing as rich text would remove {dropped.join(', ')}: edit the HTML source to keep it.
              </p>
            )}
            {source ? (
              <textarea
                {...a11y}
                aria-describedby={describedBy}
                className={styles.textarea}
                value={value}
                readOnly={readOnly}
                rows={8}
                onChange={(e) => onChange(normalizeEditorHtml(e.target.value))}
              />
            ) : (
              <RichTextArea
                editor={editor}
                attributes={{
                  id: a11y.id,
                  'aria-labelledby': `${id}-label`,
                  'aria-describedby': describedBy,
                  'aria-invalid': a11y['aria-invalid'] ? 'true' : undefined,
                  'aria-multiline': 'true',
                  'aria-readonly': readOnly ? 'true' : undefined,
                  dir,
                  'data-placeholder': placeholder,
                  class: styles.editor,
                }}
              />
            )}
          </div>
        )
      }}
    </FieldShell>
  )
}

/**
 * The editable area. Its attributes (id, label, description, direction) sit on TipTap's own
 * contenteditable element, so the label names the element a user types into.
 */
function RichTextArea({ editor, attributes }: { editor: Editor | null; attributes: Record<string, string | undefined> }) {
  const key = JSON.stringify(attributes)
  useEffect(() => {
    if (!editor) return
    const fixed = Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined))
    editor.setOptions({
      editorProps: {
        attributes: ({ doc }) =>
          doc.childCount === 1 && doc.firstChild?.type.name === 'paragraph' && doc.firstChild.content.size === 0
            ? { ...fixed, 'data-empty': '' }
            : fixed,
      },
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, key])
  // Until TipTap has made its editor (an effect after the first render), an empty frame holds the place.
  return editor ? <EditorContent editor={editor} /> : <div className={attributes.class} aria-hidden="true" />
}
