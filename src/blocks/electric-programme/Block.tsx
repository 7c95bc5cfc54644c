import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { format } from '~/i18n/messages.ts'
import type { CardFieldsHandle } from '~/orders/ui/LiveCardFields.tsx'
import { cancelProgrammeLead, confirmProgrammePayment, createProgrammeLead } from '~/orders/ui/journey-client.ts'
import type { BlockContext } from '../template.ts'
import type { ElectricProgrammeData } from './data.server.ts'
import { programmeModels } from './models.ts'
import type { ElectricProgrammeFields } from './template.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import { isEmailAddress } from '~/lib/email.ts'
import { isPhoneText } from '~/lib/phone-text.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { declineReason } from '~/orders/rules/decline.ts'
import { formatStockPrice } from '~/pricing/stock-price.ts'
import { FocusableButton } from '~/ui/FocusableButton.tsx'
import tool from '../Tool.module.css'
import styles from './ElectricProgramme.module.css'

/** Stripe's own card fields: a chunk of their own, loaded only in a market with Stripe keys (ADR 098). */
const LiveCardFields = lazy(() => import('~/orders/ui/LiveCardFields.tsx'))

/** The card sandbox's test cards the block offers (ADR 098), by their texts' keys. */
const TEST_CARDS = [
  ['pm_card_visa', 'cardVisa'],
  ['pm_card_chargeDeclined', 'cardDeclined'],
] as const

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'model'] as const
type Field = (typeof FIELDS)[number]

type Result = { kind: 'paid'; leadId: string; amount: string } | null

/** The deposit as the site writes money (the market's price format, of its currency); else as the language writes it. */
const money = (amount: number, currency: string, data: ElectricProgrammeData) =>
  data.priceFormat.currencyIso === currency
    ? formatStockPrice(amount, 'value', data.priceFormat, { stripTags: true })
    : new Intl.NumberFormat(data.language, { style: 'currency', currency }).format(amount)
/** An amount in minor units (Stripe.js answers those) in the currency's units. */
const fromMinor = (amountMinor: number, currency: string) =>
  amountMinor / 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2)

/**
 * spec 3 §4 Electric-model programme (ADR 104): the shopper registers (first name, last name,
 * e-mail, phone, model), which creates the lead and its payment intent at the programme; the
 * intent is confirmed with the card — the card sandbox's test cards through our API, or Stripe's
 * fields with Stripe.js in a market with Stripe keys — and the result shown. Below, the shopper
 * may cancel a reservation with its number and e-mail address.
 */
