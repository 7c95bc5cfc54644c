import { useId, useRef, useState } from 'react'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { useFocusWhenOpened } from '~/admin/focus.ts'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { RowActions } from '~/admin/RowActions.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import { useAction } from '~/admin/use-action.ts'
import { fieldErrorAt, type FieldNames } from '~/admin/problem-text.ts'
import type { ListQuery } from '~/lib/list-query.ts'
import { DateTime } from '~/ui/dates.tsx'
import { FormErrors } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import { SelectInput, TextInput } from './controls.tsx'
import { attributes, formsApi } from './forms-api.ts'
import { attributePointer, attributeProblemInput, attributeRowProblems, attributesOf } from './location-attributes.ts'
import styles from './forms-admin.module.css'
import { controlId } from './problems.ts'
import type { LocationRow } from './types.ts'
import { FormActions } from '~/admin/FormActions.tsx'

export interface LocationsScreenProps {
  list: { data: LocationRow[]; meta: { total: number } }
  query: ListQuery
  /** The market's dealers, for the picker (spec 1 §3 Location: usually a retailer). */
  dealers: { id: number; code: string; name: string }[]
}

/**
 * The Locations tab (spec 1 §3 Location): the places a location field offers and
 * leads are routed to, usually one of the market's dealers, with an e-mail for when the dealer has
 * none, and free attributes (ids other systems use, for form_location_mapping).
 */
export function LocationsScreen({ list, query, dealers }: LocationsScreenProps) {
  const onQuery = useTableQuery()
  const { run, busy } = useAction()
  const { confirm } = useFeedback()
  const [editing, setEditing] = useState<LocationRow | 'new' | null>(null)

  const remove = async (location: LocationRow) => {
    const question = {
      title: `Delete the location “${location.name}”?`,
      body: 'Forms stop offering it; leads already routed to it keep their address.',
      action: 'Delete location',
    }
    if (!(await confirm(question))) return
    const result = await run('DELETE', formsApi.location(location.id), {
      done: `Deleted the location “${location.name}”.`,
      failed: `“${location.name}” not deleted`,
    })
    if (result.ok && editing !== 'new' && editing?.id === location.id) setEditing(null)
  }
  const columns: DataTableColumn<LocationRow>[] = [
    { id: 'name', header: 'Name', sortable: true, cell: (l) => l.name },
    { id: 'dealer', header: 'Dealer', cell: (l) => l.dealer_name ?? '—' },
    { id: 'email', header: 'E-mail', cell: (l) => l.email ?? '—' },
    {
      id: 'attributes',
      header: 'Attributes',
      cell: (l) =>
        Object.entries(l.attributes)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ') || '—',
    },
    { id: 'updated_at', header: 'Last change', sortable: true, cell: (l) => <DateTime iso={l.updated_at} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (l) => <RowActions name={l.name} onEdit={() => setEditing(l)} onDelete={() => void remove(l)} busy={busy} />,
    },
  ]
  return (
    <>
      <PageHeader
        title="Locations"
        actions={
          <button type="button" className="fc-cta fc-cta--primary" onClick={() => setEditing('new')}>
            Add location
          </button>
        }
      >
        Where leads go: a form's location field lists these, and a lead goes to its location's dealer, else to the location's e-mail.
      </PageHeader>
      {editing && (
        <LocationForm
          key={editing === 'new' ? 'new' : `${editing.id}@${editing.updated_at}`}
          location={editing === 'new' ? null : editing}
          dealers={dealers}
          onDone={() => setEditing(null)}
        />
      )}
      {list.meta.total === 0 && !query.search ? (
        <EmptyState title="No locations yet.">Add one per retailer that takes leads.</EmptyState>
      ) : (
        <DataTable
          label="Locations of this market"
          columns={columns}
          rows={list.data}
          total={list.meta.total}
          {...tableState(query)}
          onQuery={onQuery}
          rowKey={(l) => String(l.id)}
          empty="No location matches."
        />
      )}
    </>
  )
}

let rowKey = 0

/** The location form's name for a key of the API's errors, as its labels read ('E-mail', 'Attributes › crm_id'). */
export const locationFieldNames: FieldNames = (key) => {
  // Attributes are named by the name the admin gave them, not by a row number.
  const attribute = /^attributes\.(.+)$/.exec(key)
  if (attribute) return `Attributes › ${attribute[1]}`
  return ({ name: 'Name', dealer_id: 'Dealer', email: 'E-mail', attributes: 'Attributes' } as Record<string, string>)[key]
}

