import { useId, useMemo, useState, type FormEvent } from 'react'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import styles from '~/admin/forms/forms-admin.module.css'
import { FormActions } from '~/admin/FormActions.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { RowActions } from '~/admin/RowActions.tsx'
import { SettingValueField } from '~/admin/settings/SettingValueField.tsx'
import { useAction } from '~/admin/use-action.ts'
import type { ApiProblem } from '~/lib/api-client.ts'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import type { SettingMark } from '~/settings/validate.ts'
import type { ConfigEntryView } from '~/stock/write/admin.server.ts'
import type { SiteConfigType } from '~/stock/rules/config-types.ts'
import { SHOWROOM_CONFIG_STATES } from '~/stock/rules/showroom-config.ts'
import { CONFIG_KINDS, configDataProblem, configDataSchema, configTypesOf, inventoryApi, type ConfigKind } from './inventory-admin.ts'
import own from './inventory-admin.module.css'
import { InventoryNav } from './InventoryNav.tsx'

const noMarks: readonly SettingMark[] = []

/** The API's problems at the entry's data (`/data/…`) as lines the editor shows under it. */
export const dataProblems = (errors: readonly ApiProblem[]) =>
  errors.filter((e) => e.source?.pointer?.startsWith('/data')).map((e) => e.detail ?? e.title)

/** The intro of each kind's page (spec 3 §3 Showroom config, Order-online config). */
const INTROS: Record<ConfigKind, string> = {
  showroom:
    'Finance content of the showroom per config type (cash, lease, subscription, additional), for one vehicle state or for all. An html item needs html, a calculator config.fields and config.groups, a form form.fields.form_id.',
  order_online:
    'The pages of the order-online journey (steps, checkout, success) and their configurator variants (config_…): each a JSON object.',
}

/**
 * The Showroom config and Order-online config pages: the market's entries
 * {config_type, state, data}, each added, edited or deleted; the data is pretty-printed JSON,
 * checked against its type's schema as it is typed, its problems marked at their lines.
 */