export default function ElectricProgramme({
  fields,
  context,
  data,
}: {
  fields: ElectricProgrammeFields
  groups: unknown[]
  context: BlockContext
  data?: ElectricProgrammeData
}) {
  const id = useId()
  const ui = useUiTexts()
  const models = programmeModels(fields)
  const texts = data?.texts
  const [values, setValues] = useState<Record<Field, string>>({ first_name: '', last_name: '', email: '', phone: '', model: '' })
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const [method, setMethod] = useState<string>(TEST_CARDS[0][0])
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [result, setResult] = useState<Result>(null)
  /** A lead made by an attempt whose card was declined: the next card pays for the same lead. */
  const lead = useRef<{ id: string; intentId: string; clientSecret: string | null } | null>(null)
  const attempt = useRef<string | null>(null)
  const cardFields = useRef<CardFieldsHandle>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  // The result replaces the form: focus goes to its heading, so a screen reader reads it next.
  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])

  if (!texts || !data?.card || models.length === 0)
    return (
      <section className={`${tool.section} ${fields.box_color}`}>
        <div className={tool.inner}>
          <Misconfigured
            editing={context.editing}
            heading="This electric-model programme cannot be shown:"
            problems={models.length === 0 ? ['No models: add one a line.'] : ['The market takes no card payments.']}
            fields={fields}
          />
        </div>
      </section>
    )
  const card = data.card

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {}
    for (const name of ['first_name', 'last_name', 'email', 'model'] as const) if (values[name].trim() === '') found[name] = texts.required
    if (!found.email && !isEmailAddress(values.email.trim())) found.email = texts.invalidEmail
    if (values.phone.trim() && !isPhoneText(values.phone)) found.phone = ui.rulePhone
    return found
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = check()
    setProblems(found)
    setAlert(null)
    const first = FIELDS.find((name) => found[name])
    if (first) return document.getElementById(`${id}-${first}`)?.focus()
    setBusy(true)
    try {
      if (!lead.current) {
        const created = await createProgrammeLead({
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
          model: values.model,
        })
        if (!created.ok)
          return setAlert(created.status === 429 ? texts.tooMany : created.status >= 500 ? texts.unavailable : created.detail)
        lead.current = {
          id: created.data.lead_id,
          intentId: created.data.payment_intent.id,
          clientSecret: created.data.payment_intent.client_secret,
        }
      }
      const made = lead.current
      if (card.sandbox) {
        attempt.current ??= crypto.randomUUID()
        const paid = await confirmProgrammePayment(made.id, { paymentIntentId: made.intentId, paymentMethod: method }, attempt.current)
        if (!paid.ok) {
          attempt.current = null
          return setAlert(
            paid.status === 402
              ? format(texts.declined, { reason: data.declineReasons[declineReason(paid.meta)] })
              : paid.status === 429
                ? texts.tooMany
                : texts.failed,
          )
        }
        setResult({ kind: 'paid', leadId: made.id, amount: money(paid.data.amount, paid.data.currency, data) })
      } else {
        if (!made.clientSecret || !cardFields.current) return setAlert(texts.failed)
        const paid = await cardFields.current.confirm(made.clientSecret)
        if ('error' in paid) return setAlert(format(texts.declined, { reason: paid.error }))
        setResult({
          kind: 'paid',
          leadId: made.id,
          amount: money(fromMinor(paid.amountMinor, paid.currency), paid.currency, data),
        })
      }
    } finally {
      setBusy(false)
    }
  }

  const input = (name: Field, label: string, type = 'text', autoComplete?: string) => (
    <div className={tool.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className={tool.control}
        value={values[name]}
        autoComplete={autoComplete}
        maxLength={name === 'email' ? 254 : name === 'phone' ? 40 : 100}
        dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
      />
      {problems[name] && (
        <p id={`${id}-${name}-error`} className={tool.error}>
          {problems[name]}
        </p>
      )}
    </div>
  )

  return (
    <section className={`${tool.section} ${fields.box_color}`} aria-labelledby={fields.section_title ? `${id}-title` : undefined}>
      <div className={tool.inner}>
        <div className={tool.header}>
          {fields.section_title && (
            <h2 id={`${id}-title`} className="fc-heading fc-heading--l">
              {fields.section_title}
            </h2>
          )}
          {fields.section_paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.section_paragraph }} />}
        </div>
        {result ? (
          <div className={tool.card} data-testid="programme-result">
            <h3 ref={resultHeading} tabIndex={-1} className={tool.stepHeading}>
              {texts.paidTitle}
            </h3>
            <p>{format(texts.paidText, { amount: result.amount, lead: result.leadId })}</p>
          </div>
        ) : (
          <form className={tool.card} noValidate onSubmit={(event) => void submit(event)}>
            <div className={tool.fields}>
              {input('first_name', texts.firstName, 'text', 'given-name')}
              {input('last_name', texts.lastName, 'text', 'family-name')}
              {input('email', texts.email, 'email', 'email')}
              {input('phone', texts.phone, 'tel', 'tel')}
              <div className={tool.field}>
                <label htmlFor={`${id}-model`}>{texts.model}</label>
                <select
                  id={`${id}-model`}
                  name="model"
                  className={tool.control}
                  value={values.model}
                  onChange={(event) => setValues({ ...values, model: event.target.value })}
                  aria-invalid={problems.model ? true : undefined}
                  aria-describedby={problems.model ? `${id}-model-error` : undefined}
                >
                  <option value="">{texts.chooseModel}</option>
                  {models.map((model) => (
                    <option key={model} value={model}>
                      {model}
                    </option>
                  ))}
                </select>
                {problems.model && (
                  <p id={`${id}-model-error`} className={tool.error}>
                    {problems.model}
                  </p>
                )}
              </div>
            </div>
            {card.sandbox ? (
              <fieldset className={tool.choices}>
                <legend>{texts.cardLegend}</legend>
                {TEST_CARDS.map(([value, key]) => (
                  <label key={value} className={tool.choice}>
                    <input type="radio" name={`${id}-card`} value={value} checked={method === value} onChange={() => setMethod(value)} />
                    <span className={tool.choiceText}>{texts[key]}</span>
                  </label>
                ))}
                <p className={tool.muted}>{texts.testCardsNote}</p>
              </fieldset>
            ) : (
              <Suspense fallback={null}>
                <LiveCardFields publishableKey={card.publishableKey} locale={data.language} texts={card.texts} handle={cardFields} />
              </Suspense>
            )}
            <div aria-live="assertive">
              {alert && (
                <p role="alert" className={tool.error}>
                  {alert}
                </p>
              )}
            </div>
            <div className={tool.actions}>
              {/* Keeps the focus while busy: a declined card's message is read where the shopper is. */}
              <FocusableButton type="submit" className={tool.button} inactive={busy}>
                {busy ? texts.sending : texts.submit}
              </FocusableButton>
            </div>
          </form>
        )}
        <CancelReservation texts={texts} title={fields.cancel_title} />
      </div>
    </section>
  )
}

/** The "cancel my reservation" part: the reservation (lead) number and the e-mail address it was made with. */
function CancelReservation({ texts, title }: { texts: ElectricProgrammeData['texts']; title: string }) {
  const id = useId()
  const [leadId, setLeadId] = useState('')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (leadId.trim() === '' || !isEmailAddress(email.trim())) return setAnswer({ ok: false, text: texts.notFound })
    setBusy(true)
    const cancelled = await cancelProgrammeLead(leadId.trim(), email.trim())
    setBusy(false)
    if (cancelled.ok) return setAnswer({ ok: true, text: format(texts.cancelled, { lead: cancelled.data.lead_id }) })
    setAnswer({ ok: false, text: cancelled.status === 404 || cancelled.status === 422 ? texts.notFound : texts.unavailable })
  }

  return (
    <form className={tool.card} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title || texts.cancelTitle}</h3>
      <p className={tool.muted}>{texts.cancelIntro}</p>
      <div className={tool.fields}>
        <div className={tool.field}>
          <label htmlFor={`${id}-lead`}>{texts.leadId}</label>
          <input
            id={`${id}-lead`}
            className={tool.control}
            value={leadId}
            maxLength={100}
            dir="ltr"
            autoComplete="off"
            onChange={(event) => setLeadId(event.target.value)}
          />
        </div>
        <div className={tool.field}>
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            className={tool.control}
            value={email}
            maxLength={254}
            dir="ltr"
            autoComplete="email"
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
      </div>
      <div aria-live="polite">
        {answer && (
          <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? styles.done : tool.error}>
            {answer.text}
          </p>
        )}
      </div>
      <div className={tool.actions}>
        <FocusableButton type="submit" className={tool.secondary} inactive={busy}>
          {texts.cancelSubmit}
        </FocusableButton>
      </div>
    </form>
  )
}
