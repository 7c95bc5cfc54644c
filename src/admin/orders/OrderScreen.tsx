import { Link, useRevalidator } from 'react-router'
import { useFeedback } from '~/admin/feedback.tsx'
import forms from '~/admin/forms/forms-admin.module.css'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useAction } from '~/admin/use-action.ts'
import type { AdminOrder } from '~/orders/orders.server.ts'
import { DateTime } from '~/ui/dates.tsx'
import { useScreenLocale } from '~/ui/screen-locale.tsx'
import ui from '~/ui/forms.module.css'
import {
  actionQuestion,
  actionWords,
  formatAmount,
  leadPath,
  checkoutText,
  financeOptionText,
  metadataFacts,
  orderActions,
  ordersApi,
  paymentStateText,
  paymentStatusText,
  providerText,
  statusText,
  vehicleTitle,
  type OrderAction,
} from './orders-admin.ts'
import styles from './orders-admin.module.css'
import { OrdersNav } from './OrdersNav.tsx'

const ltr = (value: string | null | undefined) => (value ? <span className={styles.ltr}>{value}</span> : '—')

/**
 * One order: its status and fee, the vehicle, the customer and their lead, the card payment at the
 * provider, what the journey kept (appointment, trade-in, retailer), and the Refund or Cancel that
 * gives the vehicle back, each asked first. A refusal (409, 503) is the API's words in the toast.
 */
export function OrderScreen({ order, chosenDealerName = null }: { order: AdminOrder; chosenDealerName?: string | null }) {
  const { run, busy } = useAction()
  const { confirm } = useFeedback()
  const revalidator = useRevalidator()
  const act = async (action: OrderAction) => {
    if (!(await confirm(actionQuestion(order, action)))) return
    const result = await run('POST', ordersApi.action(order.order_number, action), actionWords(order.order_number, action))
    // A conflict says the order changed since this page read it (refunded in another tab): read it again.
    if (!result.ok && result.status === 409) await revalidator.revalidate()
  }
  const actions = orderActions(order)
  const lead = leadPath(order)
  const amount = formatAmount(order.amount, order.currency)
  const locale = useScreenLocale()

  return (
    <>
      <PageHeader
        title={`Order ${order.order_number}`}
        actions={
          actions.length > 0 && (
            <div className={styles.actions}>
              {actions.map((action) => (
                <button key={action} type="button" className="fc-cta fc-cta--secondary" disabled={busy} onClick={() => void act(action)}>
                  {action === 'refund' ? `Refund ${amount}` : 'Cancel order'}
                </button>
              ))}
            </div>
          )
        }
      >
        <span className={styles.status} data-status={order.status}>
          {statusText(order.status)}
        </span>{' '}
        · payment {paymentStatusText(order.payment_status).toLowerCase()} · received{' '}
        {/* The date isolated inside the English line: whatever its direction, it keeps its order. */}
        <bdi>
          <DateTime iso={order.created_at} />
        </bdi>
      </PageHeader>
      <OrdersNav />

      <div className={styles.sections}>
        <section className={forms.section} aria-labelledby="order-summary">
          <h2 id="order-summary">Order</h2>
          <dl className={forms.facts}>
            <dt>Status</dt>
            <dd>{statusText(order.status)}</dd>
            <dt>Payment status</dt>
            <dd>{paymentStatusText(order.payment_status)}</dd>
            <dt>Reservation fee</dt>
            <dd>{order.amount > 0 ? ltr(amount) : 'No fee'}</dd>
            <dt>Confirmed</dt>
            <dd>{order.confirmed ? 'Yes' : 'No'}</dd>
            <dt>Finance option</dt>
            <dd>{financeOptionText(order.finance_option)}</dd>
            <dt>Checkout</dt>
            <dd>{checkoutText(order.vendor_type)}</dd>
          </dl>
        </section>

        <section className={forms.section} aria-labelledby="order-vehicle">
          <h2 id="order-vehicle">Vehicle</h2>
          <dl className={forms.facts}>
            <dt>Vehicle</dt>
            <dd>
              {order.vehicle_id !== null ? (
                <Link to={`/admin/inventory/vehicles/${order.vehicle_id}`}>{vehicleTitle(order)}</Link>
              ) : (
                vehicleTitle(order)
              )}
            </dd>
            <dt>VIN</dt>
            <dd>{ltr(order.vehicle_vin)}</dd>
          </dl>
        </section>

        <section className={forms.section} aria-labelledby="order-customer">
          <h2 id="order-customer">Customer</h2>
          <dl className={forms.facts}>
            <dt>Name</dt>
            <dd>{order.customer_name || '—'}</dd>
            <dt>E-mail</dt>
            <dd>{ltr(order.customer_email)}</dd>
            <dt>Lead</dt>
            <dd>{lead ? <Link to={lead}>Lead {order.lead_id}</Link> : order.lead_id !== null ? `Lead ${order.lead_id}` : 'None'}</dd>
          </dl>
        </section>

        <section className={forms.section} aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          {order.payment ? (
            <dl className={forms.facts}>
              <dt>Provider</dt>
              <dd>{providerText(order.payment.provider)}</dd>
              <dt>Payment id</dt>
              <dd>{ltr(order.payment.id)}</dd>
              <dt>State</dt>
              <dd>{paymentStateText(order.payment.state, order.payment.refunded, order.amount)}</dd>
              <dt>Refunded</dt>
              <dd>{ltr(formatAmount(order.payment.refunded, order.currency))}</dd>
              <dt>Last decline</dt>
              <dd>{order.payment.last_error ?? '—'}</dd>
            </dl>
          ) : (
            <p className={ui.hint}>No card payment: this reservation took no fee.</p>
          )}
        </section>

        <section className={forms.section} aria-labelledby="order-journey">
          <h2 id="order-journey">From the journey</h2>
          <dl className={forms.facts}>
            {metadataFacts(order, chosenDealerName, locale).map(([label, text]) => (
              <div key={label} className={forms.pair}>
                <dt>{label}</dt>
                {/* Isolated: an Arabic market's appointment reads right to left in the English back office. */}
                <dd>
                  <bdi>{text}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  )
}
