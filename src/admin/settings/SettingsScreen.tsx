import { useId, useRef, useState } from 'react'
import { fieldErrorAt } from '../problem-text.ts'
import { Link, useSearchParams } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { useFocusWhenOpened } from '~/admin/focus.ts'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useAction } from '~/admin/use-action.ts'
import { FieldError } from '~/ui/FormErrors.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import type { ListQuery } from '~/lib/list-query.ts'
import styles from '~/ui/forms.module.css'
import { settingKind, type SettingKind } from '~/settings/keys.ts'
import { checkSettingValue } from '~/settings/validate.ts'
import { editableText, SettingValueField } from './SettingValueField.tsx'
import { DateTime } from '~/ui/dates.tsx'

/** A setting as the admin API and the settings loader give it (src/settings/admin.server.ts). */
export interface SettingRow {
  key: string
  value: string
  stored: boolean
  default: string | null
  json: boolean
  updated_at: string | null
}
export type Editing = { setting: SettingRow } | { key: string; problem: string } | null

export interface SettingsScreenProps {
  list: { data: SettingRow[]; meta: { total: number } }
  query: ListQuery
  editing: Editing
}

/** Settings: every setting of the market, its value, whether it is stored, its default. */
export function SettingsScreen({ list, query, editing }: SettingsScreenProps) {
  const onQuery = useTableQuery()
  const [params] = useSearchParams()
  const editLink = (key: string) => {
    const next = new URLSearchParams(params)
    next.set('edit', key)
    return `?${next}`
  }
  const columns: DataTableColumn<SettingRow>[] = [
    { id: 'key', header: 'Key', sortable: true, cell: (s) => <code>{s.key}</code> },
    {
      id: 'value',
      header: 'Value',
      cell: (s) => (
        <span className={styles.truncate} title={s.value}>
          {s.value === '' ? '—' : s.value}
        </span>
      ),
    },
    { id: 'stored', header: 'Source', cell: (s) => (s.stored ? 'Stored' : s.default !== null ? 'Built-in default' : 'Not set') },
    { id: 'updated_at', header: 'Last change', sortable: true, cell: (s) => <DateTime iso={s.updated_at} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (s) => (
        <Link to={editLink(s.key)} preventScrollReset aria-label={`Edit ${s.key}`}>
          Edit
        </Link>
      ),
    },
  ]
  return (
    <>
      <PageHeader title="Settings">
        Every setting of this market: its value, where the value comes from, and the built-in default.
      </PageHeader>
      <OpenKey />
      {editing &&
        ('problem' in editing ? (
          <p role="alert" className={styles.errors}>
            {editing.problem}
          </p>
        ) : (
          <SettingEditor key={editing.setting.key} setting={editing.setting} />
        ))}
      <DataTable
        label="Settings of this market"
        columns={columns}
        rows={list.data}
        total={list.meta.total}
        {...tableState(query)}
        onQuery={onQuery}
        rowKey={(s) => s.key}
      />
    </>
  )
}

/** Opens any key, known or new, in the editor. */
function OpenKey() {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const [key, setKey] = useState('')
  return (
    <form
      className={styles.inline}
      onSubmit={(event) => {
        event.preventDefault()
        if (key.trim() === '') return
        setParams(
          (current) => {
            const next = new URLSearchParams(current)
            next.set('edit', key.trim())
            return next
          },
          { preventScrollReset: true },
        )
      }}
    >
      <label htmlFor={id} className={styles.label}>
        Add or edit a setting by key
      </label>
      <input id={id} value={key} onChange={(e) => setKey(e.target.value)} placeholder="e.g. general.site_name" maxLength={200} />
      <button type="submit" className="fc-cta fc-cta--secondary">
        Open
      </button>
      {params.has('edit') && (
        <Link to={`?${withoutEdit(params)}`} preventScrollReset>
          Close editor
        </Link>
      )}
    </form>
  )
}

const withoutEdit = (params: URLSearchParams) => {
  const next = new URLSearchParams(params)
  next.delete('edit')
  return next.toString()
}

