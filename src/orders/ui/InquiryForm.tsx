import { useId, useState, type FormEvent } from 'react'
import buttons from '~/ui/Button.module.css'
import type { JourneyVehicle, OrderTexts } from '../journey.server.ts'
import { sendInquiry } from './journey-client.ts'
import { Field } from './Field.tsx'
import styles from './journey.module.css'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** What the retailer needs to answer: a name, an address and the question (the phone is optional). */
const REQUIRED: ReadonlySet<string> = new Set(['first_name', 'last_name', 'email', 'message'])

/**
 * The details step's "Ask the retailer" (spec 3 §7 send_inquiry_email; ADR 102): a shopper who
 * wants to ask before reserving sends a question; the server chooses the retailer's address.
 */
export function InquiryForm({ texts, vehicle }: { texts: OrderTexts; vehicle: JourneyVehicle }) {
  const id = useId()
  const [values, setValues] = useState({ first_name: '', last_name: '', email: '', phone: '', message: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    for (const key of REQUIRED) if (!values[key as keyof typeof values].trim()) found[key] = texts.required
    if (values.email.trim() && !EMAIL.test(values.email.trim())) found.email = texts.invalidEmail
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
    setState('failed')
    setProblem(answer.status === 429 ? answer.detail : texts.inquiryFailed)
  }

  if (state === 'sent')
    return (
      <p role="status" className={styles.notice}>
        {texts.inquirySent}
      </p>
    )
  const field = (key: keyof typeof values, label: string, type = 'text', autoComplete?: string) => (
    <Field id={`${id}-${key}`} label={label} required={REQUIRED.has(key)} error={errors[key]}>
      {key === 'message' ? (
        <textarea
          id={`${id}-${key}`}
          rows={4}
          maxLength={2000}
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
      <button type="submit" className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} disabled={state === 'sending'}>
        {state === 'sending' ? texts.inquirySending : texts.inquirySend}
      </button>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </form>
  )
}
