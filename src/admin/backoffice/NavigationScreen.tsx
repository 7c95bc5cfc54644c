import { createContext, useContext, useId, useRef, useState } from 'react'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { TextField } from '~/admin/TextField.tsx'
import { useAction } from '~/admin/use-action.ts'
import type { FieldNames } from '~/admin/problem-text.ts'
import { MAX_NAV_DEPTH, type NavTreeEntry, type NavVersion } from '~/navigation/nav-tree.ts'
import forms from '~/ui/forms.module.css'
import styles from './backoffice.module.css'
import { FormActions } from '~/admin/FormActions.tsx'

const API = '/api/admin/nav-entries'

export interface NavigationScreenProps {
  trees: Record<`v${NavVersion}`, NavTreeEntry[]>
  v2Enabled: boolean
  /** The market's base path ('' or '/ar'): its site paths start with it. */
  basePath: string
}

/** The market's base path, for the link's hint in every entry form. */
const MarketBase = createContext('')

/** The header navigation entries, v1 (classic) and v2 (spec 1 §2 Header navigation, §7). */
export function NavigationScreen({ trees, v2Enabled, basePath }: NavigationScreenProps) {
  return (
    <MarketBase value={basePath}>
      <PageHeader title="Navigation">
        The header shows{' '}
        {v2Enabled
          ? 'the v2 navigation (setting navigation.v2_enabled is on)'
          : 'the classic v1 navigation (turn on navigation.v2_enabled for v2)'}
        . Changes show on the site at once.
      </PageHeader>
      <div className={styles.trees}>
        <NavTree version={1} title="Navigation v1 (classic)" entries={trees.v1} />
        <NavTree version={2} title="Navigation v2" entries={trees.v2} />
      </div>
    </MarketBase>
  )
}

function countBelow(entry: NavTreeEntry): number {
  return entry.children.reduce((n, child) => n + 1 + countBelow(child), 0)
}

function NavTree({ version, title, entries }: { version: NavVersion; title: string; entries: NavTreeEntry[] }) {
  const heading = useId()
  const write = useAction()
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{title}</h2>
      {entries.length === 0 ? (
        <EmptyState title="No entries yet.">The form below adds the first.</EmptyState>
      ) : (
        <ul className={styles.tree} aria-label={`${title} entries`}>
          {entries.map((entry, i) => (
            <EntryItem key={entry.id} entry={entry} siblings={entries} index={i} depth={1} version={version} write={write} />
          ))}
        </ul>
      )}
      <EntryForm version={version} parent={null} legend={`Add an entry to ${title}`} submitLabel="Add entry" />
    </section>
  )
}

type Write = ReturnType<typeof useAction>

