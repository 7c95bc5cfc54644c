import { lazy, Suspense, useId, useState } from 'react'
import { LinkButton, Links } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import type { FinanceProduct } from './config.ts'
import type { FinanceCalculatorData } from './data.server.ts'
import { money } from './money.ts'
import type { FinanceQuote } from './quote-data.ts'
import type { FinanceCalculatorFields, FinanceProductGroup } from './template.ts'
import { fill, validateOptions, type OptionField, type TypedOptions } from './validate.ts'
import { cascade, type VehicleChoice } from './vehicles.ts'
import { useToolScreens } from '../tool-screens.tsx'
import styles from '../Tool.module.css'

// What a visitor's first script needs is the choosing and the checking of inputs. The engine, the
// order hand-off (with its schemas) and the quote view with its request form load on the first
// Calculate, 'Loading...' meanwhile (spec 2 §2, §4); the editor's check of the block's JSON (with
// zod) loads in the editor only.
const QuoteView = lazy(() => import('./QuoteView.tsx'))
const EditorCheck = lazy(() => import('./EditorCheck.tsx'))
const loadEngine = () => Promise.all([import('./products.ts'), import('./quote-data.ts')])

type Step = 'vehicle' | 'personalise' | 'loading' | 'quote'

/**
 * spec 2 §3.12 Finance Calculator: choose a vehicle (model year, bodystyle, model, engine) →
 * personalise (a finance product, deposit and term) → Calculate → your quote, with 'Change
 * vehicle' and 'Edit quote' going back (spec 2 §4). A figure is shown only for valid inputs
 * (validate.ts). A misconfigured block names its problems in the editor and shows its Loading
 * Failed state to visitors (the server resolver refuses it first; this is the same check).
 */
export default function FinanceCalculator({
  fields,
  groups,
  context,
  data,
}: {
  fields: FinanceCalculatorFields
  groups: FinanceProductGroup[]
  context: BlockContext
  data?: FinanceCalculatorData
}) {
  const Heading = fields.header_tag
  const headingId = useId()
  const header = (
    <div className={styles.header}>
      {fields.calc_header && (
        <Heading id={headingId} className="fc-heading fc-heading--l">
          {fields.calc_header}
        </Heading>
      )}
      {fields.calc_header_description && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.calc_header_description }} />}
    </div>
  )
  // The server read the block's products (data.server.ts); a block it could not read never gets
  // here for visitors: it shows its Loading Failed state (LoadedBlock). The editor has no server
  // data, so it checks the block itself.
  let body = null
  if (data) body = <Calculator fields={fields} groups={groups} products={data.products} data={data} editing={context.editing ?? false} />
  else if (context.editing)
    body = (
      <Suspense fallback={null}>
        <EditorCheck fields={fields} groups={groups} />
      </Suspense>
    )
  return (
    <section
      className={`${styles.section} ${fields.box_color}`}
      data-style={fields.calculator_style}
      aria-labelledby={fields.calc_header ? headingId : undefined}
    >
      <div className={styles.inner}>
        {header}
        {body}
        {(fields.calc_disclaimer_header || fields.calc_disclaimer_text) && (
          <div className={styles.header}>
            {fields.calc_disclaimer_header && <p className={styles.progress}>{fields.calc_disclaimer_header}</p>}
            {fields.calc_disclaimer_text && (
              <div className={`fc-prose ${styles.muted}`} dangerouslySetInnerHTML={{ __html: fields.calc_disclaimer_text }} />
            )}
          </div>
        )}
      </div>
    </section>
  )
}