export function ConfigScreen({ kind, entries }: { kind: ConfigKind; entries: ConfigEntryView[] }) {
  const { run, busy } = useAction()
  const { confirm } = useFeedback()
  const [editing, setEditing] = useState<ConfigEntryView | 'new' | null>(null)

  const remove = async (entry: ConfigEntryView) => {
    const what = `${entry.attributes.config_type}${entry.attributes.state ? ` (${entry.attributes.state})` : ''}`
    if (!(await confirm({ title: `Delete the entry ${what}?`, body: 'The journeys stop using it at once.', action: 'Delete entry' })))
      return
    const result = await run('DELETE', inventoryApi.configEntry(Number(entry.id)), {
      done: `Deleted the entry ${what}.`,
      failed: 'Entry not deleted',
    })
    if (result.ok && editing !== 'new' && editing?.id === entry.id) setEditing(null)
  }

  // Every entry on one page: a market has a handful (one per config type and state).
  const columns: DataTableColumn<ConfigEntryView>[] = [
    { id: 'config_type', header: 'Config type', cell: (entry) => entry.attributes.config_type },
    ...(kind === 'showroom'
      ? [{ id: 'state', header: 'Vehicle state', cell: (entry: ConfigEntryView) => entry.attributes.state ?? 'every state' }]
      : []),
    { id: 'data', header: 'Data', cell: (entry) => <pre className={own.data}>{JSON.stringify(entry.attributes.data, null, 2)}</pre> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (entry) => (
        <RowActions
          name={`${entry.attributes.config_type} ${entry.id}`}
          onEdit={() => setEditing(entry)}
          onDelete={() => void remove(entry)}
          busy={busy}
        />
      ),
    },
  ]

  return (
    <>
      <PageHeader
        title={CONFIG_KINDS[kind]}
        actions={
          <button type="button" className="fc-cta fc-cta--primary" onClick={() => setEditing('new')}>
            Add entry
          </button>
        }
      >
        {INTROS[kind]}
      </PageHeader>
      <InventoryNav />
      {editing && (
        <EntryForm
          key={editing === 'new' ? 'new' : `${editing.id}@${editing.attributes.updated_at}`}
          kind={kind}
          entry={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {entries.length === 0 ? (
        <EmptyState title="No entries yet.">Add one per config type the journeys need.</EmptyState>
      ) : (
        <DataTable
          label={`${CONFIG_KINDS[kind]} entries`}
          columns={columns}
          rows={entries}
          total={entries.length}
          page={1}
          perPage={Math.max(entries.length, 1)}
          sort={null}
          onQuery={() => {}}
          rowKey={(entry) => entry.id}
        />
      )}
    </>
  )
}

function EntryForm({ kind, entry, onDone }: { kind: ConfigKind; entry: ConfigEntryView | null; onDone: () => void }) {
  const { run, busy, errors } = useAction()
  const types = configTypesOf(kind)
  const [configType, setConfigType] = useState<SiteConfigType>((entry?.attributes.config_type as SiteConfigType) ?? types[0]!)
  const [state, setState] = useState(entry?.attributes.state ?? '')
  const [text, setText] = useState(JSON.stringify(entry?.attributes.data ?? {}, null, 2))
  const [checked, setChecked] = useState(false)
  const id = useId()
  // Checked from the first Save on, then at every change (as the settings editor does).
  const problem = useMemo(() => (checked ? configDataProblem(configType, text) : null), [checked, configType, text])
  const serverProblems = dataProblems(errors)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (configDataProblem(configType, text)) return
    const body = { config_type: configType, state: kind === 'showroom' && state ? state : null, data: JSON.parse(text) }
    const result = await run(entry ? 'PUT' : 'POST', entry ? inventoryApi.configEntry(Number(entry.id)) : inventoryApi.configEntries, {
      body,
      done: entry ? `Saved the entry ${configType}.` : `Added the entry ${configType}.`,
      failed: entry ? 'Entry not saved' : 'Entry not added',
    })
    if (result.ok) onDone()
  }
  const message = problem?.message ?? (serverProblems.length > 0 ? serverProblems.join('; ') : undefined)
  return (
    <form className={`${ui.form} ${styles.section}`} aria-labelledby={`${id}-heading`} onSubmit={(event) => void save(event)}>
      <h2 id={`${id}-heading`}>{entry ? `Edit ${entry.attributes.config_type}` : 'New entry'}</h2>
      <FormErrors errors={errors.filter((e) => !e.source?.pointer?.startsWith('/data'))} />
      <div className={ui.grid}>
        <div className={ui.field}>
          <label htmlFor={`${id}-type`}>Config type</label>
          <select id={`${id}-type`} value={configType} onChange={(e) => setConfigType(e.target.value as SiteConfigType)}>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        {kind === 'showroom' && (
          <div className={ui.field}>
            <label htmlFor={`${id}-state`}>Vehicle state</label>
            <select id={`${id}-state`} value={state} onChange={(e) => setState(e.target.value)}>
              <option value="">Every state (none)</option>
              {SHOWROOM_CONFIG_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className={ui.field}>
        <span className={ui.label} id={`${id}-data-label`}>
          Data (JSON)
        </span>
        <SettingValueField
          kind={{ kind: 'json', schema: configDataSchema(configType) }}
          id={`${id}-data`}
          labelId={`${id}-data-label`}
          value={text}
          onChange={setText}
          describedBy={`${id}-data-error`}
          invalid={Boolean(message)}
          marks={problem?.marks ?? noMarks}
        />
        <FieldError id={`${id}-data-error`} message={message} />
      </div>
      <FormActions submit={entry ? 'Save entry' : 'Add entry'} busy={busy} onCancel={onDone} />
    </form>
  )
}
