import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import CodeMirror, { EditorView } from '@uiw/react-codemirror'
import { json } from '@codemirror/lang-json'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { errorAt, otherErrors, useAdminWrite } from '~/lib/api-client.ts'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import type { ListQuery } from '~/lib/list-query.ts'
import styles from '~/ui/forms.module.css'
import { settingValueProblem } from '~/settings/validate.ts'
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

/** issue 4 §3 Settings: every setting of the market, its value, whether it is stored, its default. */
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
      <h1>Settings</h1>
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
  const [value, setValue] = useState(setting.value)
  const [saved, setSaved] = useState<string | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const { run, busy, errors } = useAdminWrite()
  const path = `/settings/${encodeURIComponent(setting.key)}`
  const fieldError = localError ?? errorAt(errors, '/value')
  const describedBy = [ids.hint, fieldError ? ids.error : null].filter(Boolean).join(' ')

  async function save() {
    setSaved(null)
    const problem = settingValueProblem(setting.key, value)
    setLocalError(problem)
    if (problem) return
    const result = await run('PUT', path, { value })
    if (result.ok) setSaved('Saved.')
  }
  async function remove() {
    if (
      !window.confirm(`Remove the stored value of ${setting.key}?${setting.default !== null ? ' The built-in default applies again.' : ''}`)
    )
      return
    const result = await run('DELETE', path)
    if (result.ok) {
      setValue(setting.default ?? '')
      setSaved('Removed.')
    }
  }

  return (
    <form
      className={styles.form}
      aria-labelledby={ids.title}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h2 id={ids.title}>
        Edit <code>{setting.key}</code>
      </h2>
      <div className={styles.field}>
        <label id={ids.label} htmlFor={setting.json ? undefined : ids.value}>
          Value{setting.json ? ' (JSON)' : ''}
        </label>
        {setting.json ? (
          <CodeMirror
            value={value}
            onChange={setValue}
            extensions={[
              json(),
              EditorView.lineWrapping,
              EditorView.contentAttributes.of({
                'aria-labelledby': ids.label,
                'aria-describedby': describedBy,
                'aria-invalid': fieldError ? 'true' : 'false',
              }),
            ]}
            indentWithTab={false}
            minHeight="8rem"
            maxHeight="28rem"
            className={styles.code}
          />
        ) : (
          <textarea
            id={ids.value}
            value={value}
            rows={Math.min(10, Math.max(2, value.split('\n').length))}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={fieldError ? true : undefined}
          />
        )}
        <FieldError id={ids.error} message={fieldError} />
        <p id={ids.hint} className={styles.hint}>
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
      <FormErrors errors={otherErrors(errors, ['/value'])} />
      <div className={styles.actions}>
        <button type="submit" className="fc-cta" disabled={busy}>
          Save
        </button>
        {setting.stored && (
          <button type="button" className="fc-cta fc-cta--secondary" disabled={busy} onClick={() => void remove()}>
            Remove stored value
          </button>
        )}
        {saved && (
          <span role="status" className={styles.status}>
            {saved}
          </span>
        )}
      </div>
    </form>
  )
}
