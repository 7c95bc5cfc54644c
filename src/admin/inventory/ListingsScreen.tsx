import { useId, useState, type FormEvent } from 'react'
import { fieldErrorAt } from '../problem-text.ts'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import styles from '~/admin/forms/forms-admin.module.css'
import { FormActions } from '~/admin/FormActions.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { RowActions } from '~/admin/RowActions.tsx'
import { useAction } from '~/admin/use-action.ts'
import { otherErrors } from '~/lib/api-client.ts'
import { counted } from '~/lib/counted.ts'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import type { ListingView } from '~/stock/write/admin.server.ts'
import { STOCK_STATUSES } from '~/stock/write/feed.ts'
import { inventoryApi } from './inventory-admin.ts'
import { InventoryNav } from './InventoryNav.tsx'

/** spec 3 §3 Price disclaimers, in the order the showroom shows them. */
export const DISCLAIMERS = [
  ['purchase_price', 'Purchase price'],
  ['lease_price', 'Lease price'],
  ['subscribe_price', 'Subscribe price'],
] as const

/** Dealer codes as typed (commas, spaces or lines between them) → the list the API takes. */
export const dealerCodes = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))]

/** The question before a delete: a list with vehicles retires those no other list holds (ADR 078). */
export function deleteQuestion(listing: Pick<ListingView, 'name' | 'vehicle_count'>) {
  return listing.vehicle_count > 0
    ? {
        title: `Delete the list “${listing.name}” and its ${counted(listing.vehicle_count, 'vehicle')}?`,
        body: 'Blocks that show this list show nothing any more. Its vehicles that no other list holds are retired.',
        action: 'Delete list and vehicles',
      }
    : { title: `Delete the list “${listing.name}”?`, body: 'Blocks that show this list show nothing any more.', action: 'Delete list' }
}

/**
 * The Publication lists page: the market's lists with their key (a block's
 * `ci_key_list`) and vehicle count; each edited for its name, forced statuses and dealer codes and
 * its price disclaimers.
 */
