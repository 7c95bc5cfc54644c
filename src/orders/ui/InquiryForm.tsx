import { isPhoneText } from '~/lib/phone-text.ts'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { FocusableButton } from '~/ui/FocusableButton.tsx'
import buttons from '~/ui/Button.module.css'
import type { JourneyVehicle, OrderTexts } from '../journey.server.ts'
import { sendInquiry } from './journey-client.ts'
import { Field } from './Field.tsx'
import { EMAIL_MAX, isEmailAddress } from '~/lib/email.ts'
import styles from './journey.module.css'

/** What the retailer needs to answer: a name, an address and the question (the phone is optional). */
const REQUIRED: ReadonlySet<string> = new Set(['first_name', 'last_name', 'email', 'message'])
/** The API's limits (send_inquiry_email), kept by the fields themselves: a longer text cannot be typed. */
const MAX_LENGTH = { first_name: 100, last_name: 100, email: EMAIL_MAX, phone: 40, message: 2000 }

/**
 * The details step's "Ask the retailer" (spec 3 §7 send_inquiry_email; ADR 102): a shopper who
 * wants to ask before reserving sends a question; the server chooses the retailer's address.
 */
export function InquiryForm({ texts, vehicle }: { texts: OrderTexts; vehicle: JourneyVehicle }) {
  const id = useId()
  const ui = useUiTexts()
  const sent = useRef<HTMLParagraphElement>(null)
  const [values, setValues] = useState({ first_name: '', last_name: '', email: '', phone: '', message: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    for (const key of REQUIRED) if (!values[key as keyof typeof values].trim()) found[key] = texts.required
    if (values.email.trim() && !isEmailAddress(values.email.trim())) found.email = texts.invalidEmail
    if (values.phone.trim() && !isPhoneText(values.phone)) found.phone = ui.rulePhone
    setErrors(found)
    const first = (Object.keys(values) as (keyof typeof values)[]).find((key) => found[key])
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setState('sending')
    setProblem(null)
    const answer = await sendInquiry({
      customer: { ...values, phone: values.phone.trim() || undefined },
      vehicle: vehicle.configUrl ? { config_url: vehicle.configUrl } : { vehicle_id: vehicle.id },
    })
    if (answer.ok) return setState('sent')
    // A field the server refused (a character it cannot store) is marked as the browser's checks mark one.
    const key = answer.status === 422 ? fieldOf(answer.pointer) : undefined
    if (key && (answer.code === 'unstorable' || key === 'email' || key === 'phone')) {
      setState('idle')
      setErrors({ [key]: answer.code === 'unstorable' ? ui.formRefusedCharacters : key === 'email' ? texts.invalidEmail : ui.rulePhone })
      document.getElementById(`${id}-${key}`)?.focus()
      return
    }
    setState('failed')
    setProblem(answer.status === 429 ? answer.detail : texts.inquiryFailed)
  }

  // The form gives way to its thank-you: the focus goes with it, not to the page's start.
  useEffect(() => {
    if (state === 'sent') sent.current?.focus()
  }, [state])

  if (state === 'sent')
    return (
      <p role="status" className={styles.notice} ref={sent} tabIndex={-1}>
        {texts.inquirySent}
      </p>
    )
  const field = (key: keyof typeof values, label: string, type = 'text', autoComplete?: string) => (
    <Field id={`${id}-${key}`} label={label} required={REQUIRED.has(key)} error={errors[key]}>
      {key === 'message' ? (
        <textarea
          id={`${id}-${key}`}
          rows={4}
          maxLength={MAX_LENGTH.message}
          aria-required={REQUIRED.has(key) || undefined}
          value={values[key]}
          onChange={set(key)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        />
      ) : (
        <input
          id={`${id}-${key}`}
          type={type}
          autoComplete={autoComplete}
          maxLength={MAX_LENGTH[key]}
          aria-required={REQUIRED.has(key) || undefined}
          value={values[key]}
          onChange={set(key)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        />
      )}
    </Field>
  )
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={texts.askRetailer}>
      <p>{texts.inquiryIntro}</p>
      {field('first_name', texts.firstName, 'text', 'given-name')}
      {field('last_name', texts.lastName, 'text', 'family-name')}
      {field('email', texts.email, 'email', 'email')}
      {field('phone', texts.phone, 'tel', 'tel')}
      {field('message', texts.inquiryMessage)}
      <FocusableButton type="submit" className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} inactive={state === 'sending'}>
        {state === 'sending' ? texts.inquirySending : texts.inquirySend}
      </FocusableButton>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </form>
  )
}

/** The form's field a refusal points at (`/customer_data/first_name` → `first_name`). */
function fieldOf(pointer: string | null): keyof typeof MAX_LENGTH | undefined {
  const key = /^\/customer_data\/(\w+)$/.exec(pointer ?? '')?.[1]
  return key && Object.hasOwn(MAX_LENGTH, key) ? (key as keyof typeof MAX_LENGTH) : undefined
}
