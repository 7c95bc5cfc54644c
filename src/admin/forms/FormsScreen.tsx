import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { RowActions } from '~/admin/RowActions.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import { useAction } from '~/admin/use-action.ts'
import type { FormDefinitionInput } from '~/forms/definition.ts'
import { ApiLink } from '~/admin/ApiLink.tsx'
import type { ListQuery } from '~/lib/list-query.ts'
import { DateTime } from '~/ui/dates.tsx'
import { FormErrors } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import { TextInput } from './controls.tsx'
import { attributes, formsApi, type FormResource } from './forms-api.ts'
import { FormsNav } from './FormsNav.tsx'
import { apiProblems } from './problems.ts'
import type { FormRow } from './types.ts'
import { counted } from '~/lib/counted.ts'
import { FormActions } from '~/admin/FormActions.tsx'
import { FORM_TYPE_MAX, FORM_TYPE_RULE } from '~/forms/form-attributes.ts'

export interface FormsScreenProps {
  list: { data: FormRow[]; meta: { total: number } }
  query: ListQuery
}

/** What a new form starts with: the fields nearly every lead needs, valid as it is. */
export const STARTER_DEFINITION: FormDefinitionInput = {
  fields: [
    { id: 'name', type: 'text', label: 'Name', rules: { required: true, max: 100 } },
    { id: 'email', type: 'email', label: 'E-mail', rules: { required: true } },
  ],
}

/**
 * The Forms tab: the market's forms with their version, last change and lead
 * count; new, duplicate, delete (the API refuses a form with leads and says why), export to and
 * import from a JSON file.
 */
