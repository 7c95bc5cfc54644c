import { useEffect, useRef, useState } from 'react'
import { FormRenderer } from '~/forms/FormRenderer.tsx'
import { useFormToken } from '~/forms/form-token.ts'
import { sendLead } from '~/forms/lead-client.ts'
import { leadBody, leadValueText, newIdempotencyKey } from '~/forms/lead-values.ts'
import type { LeadValues } from '~/forms/rules.ts'
import { format } from '~/i18n/messages.ts'
import { formatPrice } from '~/pricing/price.ts'
import { parseHiddenFields } from '~/ui/form-request.ts'
import { Modal } from '~/ui/Modal.tsx'
import type { RentChoice } from './Block.tsx'
import type { ExtrasStep } from './config.ts'
import type { RentACarData } from './data.server.ts'
import { chosenExtras, clampAmount, extraKey, fillSummaryTemplate, initialChoices, summaryTotals, type ExtraChoices } from './extras.ts'
import { formatDay, rentalDays } from './rules.ts'
import type { RentACarFields } from './template.ts'
import styles from './RentACar.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

type View = { kind: 'step'; index: number } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error' }

/**
 * spec 2 §2 Rent a Car step 4–5: the 'RESERVE {vehicle}' overlay (the project's Modal) with the
 * extras steps (the field groups), the CONTACT DETAILS step (the chosen form, checked but not yet
 * sent), and 'Your booking details' whose 'Send inquiry' sends the lead to POST
 * /forms/{id}/leads with the booking as additional_data; then the thank-you or the error view
 * (spec 2 §8, the block's ty_* and error_* fields over the catalogue's texts).
 */
