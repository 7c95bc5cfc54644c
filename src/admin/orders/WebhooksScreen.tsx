import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import type { WebhookEntry } from '~/orders/orders.server.ts'
import { DateTime } from '~/ui/dates.tsx'
import { outcomeText } from './orders-admin.ts'
import styles from './orders-admin.module.css'
import { OrdersNav } from './OrdersNav.tsx'

const ignore = () => {}

/** The payment webhooks page: the provider's events as the ledger recorded them, each once, newest first. */
export function WebhooksScreen({ entries, limit }: { entries: WebhookEntry[]; limit: number }) {
  const columns: DataTableColumn<WebhookEntry>[] = [
    { id: 'event_id', header: 'Event', cell: (w) => <span className={`${styles.number} ${styles.ltr}`}>{w.event_id}</span> },
    { id: 'type', header: 'Type', cell: (w) => <span className={styles.ltr}>{w.type}</span> },
    { id: 'payment_id', header: 'Payment', cell: (w) => (w.payment_id ? <span className={styles.ltr}>{w.payment_id}</span> : '—') },
    { id: 'outcome', header: 'Outcome', cell: (w) => outcomeText(w.outcome) },
    { id: 'event_created_at', header: 'Sent', cell: (w) => <DateTime iso={w.event_created_at} seconds /> },
    { id: 'received_at', header: 'Received', cell: (w) => <DateTime iso={w.received_at} seconds /> },
  ]
  return (
    <>
      <PageHeader title="Payment webhooks">
        The card provider&apos;s events for this market&apos;s payments, each recorded once with what it did; the newest {limit}.
      </PageHeader>
      <OrdersNav />
      <DataTable
        label="Payment webhooks received"
        columns={columns}
        rows={entries}
        total={entries.length}
        page={1}
        perPage={Math.max(limit, entries.length)}
        sort={null}
        onQuery={ignore}
        rowKey={(w) => w.event_id}
        empty="No webhook received yet."
        emptyHint="The card provider sends an event when a payment is authorised, captured, cancelled or refunded."
      />
    </>
  )
}
