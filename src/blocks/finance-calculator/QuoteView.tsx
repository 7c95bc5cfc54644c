import { useEffect, type RefObject } from 'react'
import { BlockForm } from '../BlockForm.tsx'
import type { FinanceProduct } from './config.ts'
import type { FinanceCalculatorData } from './data.server.ts'
import { money } from './money.ts'
import { quoteLeadData, type FinanceQuote } from './quote-data.ts'
import type { FinanceCalculatorFields } from './template.ts'
import styles from '../Tool.module.css'

/**
 * spec 2 §2 'Your quote': the figures the product's output config names, each with its label and
 * description, the disclaimers, 'Edit quote'; the quote request form (its lead carries the quote)
 * and whether an order journey under way took the quote as its purchase options (spec 3 §3).
 */
export default function QuoteView({
  fields,
  product,
  quote,
  data,
  headingRef,
  onEdit,
  editing,
  savedForOrder,
}: {
  fields: FinanceCalculatorFields
  product: FinanceProduct
  quote: FinanceQuote
  data: FinanceCalculatorData
  headingRef: RefObject<HTMLHeadingElement | null>
  onEdit: () => void
  editing: boolean
  /** The quote became the purchase options of an order journey under way (saveQuoteForOrder). */
  savedForOrder: boolean
}) {
  const out = product.output
  const f = quote.figures
  const format = (amount: number) => money(amount, data.priceFormat)
  useEffect(() => {
    headingRef.current?.focus()
  }, [quote, headingRef])
  const created = out.created_at
    ? new Intl.DateTimeFormat(out.created_at.language || data.language, {
        dateStyle: out.created_at.dateStyle,
        ...(out.created_at.timeStyle ? { timeStyle: out.created_at.timeStyle } : {}),
      }).format(new Date(quote.createdAt))
    : ''
  const rows: { key: string; label: string; value: string; description?: string; note?: string; sub?: boolean; headline?: boolean }[] = []
  const add = (key: string, config: { label: string; description?: string } | undefined, value: string, extra: object = {}) => {
    if (config) rows.push({ key, label: config.label, value, description: config.description, ...extra })
  }
  add('monthly_payment', out.monthly_payment, format(f.monthlyPayment), { headline: true, note: fields.monthly_price_disclaimer })
  add('on_the_road_price', out.on_the_road_price, format(f.onTheRoadPrice), { note: fields.car_price_disclaimer })
  add('total_deposit', out.total_deposit, format(f.totalDeposit))
  add('cash_deposit', out.total_deposit?.cash_deposit, format(f.cashDeposit), { sub: true })
  add('total_amount_of_credit', out.total_amount_of_credit, format(f.totalAmountOfCredit))
  add('monthly_payments', out.monthly_payments, String(f.monthlyPayments))
  // A product without a balloon has no final payment to show (ADR 186).
  if (f.balloon > 0) add('final_payment', out.final_payment, format(f.balloon))
  add('total_amount_payable', out.total_amount_payable, format(f.totalAmountPayable))
  add('duration_of_agreement', out.duration_of_agreement, `${f.durationMonths} ${out.duration_of_agreement?.unit ?? ''}`.trim())
  add('interest_rate', out.interest_rate, `${f.interestRate} ${out.interest_rate?.unit ?? ''}`.trim())
  add('created_at', out.created_at, created)

  return (
    <div className={styles.split}>
      <div className={styles.card} aria-live="polite">
        <h3 className={styles.stepHeading} ref={headingRef} tabIndex={-1}>
          {fields.your_quote_title}
        </h3>
        <p className={styles.muted}>
          {product.name} · {[quote.vehicle.model, quote.vehicle.engine].filter(Boolean).join(' ')}
        </p>
        <dl className={styles.figures}>
          {rows.map((row) => (
            <div key={row.key} className={`${styles.figure} ${row.sub ? styles.sub : ''}`} data-figure={row.key}>
              <dt>{row.label}</dt>
              <dd className={row.headline ? styles.headline : undefined}>{row.value}</dd>
              {row.description && <dd className={styles.note}>{row.description}</dd>}
              {row.note && <dd className={styles.note}>{row.note}</dd>}
            </div>
          ))}
        </dl>
        {(product.disclaimerTitle || product.disclaimerBody) && (
          <div>
            {product.disclaimerTitle && <p className={styles.progress}>{product.disclaimerTitle}</p>}
            {product.disclaimerBody && (
              <div className={`fc-prose ${styles.muted}`} dangerouslySetInnerHTML={{ __html: product.disclaimerBody }} />
            )}
          </div>
        )}
        {savedForOrder && (
          <p className={styles.muted} role="status">
            {data.texts.savedForOrder}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onEdit}>
            {fields.edit_quote_label}
          </button>
        </div>
      </div>
      {data.form && (
        <div className={styles.card}>
          <h4 className={styles.stepHeading}>{data.texts.requestQuote}</h4>
          <BlockForm
            fields={{ form_id: fields.form_id }}
            data={data.form}
            context={{ index: 0, eagerImages: false, editing }}
            additionalData={quoteLeadData(quote)}
          />
        </div>
      )}
    </div>
  )
}