function EntryItem({
  entry,
  siblings,
  index,
  depth,
  version,
  write,
}: {
  entry: NavTreeEntry
  siblings: NavTreeEntry[]
  index: number
  depth: number
  version: NavVersion
  write: Write
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'child'>('view')
  const { confirm } = useFeedback()
  // Keyboard: focus stays with the entry as it moves, and goes back to Edit or Add
  // below when their form closes.
  const upButton = useRef<HTMLButtonElement>(null)
  const downButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const move = async (way: 'up' | 'down') => {
    const result = await write.run('POST', `${API}/${entry.id}/move`, {
      body: { parent_id: entry.parent_id, position: way === 'up' ? index - 1 : index + 1 },
      done: `Moved "${entry.label}" ${way}.`,
      failed: `"${entry.label}" not moved ${way}`,
    })
    if (!result.ok) return
    requestAnimationFrame(() => {
      const [same, other] = way === 'up' ? [upButton.current, downButton.current] : [downButton.current, upButton.current]
      ;(same && !same.disabled ? same : other)?.focus()
    })
  }
  const open = (next: 'edit' | 'child', button: HTMLButtonElement) => {
    opener.current = button
    setMode(mode === next ? 'view' : next)
  }
  const close = () => {
    setMode('view')
    opener.current?.focus()
  }
  const remove = async () => {
    const below = countBelow(entry)
    const question = {
      title: `Delete "${entry.label}"?`,
      body: below > 0 ? `The ${below} ${below === 1 ? 'entry' : 'entries'} below it go too.` : undefined,
      action: 'Delete',
    }
    if (!(await confirm(question))) return
    await write.run('DELETE', `${API}/${entry.id}`, {
      done: `Deleted "${entry.label}"${below > 0 ? ` and the ${below} below it` : ''}.`,
      failed: `"${entry.label}" not deleted`,
    })
  }
  return (
    <li>
      <div className={styles.entry}>
        <strong>{entry.label}</strong>
        <span className={styles.entryUrl}>
          {entry.url ?? '(no link)'}
          {entry.target === '_blank' ? ' · new window' : ''}
        </span>
        <span className={styles.entryTools}>
          <button
            ref={upButton}
            type="button"
            className={forms.link}
            disabled={index === 0}
            onClick={() => void move('up')}
            aria-label={`Move ${entry.label} up`}
          >
            Up
          </button>
          <button
            ref={downButton}
            type="button"
            className={forms.link}
            disabled={index === siblings.length - 1}
            onClick={() => void move('down')}
            aria-label={`Move ${entry.label} down`}
          >
            Down
          </button>
          <button
            type="button"
            className={forms.link}
            onClick={(event) => open('edit', event.currentTarget)}
            aria-expanded={mode === 'edit'}
            aria-label={`Edit ${entry.label}`}
          >
            Edit
          </button>
          {depth < MAX_NAV_DEPTH && (
            <button
              type="button"
              className={forms.link}
              onClick={(event) => open('child', event.currentTarget)}
              aria-expanded={mode === 'child'}
              // The name starts with the visible words (WCAG 2.5.3 Label in Name).
              aria-label={`Add a sub-entry under ${entry.label}`}
            >
              Add a sub-entry
            </button>
          )}
          <button
            type="button"
            className={`${forms.link} ${forms.danger}`}
            onClick={() => void remove()}
            aria-label={`Delete ${entry.label}`}
          >
            Delete
          </button>
        </span>
      </div>
      {mode === 'edit' && (
        <EntryForm version={version} entry={entry} legend={`Edit ${entry.label}`} submitLabel="Save entry" onDone={close} />
      )}
      {mode === 'child' && (
        <EntryForm
          version={version}
          parent={entry.id}
          legend={`Add an entry under ${entry.label}`}
          submitLabel="Add entry"
          onDone={close}
        />
      )}
      {entry.children.length > 0 && (
        <ul>
          {entry.children.map((child, i) => (
            <EntryItem key={child.id} entry={child} siblings={entry.children} index={i} depth={depth + 1} version={version} write={write} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** Adds an entry (under `parent`) or edits `entry`: label, link and target. */
/** The entry form's name for a key of the API's errors, as its labels read. */
export const entryFieldNames: FieldNames = (key) => (({ url: 'Link', target: 'Open in a new window' }) as Record<string, string>)[key]

function EntryForm({
  version,
  parent = null,
  entry,
  legend,
  submitLabel,
  onDone,
}: {
  version: NavVersion
  parent?: number | null
  entry?: NavTreeEntry
  legend: string
  submitLabel: string
  onDone?: () => void
}) {
  const { run, busy, errors } = useAction()
  const basePath = useContext(MarketBase)
  const [formKey, setFormKey] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = {
      label: String(form.get('label') ?? ''),
      url: String(form.get('url') ?? ''),
      target: form.get('new_window') ? '_blank' : '_self',
    }
    const label = body.label.trim()
    const result = entry
      ? await run('PATCH', `${API}/${entry.id}`, {
          body,
          done: `Saved "${label}".`,
          failed: `"${entry.label}" not saved`,
          names: entryFieldNames,
        })
      : await run('POST', API, {
          body: { ...body, version, parent_id: parent },
          done: `Added "${label}".`,
          failed: 'Entry not added',
          names: entryFieldNames,
        })
    if (!result.ok) return
    setFormKey((k) => k + 1)
    if (onDone) onDone()
    // The add form stays for the next entry, a blank one: focus goes on in it.
    else requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus())
  }
  return (
    <form
      key={formKey}
      ref={formRef}
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onDone) onDone()
      }}
    >
      <fieldset className={forms.fieldset}>
        <legend className={forms.label}>{legend}</legend>
        <TextField name="label" label="Label" value={entry?.label} errors={errors} maxLength={200} />
        <TextField
          name="url"
          label="Link"
          value={entry?.url}
          errors={errors}
          maxLength={2048}
          hint={`A path of this market like ${basePath.replace(/\/+$/, '')}/models, an anchor, or a full https:// address; empty for a heading without a link`}
        />
        <label className={forms.check}>
          <input type="checkbox" name="new_window" defaultChecked={entry?.target === '_blank'} /> Open in a new window
        </label>
        <FormActions submit={submitLabel} busy={busy} onCancel={onDone} />
      </fieldset>
    </form>
  )
}
