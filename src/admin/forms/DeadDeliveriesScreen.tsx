import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useTableQuery } from '~/admin/table-query.ts'
import { DateTime } from '~/ui/dates.tsx'
import styles from './forms-admin.module.css'
import { FormsNav } from './FormsNav.tsx'
import { DELIVERY_KINDS, useResend } from './LeadScreen.tsx'
import type { DeadDelivery } from './types.ts'

export const DEAD_PER_PAGE = 50

/**
 * The dead-letter view: deliveries of every form that failed after their last
 * retry, newest first, each with its last error and a Resend (a new job for the same row).
 */
export function DeadDeliveriesScreen({ list, page }: { list: { data: DeadDelivery[]; meta: { total: number } }; page: number }) {
  const { resend, busy } = useResend()
  const onQuery = useTableQuery()
  const columns: DataTableColumn<DeadDelivery>[] = [
    {
      id: 'lead',
      header: 'Lead',
      cell: (d) => (
        <Link to={`/admin/leads/${d.form_id}/${d.lead_id}`}>
          {d.form_name} · lead {d.lead_id}
        </Link>
      ),
    },
    { id: 'kind', header: 'What', cell: (d) => DELIVERY_KINDS[d.kind] ?? d.kind },
    { id: 'target', header: 'To', cell: (d) => <span className={styles.breakable}>{d.target}</span> },
    { id: 'attempts', header: 'Attempts', cell: (d) => d.attempts },
    { id: 'last_error', header: 'Last error', cell: (d) => <span className={styles.breakable}>{d.last_error ?? '—'}</span> },
    { id: 'updated_at', header: 'Failed', cell: (d) => <DateTime iso={d.updated_at} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (d) => (
        <button
          type="button"
          className="fc-cta fc-cta--secondary"
          disabled={busy}
          onClick={() => void resend(d.form_id, d.lead_id, d)}
          aria-label={`Resend ${DELIVERY_KINDS[d.kind] ?? d.kind} of lead ${d.lead_id} to ${d.target}`}
        >
          Resend
        </button>
      ),
    },
  ]
  return (
    <>
      <PageHeader title="Failed deliveries">
        E-mails and webhooks that still failed after their last attempt. Fix the cause (a full mailbox, a webhook that is down), then
        resend.
      </PageHeader>
      <FormsNav area="leads" />
      {list.meta.total === 0 ? (
        <EmptyState title="No failed deliveries.">Every lead's e-mails and webhooks went out, or are still being tried.</EmptyState>
      ) : (
        <DataTable
          label="Failed deliveries, newest first"
          columns={columns}
          rows={list.data}
          total={list.meta.total}
          page={page}
          perPage={DEAD_PER_PAGE}
          sort={null}
          onQuery={onQuery}
          rowKey={(d) => String(d.id)}
        />
      )}
    </>
  )
}