export function FormsScreen({ list, query }: FormsScreenProps) {
  const onQuery = useTableQuery()
  const { run, busy } = useAction()
  const { confirm } = useFeedback()
  const [creating, setCreating] = useState(false)

  const duplicate = async (form: FormRow) => {
    const name = copyName(form.name, list.data)
    await run('POST', formsApi.duplicate(form.id, name), {
      done: `Duplicated “${form.name}” as “${name}”.`,
      failed: `“${form.name}” not duplicated`,
    })
  }
  const remove = async (form: FormRow) => {
    const question = {
      title: `Delete the form “${form.name}”?`,
      body:
        form.lead_count > 0
          ? `It has ${form.lead_count} leads: a form is kept while it has leads. Delete them first (export them to keep a copy).`
          : 'Pages that show it will show nothing in its place.',
      action: 'Delete form',
    }
    if (!(await confirm(question))) return
    await run('DELETE', formsApi.form(form.id), { done: `Deleted the form “${form.name}”.`, failed: `“${form.name}” not deleted` })
  }

  const columns: DataTableColumn<FormRow>[] = [
    { id: 'name', header: 'Name', sortable: true, cell: (f) => <Link to={`/admin/forms/${f.id}`}>{f.name}</Link> },
    { id: 'type', header: 'Type', sortable: true, cell: (f) => f.type },
    { id: 'version', header: 'Version', cell: (f) => f.version },
    { id: 'updated_at', header: 'Last change', sortable: true, cell: (f) => <DateTime iso={f.updated_at} /> },
    {
      id: 'leads',
      header: 'Leads',
      cell: (f) => (
        <Link to={`/admin/leads/${f.id}`} aria-label={`${counted(f.lead_count, 'lead')} of ${f.name}`}>
          {f.lead_count}
        </Link>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (f) => (
        <RowActions name={f.name} editTo={`/admin/forms/${f.id}`} onDelete={() => void remove(f)} busy={busy}>
          <button type="button" className={ui.link} disabled={busy} onClick={() => void duplicate(f)} aria-label={`Duplicate ${f.name}`}>
            Duplicate
          </button>
          <ApiLink path={formsApi.exportForm(f.id)} download={`${f.name}.form.json`} aria-label={`Export ${f.name} as JSON`}>
            Export
          </ApiLink>
        </RowActions>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        title="Forms"
        actions={
          <button type="button" className="fc-cta fc-cta--primary" onClick={() => setCreating(true)} aria-expanded={creating}>
            New form
          </button>
        }
      >
        The market's forms: test drives, brochures, offers, bookings. Each save is a new version; a lead keeps the version it was sent with.
      </PageHeader>
      <FormsNav area="forms" />
      {creating && <NewForm onCancel={() => setCreating(false)} />}
      {list.meta.total === 0 && !query.search ? (
        <EmptyState title="No forms yet.">Start with New form, or import a form exported from another market.</EmptyState>
      ) : (
        <DataTable
          label="Forms of this market"
          columns={columns}
          rows={list.data}
          total={list.meta.total}
          {...tableState(query)}
          onQuery={onQuery}
          rowKey={(f) => String(f.id)}
          empty="No form matches."
        />
      )}
      <ImportForm />
    </>
  )
}

/** 'Test drive (copy)', then 'Test drive (copy 2)'… a name no listed form has. */
export function copyName(name: string, forms: readonly { name: string }[]): string {
  const taken = new Set(forms.map((f) => f.name))
  let candidate = `${name} (copy)`
  for (let n = 2; taken.has(candidate); n++) candidate = `${name} (copy ${n})`
  return candidate
}

function NewForm({ onCancel }: { onCancel: () => void }) {
  const { run, busy, errors } = useAction()
  const navigate = useNavigate()
  const [values, setValues] = useState({ name: '', type: 'general' })
  const heading = useId()
  const { placed, rest } = apiProblems(errors)
  return (
    <form
      className={ui.form}
      aria-labelledby={heading}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const result = await run<FormResource>('POST', formsApi.forms, {
          body: attributes({ ...values, ...STARTER_DEFINITION }),
          done: `Created the form “${values.name}”: add its fields.`,
          failed: 'Form not created',
        })
        if (result.ok) navigate(`/admin/forms/${result.data.id}`)
      }}
    >
      <h2 id={heading}>New form</h2>
      <FormErrors errors={rest} />
      <div className={ui.grid}>
        <TextInput
          path="name"
          label="Name"
          required
          value={values.name}
          problem={placed.get('name')}
          maxLength={200}
          onChange={(name) => setValues({ ...values, name })}
        />
        <TextInput
          path="type"
          label="Type"
          required
          value={values.type}
          problem={placed.get('type')}
          hint={`${FORM_TYPE_RULE}; e.g. general, test_drive, brochure`}
          maxLength={FORM_TYPE_MAX}
          onChange={(type) => setValues({ ...values, type })}
        />
      </div>
      <FormActions submit="Create form" busy={busy} onCancel={onCancel} />
    </form>
  )
}

/** A form file made by Export (its JSON) becomes a new form; a bad file changes nothing and names the bad path. */
function ImportForm() {
  const { run, busy, errors, setErrors } = useAction()
  const navigate = useNavigate()
  const heading = useId()
  const fileId = useId()
  return (
    <form
      className={ui.form}
      aria-labelledby={heading}
      onSubmit={async (event) => {
        event.preventDefault()
        const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0]
        if (!file) return setErrors([{ status: '422', title: 'Choose a form file (.json) first' }])
        let json: unknown
        try {
          json = JSON.parse(await file.text())
        } catch {
          return setErrors([{ status: '400', title: `${file.name} is not JSON`, detail: 'Choose a file made by Export.' }])
        }
        // An export is an object ({ data: { attributes } }, or a bare definition, wrapped the same way).
        if (json === null || typeof json !== 'object' || Array.isArray(json))
          return setErrors([{ status: '400', title: `${file.name} is not a form file`, detail: 'Choose a file made by Export.' }])
        const body = 'data' in json ? json : attributes(json)
        const result = await run<FormResource>('POST', formsApi.importForm, {
          body,
          done: (form) => `Imported “${form.attributes.name}”.`,
          failed: `${file.name} not imported`,
        })
        if (result.ok) navigate(`/admin/forms/${result.data.id}`)
      }}
    >
      <h2 id={heading}>Import a form</h2>
      <FormErrors errors={errors} />
      <div className={ui.field}>
        <label htmlFor={fileId}>Form file (.json, from Export)</label>
        <input id={fileId} name="file" type="file" accept="application/json,.json" />
      </div>
      <div className={ui.actions}>
        <button type="submit" className="fc-cta fc-cta--secondary" disabled={busy}>
          Import
        </button>
      </div>
    </form>
  )
}
