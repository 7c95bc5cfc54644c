import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { EmptyState } from '~/admin/EmptyState.tsx'
import styles from '~/admin/forms/forms-admin.module.css'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import ui from '~/ui/forms.module.css'
import { DateTime } from '~/ui/dates.tsx'
import { formatAmount } from '~/admin/orders/orders-admin.ts'
import type { VehicleListQuery, VehicleRow } from '~/stock/write/admin.server.ts'
import { VEHICLE_STATES, STOCK_STATUSES } from '~/stock/write/feed.ts'
import { InventoryNav } from './InventoryNav.tsx'

export interface VehiclesScreenProps {
  list: { data: VehicleRow[]; meta: { total: number } }
  query: VehicleListQuery
  listings: { id: number; name: string }[]
  /** The market's currency (ISO 4217), null when it sets none: prices read '£43,335', not '43,335'. */
  currency: string | null
}

/** The filters beside the search: each a URL parameter, so the page reloads the table from the server. */
export const VEHICLE_FILTERS = ['listing', 'state', 'status', 'visibility'] as const

/** The URL parameters after one filter changed: the others kept, back to page 1. */
export function filteredParams(current: URLSearchParams, key: (typeof VEHICLE_FILTERS)[number], value: string): URLSearchParams {
  const next = new URLSearchParams(current)
  if (value === '' || (key === 'visibility' && value === 'all')) next.delete(key)
  else next.set(key, value)
  next.delete('page')
  return next
}

/** A price in the market's currency as the back office writes amounts (English, whatever the market: ADR 128). */
const money = (value: number | null, currency: string | null) =>
  value === null ? '—' : currency ? formatAmount(value, currency, { whole: true }) : value.toLocaleString('en')
const statusText = (status: string) => status.replace(/_/g, ' ')

/**
 * The Vehicles page of the Inventory tab: the market's stock in a table, searched by
 * VIN, model or retailer, filtered by list, state, status and visibility, sorted and paged by the
 * server (100,000 vehicles); a vehicle opens to change its status, prices, visibility and photos.
 */
export function VehiclesScreen({ list, query, listings, currency }: VehiclesScreenProps) {
  const onQuery = useTableQuery()
  const [params, setParams] = useSearchParams()
  const ids = { listing: useId(), state: useId(), status: useId(), visibility: useId() }
  const set = (key: (typeof VEHICLE_FILTERS)[number], value: string) =>
    setParams(filteredParams(params, key, value), { preventScrollReset: true })
  const filtered = Boolean(query.search || query.listing || query.state || query.status || query.visibility !== 'all')

  const columns: DataTableColumn<VehicleRow>[] = [
    {
      id: 'vin',
      header: 'VIN',
      sortable: true,
      cell: (v) => (
        <Link to={`/admin/inventory/vehicles/${v.id}`} aria-label={`Edit vehicle ${v.vin}`}>
          {v.vin}
        </Link>
      ),
    },
    { id: 'nameplate_name', header: 'Model', sortable: true, cell: (v) => `${v.brand} ${v.model}` },
    { id: 'state', header: 'State', cell: (v) => v.state },
    { id: 'status', header: 'Status', sortable: true, cell: (v) => statusText(v.status) },
    { id: 'display_price', header: 'Price', sortable: true, cell: (v) => money(v.display_price ?? v.msrp_price, currency) },
    { id: 'retailer', header: 'Retailer', cell: (v) => v.retailer ?? v.owner_id ?? '—' },
    {
      id: 'visibility',
      header: 'Visibility',
      cell: (v) => (v.retired ? 'Retired' : v.visible ? 'Shown' : 'Hidden'),
    },
    { id: 'updated_at', header: 'Last change', sortable: true, cell: (v) => <DateTime iso={v.updated_at} /> },
  ]

  return (
    <>
      <PageHeader title="Inventory">
        The stock of this market: every vehicle its feeds brought, in the lists that publish them. Changes here last until the next feed of
        the vehicle&apos;s list.
      </PageHeader>
      <InventoryNav />
      <form className={styles.filters} aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <div className={ui.field}>
          <label htmlFor={ids.listing}>List</label>
          <select id={ids.listing} value={query.listing ?? ''} onChange={(e) => set('listing', e.target.value)}>
            <option value="">All lists</option>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor={ids.state}>State</label>
          <select id={ids.state} value={query.state ?? ''} onChange={(e) => set('state', e.target.value)}>
            <option value="">Any state</option>
            {VEHICLE_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor={ids.status}>Status</label>
          <select id={ids.status} value={query.status ?? ''} onChange={(e) => set('status', e.target.value)}>
            <option value="">Any status</option>
            {STOCK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor={ids.visibility}>Visibility</label>
          <select id={ids.visibility} value={query.visibility} onChange={(e) => set('visibility', e.target.value)}>
            <option value="all">All</option>
            <option value="live">Shown</option>
            <option value="hidden">Hidden</option>
            <option value="retired">Retired</option>
          </select>
        </div>
      </form>
      {list.meta.total === 0 && !filtered ? (
        <EmptyState title="No vehicles yet.">
          <Link to="/admin/inventory/import">Import a feed</Link> to fill a publication list.
        </EmptyState>
      ) : (
        <DataTable
          label="Vehicles of this market"
          columns={columns}
          rows={list.data}
          total={list.meta.total}
          {...tableState(query)}
          onQuery={onQuery}
          rowKey={(v) => String(v.id)}
          empty="No vehicle matches the search and filters."
        />
      )}
    </>
  )
}
