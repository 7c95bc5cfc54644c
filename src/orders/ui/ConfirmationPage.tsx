import buttons from '~/ui/Button.module.css'
import { formatCalendarDate } from '~/ui/date-format.ts'
import type { JourneyBase } from '../journey.server.ts'
import type { publicOrder } from '../orders.server.ts'
import { appointmentText, bookedAppointment } from '../rules/appointments.ts'
import styles from './journey.module.css'

type PublicOrder = ReturnType<typeof publicOrder>

/**
 * spec 3 §2 confirmation/:orderNumber: the order as the shopper made it (number, date, payment
 * status, the trade-in they gave, spec 3 §3 Order), or the confirmation-failure page.
 */
export function ConfirmationPage({ base, order, fee }: { base: JourneyBase; order: PublicOrder | null; fee: string | null }) {
  const { texts, stockPage } = base
  if (!order) {
    return (
      <section className={styles.page} aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{texts.confirmationFailureTitle}</h1>
        <p>{texts.confirmationFailureText}</p>
        <a className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} href={stockPage}>
          {texts.backToStock}
        </a>
      </section>
    )
  }
  const vehicle = order.vehicle as { title?: string; owner?: string | null; link?: string }
  // The day the order was made, in UTC as the server keeps it.
  const date = formatCalendarDate(order.created_at.slice(0, 10), base.locale, { day: 'numeric', month: 'long', year: 'numeric' })
  const appointment = bookedAppointment(order.metadata.appointment)
  const trade = order.metadata.tradeInData as { has_trade_in?: boolean; brand?: string; model?: string; registration?: string } | null
  const rows: [string, string][] = [
    [texts.orderNumber, order.order_number],
    [texts.orderDate, date],
    [texts.vehicle, vehicle.title ?? ''],
    ...(vehicle.owner ? [[texts.retailer, vehicle.owner] as [string, string]] : []),
    ...(appointment ? [[texts.appointment, appointmentText(appointment, base.locale)] as [string, string]] : []),
    ...(trade?.has_trade_in
      ? [[texts.tradeIn, [trade.brand, trade.model, trade.registration].filter(Boolean).join(' ')] as [string, string]]
      : []),
    [texts.reservationFee, order.amount > 0 ? (fee ?? '') : texts.noFee],
    [
      texts.paymentStatus,
      (texts as Readonly<Record<string, string | undefined>>)[`paymentStatuses.${order.payment_status}`] ?? order.payment_status,
    ],
  ]
  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{texts.confirmationTitle}</h1>
      <p>{texts.confirmationText}</p>
      <dl className={styles.summary} data-testid="order-summary">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} href={stockPage}>
        {texts.backToStock}
      </a>
    </section>
  )
}
