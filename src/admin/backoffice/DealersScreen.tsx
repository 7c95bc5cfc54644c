import { useId, useRef, useState } from 'react'
import { fieldErrorAt } from '../problem-text.ts'
import { Link, useSearchParams } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { useFocusWhenOpened } from '~/admin/focus.ts'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import { useAction } from '~/admin/use-action.ts'
import type { FieldNames } from '~/admin/problem-text.ts'
import type { ListQuery } from '~/lib/list-query.ts'
import { DAY_LABELS, DAYS, openingHoursText, type Day, type Dealer } from '~/dealers/dealer.ts'
import { FieldError } from '~/ui/FormErrors.tsx'
import styles from '~/ui/forms.module.css'
import { DateTime } from '~/ui/dates.tsx'
import { TextField } from '~/admin/TextField.tsx'
import { FormActions } from '~/admin/FormActions.tsx'

export interface DealersScreenProps {
  list: { data: Dealer[]; meta: { total: number } }
  query: ListQuery
  /** The dealer open in the form: 'new', one dealer, or nothing. */
  editing: 'new' | Dealer | null
}

const API = '/api/admin/dealers'

/** The 'Dealers' tab (spec 1 §1): the market's retailers, searchable, sortable, paged; one form to add or edit. */
export function DealersScreen({ list, query, editing }: DealersScreenProps) {
  const onQuery = useTableQuery()
  const [params, setParams] = useSearchParams()
  const { run } = useAction()
  const { confirm } = useFeedback()
  const link = (edit: string | null) => {
    const next = new URLSearchParams(params)
    if (edit === null) next.delete('edit')
    else next.set('edit', edit)
    return `?${next}`
  }
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('edit')
        return next
      },
      { preventScrollReset: true },
    )
  const remove = async (dealer: Dealer) => {
    const named = `${dealer.code} (${dealer.name})`
    // Its locations are the forms' (a lead may name one): they stay, and say so here.
    const body = 'Its locations stay in the forms’ retailer choices, without a dealer, until you delete them under Locations.'
    if (!(await confirm({ title: `Delete the dealer ${named}?`, body, action: 'Delete' }))) return
    const result = await run('DELETE', `${API}/${dealer.id}`, { done: `Deleted dealer ${named}.`, failed: `Dealer ${named} not deleted` })
    if (result.ok && editing !== 'new' && editing?.id === dealer.id) close()
  }

  const columns: DataTableColumn<Dealer>[] = [
    { id: 'code', header: 'Code', sortable: true, cell: (d) => <code>{d.code}</code> },
    { id: 'name', header: 'Name', sortable: true, cell: (d) => d.name },
    { id: 'city', header: 'City', sortable: true, cell: (d) => [d.postcode, d.city].filter(Boolean).join(' ') || '—' },
    { id: 'services', header: 'Services', cell: (d) => d.services.join(', ') || '—' },
    { id: 'hours', header: 'Opening hours', cell: (d) => openingHoursText(d.opening_hours) || '—' },
    { id: 'updated_at', header: 'Last change', sortable: true, cell: (d) => <DateTime iso={d.updated_at} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (d) => (
        <span className={styles.inline}>
          <Link to={link(String(d.id))} preventScrollReset aria-label={`Edit ${d.name}`}>
            Edit
          </Link>
          <button type="button" className={`${styles.link} ${styles.danger}`} onClick={() => remove(d)} aria-label={`Delete ${d.name}`}>
            Delete
          </button>
        </span>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        title="Dealers"
        actions={
          <Link to={link('new')} preventScrollReset className="fc-cta fc-cta--primary">
            Add dealer
          </Link>
        }
      >
        The market&apos;s retailers, with their addresses, services and opening hours, as the site shows them.
      </PageHeader>
      {editing && (
        <DealerForm
          key={editing === 'new' ? 'new' : `${editing.id}@${editing.updated_at}`}
          dealer={editing === 'new' ? null : editing}
          onDone={close}
        />
      )}
      <DataTable
        label="Dealers of this market"
        columns={columns}
        rows={list.data}
        total={list.meta.total}
        {...tableState(query)}
        onQuery={onQuery}
        rowKey={(d) => String(d.id)}
        empty="No dealers yet."
        emptyHint="Add dealer puts the first one here."
      />
    </>
  )
}

/** The form's labels by the API's keys: its toasts name a field as the form does. */
const LABELS = {
  code: 'Dealer code',
  name: 'Name',
  street: 'Street',
  postcode: 'Postcode',
  city: 'City',
  country: 'Country',
  state: 'State',
  locality: 'Locality',
  brands: 'Brands',
  latitude: 'Latitude',
  longitude: 'Longitude',
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  services: 'Services',
  opening_hours: 'Opening hours',
} as const
const HOURS_LABELS = { day: 'Day', opens: 'Opens', closes: 'Closes' } as const

/**
 * The dealer form's name for a key of the API's errors: a field's label, a service by its number,
 * an opening-hours row by its day ('Opening hours › Monday › Closes').
 */
export function dealerFieldNames(hours: readonly { day: Day }[]): FieldNames {
  return (key) => {
    const service = /^services\.(\d+)$/.exec(key)
    if (service) return `Services › Service ${Number(service[1]) + 1}`
    const row = /^opening_hours\.(\d+)(?:\.(day|opens|closes))?$/.exec(key)
    if (row) {
      const day = hours[Number(row[1])]?.day
      const where = `Opening hours › ${day ? DAY_LABELS[day] : `Row ${Number(row[1]) + 1}`}`
      return row[2] ? `${where} › ${HOURS_LABELS[row[2] as keyof typeof HOURS_LABELS]}` : where
    }
    return LABELS[key as keyof typeof LABELS]
  }
}

interface HoursRow {
  key: number
  day: Day
  opens: string
  closes: string
}
let rowKey = 0

/**
 * Adds or edits one dealer; the API validates, and its errors land beside the fields they name.
 * `onDone` closes it, after a save (whose toast says what was done) or on Cancel.
 */
export function DealerForm({ dealer, onDone }: { dealer: Dealer | null; onDone: () => void }) {
  const { run, busy, errors } = useAction()
  const [services, setServices] = useState<{ key: number; value: string }[]>(() =>
    (dealer?.services ?? []).map((value) => ({ key: ++rowKey, value })),
  )
  const [hours, setHours] = useState<HoursRow[]>(() => (dealer?.opening_hours ?? []).map((h) => ({ key: ++rowKey, ...h })))
  const heading = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useFocusWhenOpened(formRef, onDone)
  // Keyboard: a row added has focus in its first input; a row removed hands focus to its Add button.
  const [added, setAdded] = useState<number | null>(null)
  const addService = useRef<HTMLButtonElement>(null)
  const addHours = useRef<HTMLButtonElement>(null)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const body = {
      code: text('code'),
      name: text('name'),
      street: text('street'),
      city: text('city'),
      postcode: text('postcode'),
      country: text('country'),
      state: text('state'),
      locality: text('locality'),
      // Comma-separated in the form; a list in the API (the stock locator's dealer filter by brand).
      brands: text('brands')
        .split(',')
        .map((b) => b.trim())
        .filter((b) => b !== ''),
      latitude: text('latitude'),
      longitude: text('longitude'),
      phone: text('phone'),
      email: text('email'),
      website: text('website'),
      services: services.map((s) => s.value.trim()).filter((s) => s !== ''),
      opening_hours: hours.map(({ day, opens, closes }) => ({ day, opens, closes })),
      // The dealer as read: a change made meanwhile by another admin is not undone unseen.
      ...(dealer ? { updated_at: dealer.updated_at } : {}),
    }
    const action = {
      body,
      done: (d: Dealer) => `${dealer ? 'Saved' : 'Added'} dealer ${d.code} (${d.name}).`,
      failed: dealer ? `Dealer ${dealer.code} not saved` : 'Dealer not added',
      names: dealerFieldNames(body.opening_hours),
    }
    const result = dealer ? await run('PUT', `${API}/${dealer.id}`, action) : await run('POST', API, action)
    if (result.ok) onDone()
  }

  return (
    <form ref={formRef} tabIndex={-1} className={styles.form} onSubmit={submit} aria-labelledby={heading} noValidate>
      <h2 id={heading}>{dealer ? `Edit dealer ${dealer.code}` : 'Add a dealer'}</h2>
      <div className={styles.grid}>
        <TextField
          name="code"
          label={LABELS.code}
          value={dealer?.code}
          errors={errors}
          required
          hint="Unique in this market, e.g. GB-001"
        />
        <TextField name="name" label={LABELS.name} value={dealer?.name} errors={errors} required />
        <TextField name="street" label={LABELS.street} value={dealer?.street} errors={errors} />
        <TextField name="postcode" label={LABELS.postcode} value={dealer?.postcode} errors={errors} />
        <TextField name="city" label={LABELS.city} value={dealer?.city} errors={errors} />
        <TextField name="country" label={LABELS.country} value={dealer?.country} errors={errors} />
        <TextField
          name="state"
          label={LABELS.state}
          value={dealer?.state}
          errors={errors}
          hint="e.g. NSW; the stock locator's state search"
        />
        <TextField name="locality" label={LABELS.locality} value={dealer?.locality} errors={errors} />
        <TextField
          name="brands"
          label={LABELS.brands}
          value={dealer?.brands.join(', ')}
          errors={errors}
          hint="The brands it sells, separated by commas"
        />
        <TextField
          name="latitude"
          label={LABELS.latitude}
          value={dealer?.latitude}
          errors={errors}
          inputMode="decimal"
          hint="−90 to 90; with longitude, or leave both empty"
        />
        <TextField
          name="longitude"
          label={LABELS.longitude}
          value={dealer?.longitude}
          errors={errors}
          inputMode="decimal"
          hint="−180 to 180"
        />
        <TextField name="phone" label={LABELS.phone} value={dealer?.phone} errors={errors} type="tel" />
        <TextField name="email" label={LABELS.email} value={dealer?.email} errors={errors} type="email" />
        <TextField name="website" label={LABELS.website} value={dealer?.website} errors={errors} type="url" hint="https://…" />
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Services</legend>
        <FieldError id="services-error" message={fieldErrorAt(errors, '/services')} />
        {services.length > 0 && (
          <ul className={styles.rows}>
            {services.map((service, i) => (
              <li key={service.key} className={styles.inline}>
                <label htmlFor={`service-${service.key}`}>Service {i + 1}</label>
                <input
                  id={`service-${service.key}`}
                  autoFocus={service.key === added}
                  value={service.value}
                  maxLength={100}
                  aria-invalid={fieldErrorAt(errors, `/services/${i}`) ? true : undefined}
                  onChange={(e) => setServices(services.map((s) => (s.key === service.key ? { ...s, value: e.target.value } : s)))}
                />
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => {
                    setServices(services.filter((s) => s.key !== service.key))
                    addService.current?.focus()
                  }}
                  aria-label={`Remove service ${i + 1}`}
                >
                  Remove
                </button>
                <FieldError id={`service-${service.key}-error`} message={fieldErrorAt(errors, `/services/${i}`)} />
              </li>
            ))}
          </ul>
        )}
        <div>
          <button
            ref={addService}
            type="button"
            className="fc-cta fc-cta--secondary"
            onClick={() => {
              setAdded(++rowKey)
              setServices([...services, { key: rowKey, value: '' }])
            }}
          >
            Add service
          </button>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Opening hours</legend>
        {hours.length > 0 && (
          <ul className={styles.rows}>
            {hours.map((row, i) => {
              const set = (patch: Partial<HoursRow>) => setHours(hours.map((h) => (h.key === row.key ? { ...h, ...patch } : h)))
              // One message for the row: it says which of its inputs it is about.
              const error = (['day', 'opens', 'closes'] as const)
                .map((f) => {
                  const message = fieldErrorAt(errors, `/opening_hours/${i}/${f}`)
                  return message && `${HOURS_LABELS[f]}: ${message}`
                })
                .find(Boolean)
              return (
                <li key={row.key} className={styles.inline}>
                  <label htmlFor={`day-${row.key}`}>Day (row {i + 1})</label>
                  <select
                    id={`day-${row.key}`}
                    autoFocus={row.key === added}
                    value={row.day}
                    onChange={(e) => set({ day: e.target.value as Day })}
                  >
                    {DAYS.map((day) => (
                      <option key={day} value={day}>
                        {DAY_LABELS[day]}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={`opens-${row.key}`}>Opens</label>
                  <input
                    id={`opens-${row.key}`}
                    type="time"
                    value={row.opens}
                    onChange={(e) => set({ opens: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `hours-${row.key}-error` : undefined}
                  />
                  <label htmlFor={`closes-${row.key}`}>Closes</label>
                  <input
                    id={`closes-${row.key}`}
                    type="time"
                    value={row.closes}
                    onChange={(e) => set({ closes: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `hours-${row.key}-error` : undefined}
                  />
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => {
                      setHours(hours.filter((h) => h.key !== row.key))
                      addHours.current?.focus()
                    }}
                    aria-label={`Remove opening hours row ${i + 1}`}
                  >
                    Remove
                  </button>
                  <FieldError id={`hours-${row.key}-error`} message={error} />
                </li>
              )
            })}
          </ul>
        )}
        <div>
          <button
            ref={addHours}
            type="button"
            className="fc-cta fc-cta--secondary"
            onClick={() => {
              const last = hours.at(-1)
              const day = last ? DAYS[(DAYS.indexOf(last.day) + 1) % DAYS.length]! : 'mon'
              setAdded(++rowKey)
              setHours([...hours, { key: rowKey, day, opens: last?.opens ?? '09:00', closes: last?.closes ?? '17:00' }])
            }}
          >
            Add opening hours
          </button>
        </div>
      </fieldset>

      <FormActions submit={dealer ? 'Save dealer' : 'Add dealer'} busy={busy} onCancel={onDone} />
    </form>
  )
}