export function ListingsScreen({ listings }: { listings: ListingView[] }) {
  const { run, busy } = useAction()
  const { confirm } = useFeedback()
  const [editing, setEditing] = useState<ListingView | 'new' | null>(null)

  const remove = async (listing: ListingView) => {
    if (!(await confirm(deleteQuestion(listing)))) return
    const result = await run('DELETE', inventoryApi.listing(listing.id, listing.vehicle_count > 0), {
      done: `Deleted the list “${listing.name}”.`,
      failed: `“${listing.name}” not deleted`,
    })
    if (result.ok && editing !== 'new' && editing?.id === listing.id) setEditing(null)
  }

  const columns: DataTableColumn<ListingView>[] = [
    { id: 'name', header: 'Name', cell: (l) => l.name },
    { id: 'key', header: 'Key', cell: (l) => <code>{l.key}</code> },
    {
      id: 'vehicle_count',
      header: 'Vehicles',
      cell: (l) => <Link to={`/admin/inventory?listing=${l.id}`}>{l.vehicle_count.toLocaleString('en')}</Link>,
    },
    { id: 'forced', header: 'Forced', cell: (l) => [...l.forced_statuses, ...l.forced_dealer_codes].join(', ') || '—' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (l) => <RowActions name={l.name} onEdit={() => setEditing(l)} onDelete={() => void remove(l)} busy={busy} />,
    },
  ]
  return (
    <>
      <PageHeader
        title="Publication lists"
        actions={
          <button type="button" className="fc-cta fc-cta--primary" onClick={() => setEditing('new')}>
            Add list
          </button>
        }
      >
        A stock block shows one list by its key. A feed fills a list; its forced statuses and dealers narrow every query of it.
      </PageHeader>
      <InventoryNav />
      {editing && (
        <ListingForm
          key={editing === 'new' ? 'new' : `${editing.id}@${editing.updated_at}`}
          listing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {listings.length === 0 ? (
        <EmptyState title="No publication lists yet.">Add one, or import a feed: it makes its list.</EmptyState>
      ) : (
        <DataTable
          label="Publication lists of this market"
          columns={columns}
          rows={listings}
          total={listings.length}
          page={1}
          perPage={Math.max(listings.length, 1)}
          sort={null}
          onQuery={() => {}}
          rowKey={(l) => String(l.id)}
        />
      )}
    </>
  )
}

const pointer = (field: string) => `/data/attributes/${field}`

function ListingForm({ listing, onDone }: { listing: ListingView | null; onDone: () => void }) {
  const { run, busy, errors } = useAction()
  const [name, setName] = useState(listing?.name ?? '')
  const [key, setKey] = useState('')
  const [statuses, setStatuses] = useState<string[]>(listing?.forced_statuses ?? [])
  const [codes, setCodes] = useState((listing?.forced_dealer_codes ?? []).join(', '))
  const [disclaimers, setDisclaimers] = useState(
    () =>
      Object.fromEntries(DISCLAIMERS.map(([k]) => [k, listing?.disclaimers[k] ?? { enabled: false, description: '' }])) as Record<
        (typeof DISCLAIMERS)[number][0],
        { enabled: boolean; description: string }
      >,
  )
  const id = useId()
  const heading = `${id}-heading`

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const attributes = {
      name,
      forced_statuses: statuses,
      forced_dealer_codes: dealerCodes(codes),
      disclaimers,
      ...(listing === null && key.trim() ? { key: key.trim() } : {}),
    }
    const result = await run(listing ? 'PATCH' : 'POST', listing ? inventoryApi.listing(listing.id) : inventoryApi.listings, {
      body: { data: { attributes } },
      done: listing ? `Saved the list “${name}”.` : `Added the list “${name}”.`,
      failed: listing ? 'List not saved' : 'List not added',
    })
    if (result.ok) onDone()
  }
  const shown = ['name', 'key', 'forced_dealer_codes'].map(pointer)
  // A field the server refused is marked and tied to its message, for a screen reader as for the eye.
  const marked = (field: 'name' | 'key') =>
    fieldErrorAt(errors, pointer(field)) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}
  return (
    <form className={`${ui.form} ${styles.section}`} aria-labelledby={heading} onSubmit={(event) => void save(event)}>
      <h2 id={heading}>{listing ? `Edit “${listing.name}”` : 'New publication list'}</h2>
      <FormErrors errors={otherErrors(errors, shown)} />
      <div className={ui.field}>
        <label htmlFor={`${id}-name`}>Name (required)</label>
        <input id={`${id}-name`} value={name} required maxLength={200} onChange={(e) => setName(e.target.value)} {...marked('name')} />
        <FieldError id={`${id}-name-error`} message={fieldErrorAt(errors, pointer('name'))} />
      </div>
      {listing ? (
        <p className={ui.hint}>
          Key: <code>{listing.key}</code> (a block&apos;s list key; it does not change).
        </p>
      ) : (
        <div className={ui.field}>
          <label htmlFor={`${id}-key`}>Key</label>
          <input
            id={`${id}-key`}
            value={key}
            spellCheck={false}
            placeholder="a new UUID when empty"
            onChange={(e) => setKey(e.target.value)}
            {...marked('key')}
          />
          <FieldError id={`${id}-key-error`} message={fieldErrorAt(errors, pointer('key'))} />
        </div>
      )}
      <fieldset className={ui.fieldset}>
        <legend>Forced statuses (none: every status)</legend>
        {STOCK_STATUSES.map((status) => (
          <label key={status} className={ui.check}>
            <input
              type="checkbox"
              checked={statuses.includes(status)}
              onChange={(e) => setStatuses(e.target.checked ? [...statuses, status] : statuses.filter((s) => s !== status))}
            />
            {status.replace(/_/g, ' ')}
          </label>
        ))}
      </fieldset>
      <div className={ui.field}>
        <label htmlFor={`${id}-codes`}>Forced dealer codes (none: every dealer)</label>
        <input id={`${id}-codes`} value={codes} spellCheck={false} onChange={(e) => setCodes(e.target.value)} />
        <p className={ui.hint}>Separated by commas.</p>
        <FieldError id={`${id}-codes-error`} message={fieldErrorAt(errors, pointer('forced_dealer_codes'))} />
      </div>
      {DISCLAIMERS.map(([k, label]) => (
        <fieldset key={k} className={ui.fieldset}>
          <legend>{label} disclaimer</legend>
          <label className={ui.check}>
            <input
              type="checkbox"
              checked={disclaimers[k].enabled}
              onChange={(e) => setDisclaimers({ ...disclaimers, [k]: { ...disclaimers[k], enabled: e.target.checked } })}
            />
            Shown
          </label>
          <div className={ui.field}>
            <label htmlFor={`${id}-${k}`}>Text</label>
            <textarea
              id={`${id}-${k}`}
              rows={2}
              value={disclaimers[k].description}
              onChange={(e) => setDisclaimers({ ...disclaimers, [k]: { ...disclaimers[k], description: e.target.value } })}
            />
          </div>
        </fieldset>
      ))}
      <FormActions submit={listing ? 'Save list' : 'Add list'} busy={busy} onCancel={onDone} />
    </form>
  )
}