function Calculator({
  fields,
  groups,
  products,
  data,
  editing,
}: {
  fields: FinanceCalculatorFields
  groups: FinanceProductGroup[]
  products: FinanceProduct[]
  data: FinanceCalculatorData
  editing: boolean
}) {
  const texts = data.texts
  const id = useId()
  // Focus follows the step, so a screen reader hears the new step's title (not on first render).
  const { screen: step, go, heading: stepHeading } = useToolScreens<Step>('vehicle')
  const [choice, setChoice] = useState<VehicleChoice>({})
  const [productIndex, setProductIndex] = useState(0)
  const product = products[productIndex] ?? products[0]!
  const [typed, setTyped] = useState<TypedOptions>({
    down_payment: String(product.input.down_payment.default),
    duration: String(product.input.duration.default),
  })
  const [errors, setErrors] = useState<Partial<Record<OptionField, string>>>({})
  const [quote, setQuote] = useState<FinanceQuote | null>(null)
  const [savedForOrder, setSavedForOrder] = useState(false)
  const { options, choice: kept, vehicle } = cascade(data.vehicles, choice)

  const chooseProduct = (index: number) => {
    const next = products[index]!
    setProductIndex(index)
    setTyped({ down_payment: String(next.input.down_payment.default), duration: String(next.input.duration.default) })
    setErrors({})
  }

  const calculate = () => {
    if (!vehicle || vehicle.price === null) return
    const result = validateOptions(typed, product.input, product.rules, texts, vehicle.price)
    if (!result.ok) {
      setErrors(result.errors)
      const first = (['down_payment', 'duration'] as const).find((f) => result.errors[f])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setErrors({})
    go('loading')
    void loadEngine().then(
      ([{ financeProduct }, { saveQuoteForOrder }]) => {
        const next: FinanceQuote = {
          vehicle,
          // The figures are in the vehicle price's currency: the market's, whatever the product's default.
          product: { type: product.type, name: product.name, currency: data.currency ?? product.rules.currency },
          figures: financeProduct(product.type)(result.input),
          createdAt: new Date().toISOString(),
        }
        setQuote(next)
        setSavedForOrder(saveQuoteForOrder(next, window.localStorage))
        go('quote')
      },
      // A chunk that did not load (a new deployment, the network): back to the options to try again.
      () => go('personalise'),
    )
  }

  if (data.vehicles.length === 0) return <p className={styles.muted}>{texts.noVehicles}</p>

  const levels = [
    ['modelYear', fields.model_year],
    ['bodyStyle', fields.version_label],
    ['model', fields.trim_label],
    ['engine', fields.engine_label],
  ] as const
  const pick = (level: (typeof levels)[number][0], value: string) => {
    const index = levels.findIndex(([l]) => l === level)
    const next: VehicleChoice = {}
    for (const [l] of levels.slice(0, index)) if (kept[l] !== undefined) next[l] = kept[l]
    if (value !== '') next[level] = value
    setChoice(next)
  }
  const vehicleName = vehicle ? [vehicle.model, vehicle.engine].filter(Boolean).join(' ') : ''

  return (
    <div className={styles.stack} data-step={step}>
      {step === 'vehicle' ? (
        <div className={styles.card}>
          <h3 className={styles.stepHeading} ref={stepHeading} tabIndex={-1}>
            {fields.choose_label}
          </h3>
          <div className={styles.fields}>
            {levels.map(([level, label]) => {
              const values = options[level]
              if (values.length === 1 && values[0] === '') return null
              return (
                <div className={styles.field} key={level}>
                  <label htmlFor={`${id}-${level}`}>{label}</label>
                  <select
                    id={`${id}-${level}`}
                    className={styles.control}
                    value={kept[level] ?? ''}
                    disabled={values.length === 0}
                    onChange={(event) => pick(level, event.target.value)}
                  >
                    <option value="">{texts.select}</option>
                    {values.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                </div>
              )
            })}
          </div>
          {vehicle && (
            <div className={styles.actions}>
              <p className={styles.headline}>{vehicle.price === null ? texts.priceOnRequest : money(vehicle.price, data.priceFormat)}</p>
              <button
                type="button"
                className={styles.button}
                disabled={vehicle.price === null || editing}
                onClick={() => go('personalise')}
              >
                {fields.personalise_quote_title}
              </button>
            </div>
          )}
        </div>
      ) : (
        <div className={`${styles.card} ${styles.actions}`}>
          <p>
            {fields.choosen_vehicle_text}: <strong>{vehicleName}</strong>
            {vehicle?.price != null && <> · {money(vehicle.price, data.priceFormat)}</>}
          </p>
          <button type="button" className={styles.secondary} onClick={() => go('vehicle')}>
            {fields.change_vehicle_label}
          </button>
        </div>
      )}

      {step === 'personalise' && vehicle && (
        <form
          className={styles.card}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            calculate()
          }}
        >
          <h3 className={styles.stepHeading} ref={stepHeading} tabIndex={-1}>
            {fields.personalise_quote_title}
          </h3>
          <fieldset className={styles.choices}>
            <legend>{fields.choose_finance_product_label}</legend>
            {products.map((p, i) => (
              <label className={styles.choice} key={`${p.type}-${i}`}>
                <input type="radio" name={`${id}-product`} checked={i === productIndex} onChange={() => chooseProduct(i)} />
                <span className={styles.choiceText}>
                  <strong>{p.name}</strong>
                  {p.description && <span className={`fc-prose ${styles.muted}`} dangerouslySetInnerHTML={{ __html: p.description }} />}
                </span>
              </label>
            ))}
          </fieldset>
          <ProductLinks group={groups[productIndex]} />
          <fieldset className={styles.fields}>
            <legend>{fields.choose_options_label}</legend>
            <OptionInput
              id={`${id}-down_payment`}
              label={product.input.down_payment.label}
              unit={product.input.down_payment.unit}
              value={typed.down_payment}
              error={errors.down_payment}
              hint={fill(texts.depositHint, product.input.down_payment)}
              onChange={(value) => setTyped({ ...typed, down_payment: value })}
            />
            <OptionInput
              id={`${id}-duration`}
              label={product.input.duration.label}
              unit={product.input.duration.unit === 'years' ? texts.years : texts.months}
              value={typed.duration}
              error={errors.duration}
              hint={`${product.input.duration.min}–${product.input.duration.max}`}
              onChange={(value) => setTyped({ ...typed, duration: value })}
            />
            <div className={styles.field}>
              <span>
                <strong>{product.input.interest_rate.label}</strong>
              </span>
              <span className={styles.headline}>{product.input.interest_rate.value} %</span>
            </div>
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={styles.button}>
              {fields.calculate_label}
            </button>
          </div>
        </form>
      )}

      {step === 'loading' && (
        <p className={styles.card} role="status">
          {fields.loading_text}
        </p>
      )}
      {step === 'quote' && quote && (
        <Suspense
          fallback={
            <p className={styles.card} role="status">
              {fields.loading_text}
            </p>
          }
        >
          <QuoteView
            fields={fields}
            product={product}
            quote={quote}
            data={data}
            headingRef={stepHeading}
            onEdit={() => go('personalise')}
            editing={editing}
            savedForOrder={savedForOrder}
          />
        </Suspense>
      )}
    </div>
  )
}

/** The chosen product's link and buttons (its group's values: a readable config has a product per group, in order). */
function ProductLinks({ group }: { group: FinanceProductGroup | undefined }) {
  if (!group) return null
  return (
    <div className={styles.actions}>
      <LinkButton link={group.finance_product_link} uiType="tertiary" />
      <LinkButton link={group.finance_product_button} />
      <Links links={group.finance_product_buttons} />
    </div>
  )
}

function OptionInput(props: {
  id: string
  label: string
  unit: string
  value: string
  hint: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const errorId = `${props.id}-error`
  const hintId = `${props.id}-hint`
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <span className={styles.withUnit}>
        <input
          id={props.id}
          className={styles.control}
          inputMode="decimal"
          autoComplete="off"
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <span>{props.unit}</span>
      </span>
      <span id={hintId} className={styles.muted}>
        {props.hint}
      </span>
      {props.error && (
        <p id={errorId} className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  )
}