function LocationForm({
  location,
  dealers,
  onDone,
}: {
  location: LocationRow | null
  dealers: LocationsScreenProps['dealers']
  onDone: () => void
}) {
  const { run, busy, errors } = useAction()
  const [values, setValues] = useState({
    name: location?.name ?? '',
    dealer_id: location?.dealer_id ? String(location.dealer_id) : '',
    email: location?.email ?? '',
  })
  const [rows, setRows] = useState(() => Object.entries(location?.attributes ?? {}).map(([key, value]) => ({ id: ++rowKey, key, value })))
  // Shown once Save was pressed, then kept up to date as the rows change.
  const [checkRows, setCheckRows] = useState(false)
  const rowProblems = checkRows ? attributeRowProblems(rows) : new Map<number, string>()
  const heading = useId()
  // Opened by Add location or Edit: the form takes the focus, Escape closes it (as the dealers').
  const formRef = useRef<HTMLFormElement>(null)
  useFocusWhenOpened(formRef, onDone)
  // The API's problems at the inputs they concern, by exact pointer: an attribute named `email`
  // is not the E-mail field. A problem at an attribute goes to the first row of that name.
  const fieldPointers = ['name', 'dealer_id', 'email'].map((name) => `/data/attributes/${name}`)
  const at = (name: string) => fieldErrorAt(errors, `/data/attributes/${name}`)
  const rowOf = (pointer: string | undefined) => rows.findIndex((row) => row.key.trim() !== '' && attributePointer(row.key) === pointer)
  const rowAt = (index: number, input: 'key' | 'value') => {
    const pointer = attributePointer(rows[index]!.key)
    const message = rowOf(pointer) === index ? fieldErrorAt(errors, pointer) : undefined
    return message && attributeProblemInput(message) === input ? message : undefined
  }
  const other = errors.filter((e) => !fieldPointers.includes(e.source?.pointer ?? '') && rowOf(e.source?.pointer) < 0)

  return (
    <form
      ref={formRef}
      tabIndex={-1}
      className={ui.form}
      aria-labelledby={heading}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const problems = attributeRowProblems(rows)
        setCheckRows(true)
        if (problems.size > 0) {
          document.getElementById(controlId(`attributes.${[...problems.keys()][0]}.key`))?.focus()
          return
        }
        const body = attributes({
          name: values.name,
          dealer_id: values.dealer_id ? Number(values.dealer_id) : null,
          email: values.email || null,
          attributes: attributesOf(rows),
        })
        const result = location
          ? await run('PUT', formsApi.location(location.id), {
              body,
              done: `Saved the location “${values.name}”.`,
              failed: 'Location not saved',
              names: locationFieldNames,
            })
          : await run('POST', formsApi.locations, {
              body,
              done: `Added the location “${values.name}”.`,
              failed: 'Location not added',
              names: locationFieldNames,
            })
        if (result.ok) onDone()
      }}
    >
      <h2 id={heading}>{location ? `Edit ${location.name}` : 'Add a location'}</h2>
      <FormErrors errors={other} />
      <div className={ui.grid}>
        <TextInput
          path="name"
          label="Name"
          required
          value={values.name}
          problem={at('name')}
          maxLength={200}
          onChange={(name) => setValues({ ...values, name })}
        />
        <SelectInput
          path="dealer_id"
          label="Dealer"
          value={values.dealer_id}
          problem={at('dealer_id')}
          options={[{ value: '', label: 'None' }, ...dealers.map((d) => ({ value: String(d.id), label: `${d.name} (${d.code})` }))]}
          hint={dealers.length === 0 ? 'The market has no dealers yet (Dealers tab).' : undefined}
          onChange={(dealer_id) => setValues({ ...values, dealer_id })}
        />
        <TextInput
          path="email"
          label="E-mail"
          type="email"
          value={values.email}
          problem={at('email')}
          hint="For leads when the dealer has no e-mail"
          maxLength={254}
          onChange={(email) => setValues({ ...values, email })}
        />
      </div>
      <fieldset className={styles.group}>
        <legend>Attributes</legend>
        <p className={ui.hint}>Ids other systems give this place, e.g. crm_id; a form block's location mapping matches them.</p>
        <ul className={styles.rows}>
          {rows.map((row, i) => (
            <li key={row.id} className={styles.option}>
              <TextInput
                path={`attributes.${i}.key`}
                label={`Attribute ${i + 1} name`}
                value={row.key}
                problem={rowProblems.get(i) ?? rowAt(i, 'key')}
                maxLength={100}
                onChange={(key) => setRows(rows.map((r) => (r.id === row.id ? { ...r, key } : r)))}
              />
              <TextInput
                path={`attributes.${i}.value`}
                label={`Attribute ${i + 1} value`}
                value={row.value}
                problem={rowAt(i, 'value')}
                maxLength={500}
                onChange={(value) => setRows(rows.map((r) => (r.id === row.id ? { ...r, value } : r)))}
              />
              <button
                type="button"
                className="fc-cta fc-cta--secondary"
                onClick={() => setRows(rows.filter((r) => r.id !== row.id))}
                aria-label={`Remove attribute ${i + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <p>
          <button
            type="button"
            className="fc-cta fc-cta--secondary"
            onClick={() => setRows([...rows, { id: ++rowKey, key: '', value: '' }])}
          >
            Add attribute
          </button>
        </p>
      </fieldset>
      <FormActions submit={location ? 'Save location' : 'Add location'} busy={busy} onCancel={onDone} />
    </form>
  )
}
