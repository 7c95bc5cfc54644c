import { useId, useState } from 'react'
import { MAX_NAV_DEPTH, type NavTreeEntry, type NavVersion } from '~/navigation/nav-tree.ts'
import { useWrite } from '~/lib/api-client.ts'
import { FormErrors } from '~/ui/FormErrors.tsx'
import styles from './backoffice.module.css'
import { TextField } from '~/admin/TextField.tsx'

const API = '/api/admin/nav-entries'

export interface NavigationScreenProps {
  trees: Record<`v${NavVersion}`, NavTreeEntry[]>
  v2Enabled: boolean
}

/** The header navigation entries, v1 (classic) and v2 (spec 1 §2 Header navigation, §7). */
export function NavigationScreen({ trees, v2Enabled }: NavigationScreenProps) {
  return (
    <>
      <h1>Navigation</h1>
      <p className={styles.hint}>
        The header shows{' '}
        {v2Enabled
          ? 'the v2 navigation (setting navigation.v2_enabled is on)'
          : 'the classic v1 navigation (turn on navigation.v2_enabled for v2)'}
        . Changes show on the site at once.
      </p>
      <div className={styles.trees}>
        <NavTree version={1} title="Navigation v1 (classic)" entries={trees.v1} />
        <NavTree version={2} title="Navigation v2" entries={trees.v2} />
      </div>
    </>
  )
}

function countBelow(entry: NavTreeEntry): number {
  return entry.children.reduce((n, child) => n + 1 + countBelow(child), 0)
}

type Notify = (message: string | null) => void

function NavTree({ version, title, entries }: { version: NavVersion; title: string; entries: NavTreeEntry[] }) {
  const heading = useId()
  const write = useWrite()
  // What the last change in this tree did (issue 12 §7: adding an entry said nothing).
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{title}</h2>
      {notice && (
        <p role="status" className={styles.status}>
          {notice}
        </p>
      )}
      <FormErrors errors={write.errors} />
      {entries.length === 0 ? (
        <p className={styles.hint}>No entries yet.</p>
      ) : (
        <ul className={styles.tree} aria-label={`${title} entries`}>
          {entries.map((entry, i) => (
            <EntryItem
              key={entry.id}
              entry={entry}
              siblings={entries}
              index={i}
              depth={1}
              version={version}
              write={write}
              notify={setNotice}
            />
          ))}
        </ul>
      )}
      <EntryForm version={version} parent={null} legend={`Add an entry to ${title}`} submitLabel="Add entry" notify={setNotice} />
    </section>
  )
}

type Write = ReturnType<typeof useWrite>

