import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useTableQuery } from '~/admin/table-query.ts'
import type { AdminOrder } from '~/orders/orders.server.ts'
import { DateTime } from '~/ui/dates.tsx'
import { formatAmount, paymentStatusText, statusText, vehicleTitle } from './orders-admin.ts'
import styles from './orders-admin.module.css'
import { OrdersNav } from './OrdersNav.tsx'

export interface OrdersScreenProps {
  list: { data: AdminOrder[]; meta: { total: number; page: number; per_page: number } }
}

/** The Orders page: the market's online reservations, newest first, a page at a time; an order opens to refund or cancel it. */
export function OrdersScreen({ list }: OrdersScreenProps) {
  const onQuery = useTableQuery()
  const columns: DataTableColumn<AdminOrder>[] = [
    {
      id: 'number',
      header: 'Order',
      cell: (o) => (
        <Link
          to={`/admin/orders/${o.order_number}`}
          className={`${styles.number} ${styles.ltr}`}
          aria-label={`Open order ${o.order_number}`}
        >
          {o.order_number}
        </Link>
      ),
    },
    { id: 'created_at', header: 'Date', cell: (o) => <DateTime iso={o.created_at} /> },
    {
      id: 'vehicle',
      header: 'Vehicle',
      cell: (o) => (
        <span className={styles.twoLines}>
          <span>{vehicleTitle(o)}</span>
          <span className={styles.ltr}>{o.vehicle_vin}</span>
        </span>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (o) => (
        <span className={styles.twoLines}>
          <span>{o.customer_name || '—'}</span>
          <span className={styles.ltr}>{o.customer_email}</span>
        </span>
      ),
    },
    { id: 'amount', header: 'Amount', cell: (o) => <span className={styles.ltr}>{formatAmount(o.amount, o.currency)}</span> },
    {
      id: 'status',
      header: 'Status',
      cell: (o) => (
        <span className={styles.status} data-status={o.status}>
          {statusText(o.status)}
        </span>
      ),
    },
    { id: 'payment_status', header: 'Payment', cell: (o) => paymentStatusText(o.payment_status) },
  ]

  return (
    <>
      <PageHeader title="Orders">
        Vehicles reserved online in this market, newest first: the customer, the reservation fee and its payment. Open an order to refund or
        cancel it.
      </PageHeader>
      <OrdersNav />
      {list.meta.total === 0 ? (
        <EmptyState title="No orders yet.">
          Orders appear here when a shopper reserves a vehicle through the order-online journey.
        </EmptyState>
      ) : (
        <DataTable
          label="Orders of this market"
          columns={columns}
          rows={list.data}
          total={list.meta.total}
          page={list.meta.page}
          perPage={list.meta.per_page}
          sort={null}
          onQuery={onQuery}
          rowKey={(o) => o.order_number}
        />
      )}
    </>
  )
}