export function SettingEditor({ setting }: { setting: SettingRow }) {
  const ids = { title: useId(), label: useId(), value: useId(), error: useId(), hint: useId() }
  // The control and the check follow the key's kind (src/settings/keys.ts).
  const kind = settingKind(setting.key)
  const [value, setValue] = useState(() => editableText(kind, setting.value))
  // Checked from the first Save on, then at every change: the marks follow the text as it is fixed.
  const [checking, setChecking] = useState(false)
  const { run, busy, errors } = useAction()
  const { failure, confirm } = useFeedback()
  const path = `/api/admin/settings/${encodeURIComponent(setting.key)}`
  const form = useRef<HTMLFormElement>(null)
  useFocusWhenOpened(form)
  const problem = checking ? checkSettingValue(setting.key, value) : null
  const fieldError = problem?.message ?? fieldErrorAt(errors, '/value')
  const describedBy = [ids.hint, fieldError ? ids.error : null].filter(Boolean).join(' ')

  const notSaved = `${setting.key} not saved`
  async function save() {
    setChecking(true)
    // The same check as the server's, before asking it; said the same way.
    const found = checkSettingValue(setting.key, value)
    if (found) {
      focusValue()
      return failure(`${notSaved}: ${found.message}`)
    }
    const result = await run('PUT', path, { body: { value }, done: `Saved ${setting.key}.`, failed: notSaved })
    if (!result.ok && fieldErrorAt(result.errors, '/value')) focusValue()
  }
  /** The value to correct takes the focus, as on the other screens' forms (a JSON editor is found by its label). */
  const focusValue = () =>
    (document.getElementById(ids.value) ?? form.current?.querySelector<HTMLElement>(`[aria-labelledby="${ids.label}"]`))?.focus()
  async function remove() {
    const question = {
      title: `Remove the stored value of ${setting.key}?`,
      body: setting.default !== null ? 'The built-in default applies again.' : undefined,
      action: 'Remove',
    }
    if (!(await confirm(question))) return
    const result = await run('DELETE', path, { done: `Removed the stored value of ${setting.key}.`, failed: `${setting.key} not removed` })
    if (result.ok) {
      setValue(editableText(kind, setting.default ?? ''))
      setChecking(false)
    }
  }

  return (
    <form
      ref={form}
      tabIndex={-1}
      className={styles.form}
      aria-labelledby={ids.title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h2 id={ids.title}>
        Edit <code>{setting.key}</code>
      </h2>
      <div className={styles.field}>
        <label id={ids.label} htmlFor={kind.kind === 'json' ? undefined : ids.value}>
          Value{kind.kind === 'json' ? ' (JSON)' : ''}
        </label>
        <SettingValueField
          kind={kind}
          id={ids.value}
          labelId={ids.label}
          value={value}
          onChange={setValue}
          describedBy={describedBy}
          invalid={fieldError !== undefined}
          marks={problem?.marks ?? noMarks}
        />
        <FieldError id={ids.error} message={fieldError} />
        <p id={ids.hint} className={styles.hint}>
          {kindHint(kind, setting)}
          {SETTING_NOTES[setting.key]}
          {setting.default !== null ? (
            <>
              Built-in default: <code>{setting.default === '' ? '(empty)' : setting.default}</code>.{' '}
            </>
          ) : (
            'No built-in default. '
          )}
          {setting.stored ? 'A value is stored for this market.' : 'Nothing stored yet: saving stores a value for this market.'}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="fc-cta" disabled={busy}>
          Save
        </button>
        {setting.stored && (
          <button type="button" className="fc-cta fc-cta--secondary" disabled={busy} onClick={() => void remove()}>
            Remove stored value
          </button>
        )}
      </div>
    </form>
  )
}

const noMarks: never[] = []

/**
 * What a setting must agree with elsewhere, said where it is changed. The stock's monthly figures
 * come from its feed (spec 3 §3 monthly_price): changing the example or the calculator's terms
 * alone makes the page state terms its figures were not worked out on (ADR 127).
 */
const SETTING_NOTES: Record<string, string> = {
  'finance.representative_example':
    'The stock’s monthly prices come from its feed: this example, the calculator’s terms (stock_locator.reverse_calculator) and the feed’s figures must describe the same finance. ',
  'stock_locator.reverse_calculator':
    'The stock’s monthly prices come from its feed: these terms, the representative example (finance.representative_example) and the feed’s figures must describe the same finance. ',
}

/** What the value must be, said before it is wrong; a flag stored as neither true nor false says how it reads. */
function kindHint(kind: SettingKind, setting: SettingRow): string {
  switch (kind.kind) {
    case 'flag':
      return ['true', 'false'].includes(setting.value) ? '' : `Stored as ${JSON.stringify(setting.value)}, which reads as off. `
    case 'integer':
      return `A whole number of at least ${kind.min}. `
    case 'url':
      return 'An http(s) address, or empty for none. '
    case 'json':
      return 'JSON; a problem is marked at its line. '
    case 'text': {
      const rule = kind.format ? `${kind.format.rule[0]!.toUpperCase()}${kind.format.rule.slice(1)}. ` : ''
      return kind.max === undefined ? rule : `${rule}At most ${kind.max.toLocaleString('en')} characters. `
    }
    case 'choice':
      return ''
  }
}
