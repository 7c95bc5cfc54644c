import { useId, useState } from 'react'
import { STORAGE_KEYS } from '../../rules/constants.ts'
import {
  calculatorLimits,
  finalPayment,
  leaseCalculatorData,
  monthlyPayment,
  readCalculatorInput,
  type CalculatorField,
  type ReverseCalculatorSettings,
} from '../../rules/finance.ts'
import { formatStockPrice, type StockPriceFormat } from '~/pricing/stock-price.ts'
import { useStockTexts } from '../../texts/context.ts'
import { fill } from '../../texts/texts.ts'
import styles from './Showroom.module.css'

/** The terms the calculator offers, in months; the market's own term is added when it is another. */
const TERMS = [12, 24, 36, 48, 60, 72]

/**
 * The mini finance calculator of a vehicle page (spec 3 §2; new, used and approved vehicles): the
 * monthly payment of the price less a deposit over a term at a yearly rate, by the annuity formula
 * (spec 3 §9 `pmt`; at rate 0, −(pv+fv)/n). Its defaults are the market's finance settings (ADR 067).
 */
export function MiniCalculator(props: {
  price: number
  defaults: ReverseCalculatorSettings
  format: StockPriceFormat
  vehicleId: number
  /** A section of the page of its own (2), or an item of the finance section's (3, the default). */
  level?: 2 | 3
}) {
  const t = useStockTexts()
  const Heading = props.level === 2 ? 'h2' : 'h3'
  // What the shopper typed, as typed: a half-written or out-of-bounds figure is shown with its error, not corrected.
  const [typed, setTyped] = useState<Record<CalculatorField, string>>({
    deposit_percent: String(props.defaults.deposit_percent),
    interest_rate: String(props.defaults.interest_rate),
  })
  const [term, setTerm] = useState(props.defaults.term_months)
  const id = useId()
  const read = readCalculatorInput(typed, { ...props.defaults, term_months: term })
  const monthly = read.ok ? Math.round(monthlyPayment(props.price, read.settings)) : NaN
  const finalAmount = read.ok ? Math.round(finalPayment(props.price, read.settings)) : 0
  const terms = [...new Set([...TERMS, props.defaults.term_months])].sort((a, b) => a - b)
  const invalid = (field: CalculatorField) => !read.ok && read.invalid.includes(field)

  // spec 3 §3: the figures the shopper chose go with them into the order journey (leaseCalculatorData); only valid ones.
  const change = (nextTyped: Record<CalculatorField, string>, nextTerm: number) => {
    setTyped(nextTyped)
    setTerm(nextTerm)
    const next = readCalculatorInput(nextTyped, { ...props.defaults, term_months: nextTerm })
    if (!next.ok) return
    const data = leaseCalculatorData({
      vehicleId: props.vehicleId,
      price: props.price,
      settings: next.settings,
      monthly: Math.round(monthlyPayment(props.price, next.settings)),
    })
    try {
      window.localStorage.setItem(STORAGE_KEYS.leaseCalculator, JSON.stringify(data))
    } catch {
      // Storage refused (private mode): the journey starts without the quote.
    }
  }
  const percentInput = (field: CalculatorField, label: string, message: string) => (
    <div className={styles.calculatorRow}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="text"
        inputMode="decimal"
        value={typed[field]}
        aria-invalid={invalid(field) || undefined}
        aria-describedby={invalid(field) ? `${id}-${field}-error` : undefined}
        onChange={(e) => change({ ...typed, [field]: e.target.value }, term)}
      />
      {invalid(field) && (
        <p id={`${id}-${field}-error`} className={styles.calculatorError} role="alert">
          {fill(message, calculatorLimits(props.defaults)[field])}
        </p>
      )}
    </div>
  )
  return (
    <form className={styles.calculator} aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()} noValidate>
      <Heading id={`${id}-title`} className="fc-heading fc-heading--xs">
        {t['showroom.calculator']}
      </Heading>
      <p className={styles.calculatorRow}>
        <span>{t['showroom.calculatorPrice']}</span>
        <strong>{formatStockPrice(props.price, 'value', props.format)}</strong>
      </p>
      {percentInput('deposit_percent', t['showroom.calculatorDeposit'], t['showroom.calculatorDepositInvalid'])}
      <label className={styles.calculatorRow}>
        <span>{t['showroom.calculatorTerm']}</span>
        <select value={term} onChange={(e) => change(typed, Number(e.target.value))}>
          {terms.map((months) => (
            <option key={months} value={months}>
              {months}
            </option>
          ))}
        </select>
      </label>
      {percentInput('interest_rate', t['showroom.calculatorRate'], t['showroom.calculatorRateInvalid'])}
      <p className={styles.calculatorResult}>
        <span>{t['showroom.calculatorMonthly']}</span>
        <output aria-live="polite">
          {Number.isFinite(monthly) && monthly > 0 ? <bdi>{formatStockPrice(monthly, 'value', props.format)}</bdi> : '–'}
        </output>
      </p>
      {/* A balloon in the market's terms is part of the quote: the monthly figure alone would hide it. */}
      {props.defaults.balloon_percent > 0 && (
        <p className={styles.calculatorRow}>
          <span>{t['showroom.calculatorFinalPayment']}</span>
          {/* Of the figures typed: none while they are wrong, or when the deposit leaves no room for it. */}
          <bdi>{finalAmount > 0 ? formatStockPrice(finalAmount, 'value', props.format) : '–'}</bdi>
        </p>
      )}
      <p className="fc-paragraph--xs">{t['showroom.calculatorNote']}</p>
    </form>
  )
}