function EntryItem({
  entry,
  siblings,
  index,
  depth,
  version,
  write,
  notify,
}: {
  entry: NavTreeEntry
  siblings: NavTreeEntry[]
  index: number
  depth: number
  version: NavVersion
  write: Write
  notify: Notify
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'child'>('view')
  const move = async (position: number) => {
    notify(null)
    const result = await write.run('POST', `${API}/${entry.id}/move`, { parent_id: entry.parent_id, position })
    if (result.ok) notify(`Moved "${entry.label}" ${position < index ? 'up' : 'down'}.`)
  }
  const remove = async () => {
    const below = countBelow(entry)
    const text =
      below > 0 ? `Delete "${entry.label}" and the ${below} ${below === 1 ? 'entry' : 'entries'} below it?` : `Delete "${entry.label}"?`
    if (!window.confirm(text)) return
    notify(null)
    if ((await write.run('DELETE', `${API}/${entry.id}`)).ok)
      notify(`Deleted "${entry.label}"${below > 0 ? ` and the ${below} below it` : ''}.`)
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
            type="button"
            className={styles.link}
            disabled={index === 0 || write.busy}
            onClick={() => void move(index - 1)}
            aria-label={`Move ${entry.label} up`}
          >
            Up
          </button>
          <button
            type="button"
            className={styles.link}
            disabled={index === siblings.length - 1 || write.busy}
            onClick={() => void move(index + 1)}
            aria-label={`Move ${entry.label} down`}
          >
            Down
          </button>
          <button
            type="button"
            className={styles.link}
            onClick={() => setMode(mode === 'edit' ? 'view' : 'edit')}
            aria-expanded={mode === 'edit'}
            aria-label={`Edit ${entry.label}`}
          >
            Edit
          </button>
          {depth < MAX_NAV_DEPTH && (
            <button
              type="button"
              className={styles.link}
              onClick={() => setMode(mode === 'child' ? 'view' : 'child')}
              aria-expanded={mode === 'child'}
              // The name starts with the visible words (WCAG 2.5.3 Label in Name; issue 12 §7).
              aria-label={`Add below ${entry.label}`}
            >
              Add below
            </button>
          )}
          <button
            type="button"
            className={`${styles.link} ${styles.danger}`}
            onClick={() => void remove()}
            aria-label={`Delete ${entry.label}`}
          >
            Delete
          </button>
        </span>
      </div>
      {mode === 'edit' && (
        <EntryForm
          version={version}
          entry={entry}
          legend={`Edit ${entry.label}`}
          submitLabel="Save entry"
          notify={notify}
          onDone={() => setMode('view')}
        />
      )}
      {mode === 'child' && (
        <EntryForm
          version={version}
          parent={entry.id}
          legend={`Add an entry under ${entry.label}`}
          submitLabel="Add entry"
          notify={notify}
          onDone={() => setMode('view')}
        />
      )}
      {entry.children.length > 0 && (
        <ul>
          {entry.children.map((child, i) => (
            <EntryItem
              key={child.id}
              entry={child}
              siblings={entry.children}
              index={i}
              depth={depth + 1}
              version={version}
              write={write}
              notify={notify}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

/** Adds an entry (under `parent`) or edits `entry`: label, link and target. */
function EntryForm({
  version,
  parent = null,
  entry,
  legend,
  submitLabel,
  notify,
  onDone,
}: {
  version: NavVersion
  parent?: number | null
  entry?: NavTreeEntry
  legend: string
  submitLabel: string
  notify: Notify
  onDone?: () => void
}) {
  const { run, busy, errors } = useWrite()
  const [formKey, setFormKey] = useState(0)
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = {
      label: String(form.get('label') ?? ''),
      url: String(form.get('url') ?? ''),
      target: form.get('new_window') ? '_blank' : '_self',
    }
    notify(null)
    const result = entry ? await run('PATCH', `${API}/${entry.id}`, body) : await run('POST', API, { ...body, version, parent_id: parent })
    if (!result.ok) return
    notify(`${entry ? 'Saved' : 'Added'} "${body.label.trim()}".`)
    setFormKey((k) => k + 1)
    onDone?.()
  }
  const placed = ['/label', '/url', '/target']
  return (
    <form key={formKey} className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{legend}</legend>
        <FormErrors errors={errors.filter((e) => !placed.includes(e.source?.pointer ?? ''))} />
        <TextField name="label" label="Label" value={entry?.label} errors={errors} maxLength={200} />
        <TextField
          name="url"
          label="Link"
          value={entry?.url}
          errors={errors}
          maxLength={2048}
          hint="A path like /models, an anchor, or a full https:// address; empty for a heading without a link"
        />
        <label className={styles.row}>
          <input type="checkbox" name="new_window" defaultChecked={entry?.target === '_blank'} /> Open in a new window
        </label>
        <div className={styles.actions}>
          <button type="submit" className="fc-cta fc-cta--primary" disabled={busy}>
            {submitLabel}
          </button>
          {onDone && (
            <button type="button" className="fc-cta fc-cta--secondary" onClick={onDone}>
              Cancel
            </button>
          )}
        </div>
      </fieldset>
    </form>
  )
}