export default function ReserveOverlay({
  fields,
  data,
  choice,
  locationName,
  preview,
  onClose,
  onDone,
}: {
  fields: RentACarFields
  data: RentACarData
  choice: RentChoice
  locationName: (key: string) => string
  preview: boolean
  onClose: () => void
  onDone: () => void
}) {
  const { texts, config, priceFormat } = data
  const form = data.form!
  const steps = config.steps
  const vehicle = config.vehicles[choice.vehicle]!
  const count = steps.length + 2
  const [view, setView] = useState<View>({ kind: 'step', index: 0 })
  const [choices, setChoices] = useState<ExtraChoices>(() => initialChoices(steps))
  const [contact, setContact] = useState<{ values: LeadValues; phoneProof: string | null } | null>(null)
  const idempotencyKey = useRef<string | null>(null)
  const token = useFormToken(form.form.id, form.formToken, !preview)
  const heading = useRef<HTMLHeadingElement>(null)
  const viewKey = view.kind === 'step' ? `step-${view.index}` : view.kind
  // Each step, and the result, replaces the last: focus goes to its heading, read out next.
  useEffect(() => {
    if (view.kind !== 'sending') heading.current?.focus()
  }, [viewKey, view.kind])

  const days = rentalDays(choice.pickupDate, choice.dropoffDate)
  const lines = chosenExtras(steps, choices)
  const totals = summaryTotals(vehicle.price.daily, days, lines)
  const money = (amount: number | null) => (amount === null ? '' : formatPrice(amount, 'value', priceFormat))
  const dateOptions = config.additional.date.options as Intl.DateTimeFormatOptions
  const day = (iso: string) => formatDay(iso, config.additional.date.locale, dateOptions)
  const definition = form.form.definition

  const contactText = () => {
    if (!contact) return ''
    const text = (id: string) => {
      const field = definition.fields.find((f) => f.id === id)
      const value = contact.values[id]
      return value === undefined ? '' : leadValueText(field, value, undefined, { yes: texts.yes, no: texts.no })
    }
    const template = fields.form_summary_template.trim()
    if (template) return fillSummaryTemplate(template, new Proxy({}, { get: (_, id) => text(String(id)) }) as Record<string, string>)
    return definition.fields
      .filter((f) => f.type !== 'hidden' && f.type !== 'consent')
      .map((f) => text(f.id))
      .filter(Boolean)
      .join(', ')
  }

  const send = async () => {
    if (!contact || preview) return
    idempotencyKey.current ??= newIdempotencyKey()
    setView({ kind: 'sending' })
    const answer = await sendLead(
      form.form.id,
      leadBody(definition, contact.values, {
        formVersion: form.form.version,
        hiddenFields: parseHiddenFields(fields.form_hidden_field_mapping),
        additionalData: {
          rent_a_car: {
            vehicle: vehicle.display_name,
            nameplate: vehicle.nameplate_name,
            pickup_location: choice.pickup,
            dropoff_location: choice.dropoff,
            pickup_address: choice.pickupAddress,
            dropoff_address: choice.dropoffAddress,
            pickup_date: choice.pickupDate,
            dropoff_date: choice.dropoffDate,
            days,
            daily_price: vehicle.price.daily,
            extras: lines.map(({ heading, quantity, price, total }) => ({ heading, quantity, price, total })),
            total: totals.total,
          },
        },
        pagePath: window.location.pathname,
        idempotencyKey: idempotencyKey.current,
        formToken: await token.current(),
        website: '',
        phoneProof: contact.phoneProof,
      }),
    )
    if (answer.kind === 'accepted') {
      idempotencyKey.current = null
      setView({ kind: 'sent' })
      return
    }
    if (answer.kind === 'refused') void token.refresh()
    setView({ kind: 'error' })
  }

  const stepHeading = (title: string, index: number) => (
    <>
      <p className={styles.muted}>{format(texts.stepOf, { step: index + 1, count })}</p>
      <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h3>
    </>
  )
  const back = (index: number) =>
    index > 0 && (
      <button type="button" className={styles.secondary} onClick={() => setView({ kind: 'step', index: index - 1 })}>
        {texts.back}
      </button>
    )

  let body
  if (view.kind === 'sent') {
    body = (
      <div className={styles.result} role="status" data-result="thank-you">
        <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {fields.ty_heading.trim() || texts.tyHeading}
        </h3>
        <p>{fields.ty_disclaimer.trim() || texts.tyDisclaimer}</p>
        <button type="button" className={styles.primary} onClick={onDone}>
          {fields.ty_button_label.trim() || texts.tyButton}
        </button>
      </div>
    )
  } else if (view.kind === 'error') {
    body = (
      <div className={styles.result} role="alert" data-result="error">
        <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {fields.error_heading.trim() || texts.errorHeading}
        </h3>
        <p>{fields.error_disclaimer.trim() || texts.errorDisclaimer}</p>
        <button type="button" className={styles.primary} onClick={() => setView({ kind: 'step', index: count - 1 })}>
          {texts.tryAgain}
        </button>
      </div>
    )
  } else {
    const index = view.kind === 'step' ? view.index : count - 1
    if (index < steps.length) {
      body = (
        <div className={styles.step}>
          {stepHeading(steps[index]!.name || texts.extras, index)}
          <Extras step={steps[index]!} index={index} choices={choices} setChoices={setChoices} texts={texts} money={money} />
          <div className={styles.actions}>
            {back(index)}
            <button type="button" className={styles.primary} onClick={() => setView({ kind: 'step', index: index + 1 })}>
              {texts.next}
            </button>
          </div>
        </div>
      )
    } else if (index === steps.length) {
      body = (
        <div className={styles.step}>
          {stepHeading(texts.contactDetails, index)}
          <FormRenderer
            form={form.form}
            locations={form.locations}
            formToken={form.formToken}
            hiddenFields={parseHiddenFields(fields.form_hidden_field_mapping)}
            initial={contact?.values}
            submitLabel={texts.next}
            before={back(index)}
            preview={preview}
            onCollect={(values, proof) => {
              setContact({ values, phoneProof: proof.phone })
              setView({ kind: 'step', index: index + 1 })
            }}
          />
        </div>
      )
    } else {
      const sending = view.kind === 'sending'
      body = (
        <div className={styles.step} aria-busy={sending || undefined}>
          {stepHeading(texts.summary, index)}
          <dl className={styles.summary}>
            <div>
              <dt>{texts.vehicle}</dt>
              <dd>{vehicle.display_name}</dd>
            </div>
            <div>
              <dt>{texts.pickupLocation}</dt>
              <dd>{[locationName(choice.pickup), choice.pickupAddress].filter(Boolean).join(', ')}</dd>
            </div>
            <div>
              <dt>{texts.dropoffLocation}</dt>
              <dd>{[locationName(choice.dropoff), choice.dropoffAddress].filter(Boolean).join(', ')}</dd>
            </div>
            <div>
              <dt>{texts.period}</dt>
              <dd>
                {day(choice.pickupDate)} – {day(choice.dropoffDate)}
                <br />
                <span>{format(texts.days, { count: days })}</span>
                {totals.vehicle !== null && totals.vehicle > 0 && <span> · {money(totals.vehicle)}</span>}
              </dd>
            </div>
            <div>
              <dt>{texts.extras}</dt>
              <dd>
                {lines.length === 0 ? (
                  texts.noExtras
                ) : (
                  <ul className={styles.lines}>
                    {lines.map((line) => (
                      <li key={line.key}>
                        {line.quantity > 1 ? `${line.quantity} × ` : ''}
                        {line.heading}
                        {line.total ? ` · ${money(line.total)}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
            <div>
              <dt>{texts.contact}</dt>
              <dd className={styles.preLine}>{contactText()}</dd>
            </div>
            <div className={styles.total}>
              <dt>{texts.total}</dt>
              <dd data-total="">{totals.total !== null && totals.total > 0 ? money(totals.total) : texts.totalOnRequest}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            {!sending && back(index)}
            <FocusableButton className={styles.primary} inactive={sending || preview} onClick={() => void send()}>
              {sending ? texts.sending : texts.sendInquiry}
            </FocusableButton>
          </div>
        </div>
      )
    }
  }

  return (
    <Modal
      open
      onClose={view.kind === 'sent' ? onDone : onClose}
      title={format(texts.reserve, { name: vehicle.display_name })}
      preventClose={view.kind === 'sending'}
      className={styles.overlay}
    >
      {body}
    </Modal>
  )
}

/** One extras step: its items and their subitems, each with its amount or its toggler. */
function Extras({
  step,
  index,
  choices,
  setChoices,
  texts,
  money,
}: {
  step: ExtrasStep
  index: number
  choices: ExtraChoices
  setChoices: (update: (current: ExtraChoices) => ExtraChoices) => void
  texts: RentACarData['texts']
  money: (amount: number | null) => string
}) {
  return (
    <div className={styles.extras}>
      {step.extras.items.map((item, i) => (
        <section key={i} className={styles.item} aria-label={item.heading || undefined}>
          {item.heading && <h4 className={styles.itemTitle}>{item.heading}</h4>}
          <ul className={styles.subitems}>
            {item.subitems.map((sub, j) => {
              const key = extraKey(index, i, j)
              const c = sub.controller
              const price = money(sub.price)
              return (
                <li key={j} className={styles.subitem} data-extra={sub.heading}>
                  <div>
                    <p className={styles.subTitle}>{sub.heading}</p>
                    {price && (
                      <p className={styles.muted}>
                        {price} {sub.price_string_context}
                      </p>
                    )}
                    {sub.features_list.length > 0 && (
                      <ul className={styles.specs}>
                        {sub.features_list.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                  {c.type === 'amount' ? (
                    <div className={styles.amount} role="group" aria-label={sub.heading}>
                      <FocusableButton
                        className={styles.iconButton}
                        aria-label={format(texts.decrease, { name: sub.heading })}
                        inactive={Number(choices[key]) <= c.min}
                        onClick={() => setChoices((all) => ({ ...all, [key]: clampAmount(c, Number(all[key]) - 1) }))}
                      >
                        −
                      </FocusableButton>
                      <output aria-live="polite" className={styles.amountValue}>
                        {String(choices[key])}
                      </output>
                      <FocusableButton
                        className={styles.iconButton}
                        aria-label={format(texts.increase, { name: sub.heading })}
                        inactive={Number(choices[key]) >= c.max}
                        onClick={() => setChoices((all) => ({ ...all, [key]: clampAmount(c, Number(all[key]) + 1) }))}
                      >
                        +
                      </FocusableButton>
                    </div>
                  ) : (
                    <fieldset className={styles.toggler}>
                      <legend className={styles.visuallyHidden}>{sub.heading}</legend>
                      {[true, false].map((on) => (
                        <label key={String(on)} className={styles.toggle}>
                          <input
                            type="radio"
                            name={`extra-${key}`}
                            checked={choices[key] === on}
                            onChange={() => setChoices((all) => ({ ...all, [key]: on }))}
                          />
                          {on ? c.true_label : c.false_label}
                        </label>
                      ))}
                    </fieldset>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
