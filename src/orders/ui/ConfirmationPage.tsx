import buttons from '~/ui/Button.module.css'
import type { ConfirmationValues, JourneyBase } from '../journey.server.ts'
import type { publicOrder } from '../orders.server.ts'
import styles from './journey.module.css'

type PublicOrder = ReturnType<typeof publicOrder>

/**
 * spec 3 §2 confirmation/:orderNumber: the order as the shopper made it (number, date, payment
 * status, how they chose to pay for the car, the trade-in they gave, spec 3 §3 Order), or the
 * confirmation-failure page.
 */
export function ConfirmationPage(props: { base: JourneyBase; order: PublicOrder | null; written: ConfirmationValues | null }) {
  const { base, order, written } = props
  const { texts, stockPage } = base
  if (!order || !written) {
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
  const vehicle = order.vehicle as { title?: string; link?: string }
  const named = texts as Readonly<Record<string, string | undefined>>
  const rows: [string, string][] = [
    [texts.orderNumber, order.order_number],
    [texts.orderDate, written.date],
    [texts.vehicle, vehicle.title ?? ''],
    ...(written.purchase ? [[texts.purchase, written.purchase] as [string, string]] : []),
    ...(written.retailer ? [[texts.retailer, written.retailer] as [string, string]] : []),
    ...(written.appointment ? [[texts.appointment, written.appointment] as [string, string]] : []),
    ...(written.tradeIn ? [[texts.tradeIn, written.tradeIn] as [string, string]] : []),
    [texts.reservationFee, order.amount > 0 ? written.fee : texts.noFee],
    [texts.paymentStatus, named[`paymentStatuses.${order.payment_status}`] ?? order.payment_status],
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
