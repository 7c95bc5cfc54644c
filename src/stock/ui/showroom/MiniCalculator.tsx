import { useId, useState } from 'react'
import { STORAGE_KEYS } from '../../rules/constants.ts'
import { leaseCalculatorData, monthlyPayment, type ReverseCalculatorSettings } from '../../rules/finance.ts'
import { formatStockPrice, type StockPriceFormat } from '~/pricing/stock-price.ts'
import { useStockTexts } from '../../texts/context.ts'
import styles from './Showroom.module.css'

/** The terms the calculator offers, in months; the market's own term is added when it is another. */
const TERMS = [12, 24, 36, 48, 60, 72]

/**
 * The mini finance calculator of a vehicle page (spec 3 §2; new, used and approved vehicles): the
 * monthly payment of the price less a deposit over a term at a yearly rate, by the annuity formula
 * (spec 3 §9 `pmt`; at rate 0, −(pv+fv)/n). Its defaults are the market's finance settings (ADR 067).
 */
export function MiniCalculator(props: { price: number; defaults: ReverseCalculatorSettings; format: StockPriceFormat; vehicleId: number }) {
  const t = useStockTexts()
  const [deposit, setDeposit] = useState(props.defaults.deposit_percent)
  const [term, setTerm] = useState(props.defaults.term_months)
  const [rate, setRate] = useState(props.defaults.interest_rate)
  const id = useId()
  const settings = { ...props.defaults, deposit_percent: clamp(deposit, 0, 99), term_months: term, interest_rate: clamp(rate, 0, 100) }
  if (settings.deposit_percent + settings.balloon_percent >= 100) settings.balloon_percent = 0
  const monthly = Math.round(monthlyPayment(props.price, settings))
  const terms = [...new Set([...TERMS, props.defaults.term_months])].sort((a, b) => a - b)
  // spec 3 §3: the figures the shopper chose go with them into the order journey (leaseCalculatorData).
  const keep = (changed: Partial<typeof settings>) => {
    const next = { ...settings, ...changed }
    const data = leaseCalculatorData({
      vehicleId: props.vehicleId,
      price: props.price,
      settings: next,
      monthly: Math.round(monthlyPayment(props.price, next)),
    })
    try {
      window.localStorage.setItem(STORAGE_KEYS.leaseCalculator, JSON.stringify(data))
    } catch {
      // Storage refused (private mode): the journey starts without the quote.
    }
  }
  return (
    <form className={styles.calculator} aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
      <h3 id={`${id}-title`} className="fc-heading fc-heading--xs">
        {t['showroom.calculator']}
      </h3>
      <p className={styles.calculatorRow}>
        <span>{t['showroom.calculatorPrice']}</span>
        <strong>{formatStockPrice(props.price, 'value', props.format)}</strong>
      </p>
      <label className={styles.calculatorRow}>
        <span>{t['showroom.calculatorDeposit']}</span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          max={99}
          step={1}
          value={deposit}
          onChange={(e) => (setDeposit(Number(e.target.value)), keep({ deposit_percent: clamp(Number(e.target.value), 0, 99) }))}
        />
      </label>
      <label className={styles.calculatorRow}>
        <span>{t['showroom.calculatorTerm']}</span>
        <select value={term} onChange={(e) => (setTerm(Number(e.target.value)), keep({ term_months: Number(e.target.value) }))}>
          {terms.map((months) => (
            <option key={months} value={months}>
              {months}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.calculatorRow}>
        <span>{t['showroom.calculatorRate']}</span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          value={rate}
          onChange={(e) => (setRate(Number(e.target.value)), keep({ interest_rate: clamp(Number(e.target.value), 0, 100) }))}
        />
      </label>
      <p className={styles.calculatorResult}>
        <span>{t['showroom.calculatorMonthly']}</span>
        <output aria-live="polite">
          {Number.isFinite(monthly) && monthly > 0 ? <bdi>{formatStockPrice(monthly, 'value', props.format)}</bdi> : '–'}
        </output>
      </p>
      <p className="fc-paragraph--xs">{t['showroom.calculatorNote']}</p>
    </form>
  )
}

const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min)
