import { useCallback, useId, useMemo, useState, type Ref } from 'react'
import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import type { FormDefinition, FormField } from './definition.ts'
import type { FieldA11y } from './FormControls.tsx'
import { verifyPhone } from './lead-client.ts'
import { CALLING_CODES } from './calling-codes.ts'
import { loadedPhoneNumbers, usePhoneNumbers, type PhoneNumbers } from './phone-loader.ts'
import styles from './FormRenderer.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

/**
 * Country calling codes by ISO code ('GB +44'): the same text in the server render and the
 * browser. Made once: the same elements every render, so React does not compare 245 options again.
 */
const COUNTRY_OPTIONS = [...CALLING_CODES].map(([code, callingCode]) => (
  <option key={code} value={code}>
    {`${code} +${callingCode}`}
  </option>
))

type PhoneParts = { country: string; national: string }

/** The number as sent: a typed +code wins, else the chosen country's calling code before it. */
export function composePhone(country: string, national: string): string {
  const number = national.trim()
  const callingCode = CALLING_CODES.get(country)
  if (number === '' || number.startsWith('+') || !callingCode) return number
  return `+${callingCode} ${number}`
}

/**
 * A stored value split back into its country and the rest, for the two controls. An international
 * number stays whole (no country chosen: sent as typed) until the metadata that splits it is here.
 */
export function splitPhone(value: string, fallbackCountry: string, numbers: PhoneNumbers | null): PhoneParts {
  if (numbers) return numbers.splitPhone(value, fallbackCountry)
  return value.startsWith('+') ? { country: '', national: value } : { country: fallbackCountry, national: value }
}

type VerificationStep = { step: 'idle' } | { step: 'sending' } | { step: 'sent'; phone: string } | { step: 'checking'; phone: string }

export interface PhoneVerification {
  /** The form's phone field that needs a code (definition.verification.phone_field). */
  field: FormField | undefined
  /** Whether this number (E.164) was confirmed by its code. */
  isVerified(phone: string): boolean
  /** The proof the check answered for this number, which the lead carries (ADR 056); null for another number. */
  proofFor(phone: string): string | null
  /** The proof was refused (used, expired): the number must be confirmed again. */
  forget(): void
  step: VerificationStep
  message: { text: string; error: boolean } | null
  send(phone: string): Promise<void>
  check(phone: string, code: string): Promise<void>
}

/**
 * spec 1 §5 phone verification: send a code to the number, check it for form `formId`; the number is
 * then confirmed, and the check's proof kept for the lead (one lead: a proof is used once).
 */
export function usePhoneVerification(definition: FormDefinition, formId: number | string): PhoneVerification {
  const field = definition.fields.find((f) => f.id === definition.verification.phone_field && f.type === 'phone')
  const [verified, setVerified] = useState<{ phone: string; proof: string | null } | null>(null)
  const [step, setStep] = useState<VerificationStep>({ step: 'idle' })
  const [message, setMessage] = useState<PhoneVerification['message']>(null)
  const ui = useUiTexts()
  const send = useCallback(
    async (phone: string) => {
      setStep({ step: 'sending' })
      setMessage(null)
      const answer = await verifyPhone('create_verification', { phone_number: phone }, ui)
      setStep(answer.ok ? { step: 'sent', phone } : { step: 'idle' })
      setMessage(answer.ok ? { text: ui.codeSent, error: false } : { text: answer.message, error: true })
    },
    [ui],
  )
  const formNumber = Number(formId)
  const check = useCallback(
    async (phone: string, code: string) => {
      setStep({ step: 'checking', phone })
      const answer = await verifyPhone(
        'check_verification',
        {
          phone_number: phone,
          code: code.trim(),
          ...(Number.isInteger(formNumber) && formNumber > 0 ? { form_id: formNumber } : {}),
        },
        ui,
      )
      if (answer.ok) {
        setVerified({ phone, proof: answer.proof })
        setStep({ step: 'idle' })
        setMessage({ text: ui.phoneConfirmed, error: false })
      } else {
        setStep({ step: 'sent', phone })
        setMessage({ text: answer.message, error: true })
      }
    },
    [formNumber, ui],
  )
  const forget = useCallback(() => {
    setVerified(null)
    setMessage(null)
  }, [])
  return useMemo(
    () => ({
      field,
      isVerified: (phone: string) => phone === verified?.phone,
      proofFor: (phone: string) => (phone === verified?.phone ? verified.proof : null),
      forget,
      step,
      message,
      send,
      check,
    }),
    [field, verified, step, message, send, check, forget],
  )
}

/**
 * A phone field: the country's calling code and the number (stored together, `+44 20 7946 0000`;
 * the rules keep it in E.164), and when the form verifies it, sending and checking the code.
 */
export function PhoneInput({
  field,
  a11y,
  inputRef,
  value,
  onChange,
  onBlur,
  verification,
  preview,
}: {
  field: FormField
  a11y: FieldA11y
  inputRef: Ref<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  verification: PhoneVerification | null
  preview: boolean
}) {
  const [parts, setParts] = useState(() => splitPhone(value, field.country ?? '', loadedPhoneNumbers()))
  // A number set from outside kept whole (the metadata not here yet), split once it is; not what
  // the visitor types, which would change under their fingers.
  const [unsplit, setUnsplit] = useState(() => !loadedPhoneNumbers() && value.startsWith('+'))
  const ui = useUiTexts()
  // A value set from outside (the URL prefill, a step shown again) shows in the two controls.
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    if (composePhone(parts.country, parts.national) !== value) {
      setParts(splitPhone(value, parts.country || (field.country ?? ''), loadedPhoneNumbers()))
      setUnsplit(!loadedPhoneNumbers() && value.startsWith('+'))
    }
  }
  const numbers = usePhoneNumbers(unsplit)
  if (numbers && unsplit) {
    setUnsplit(false)
    setParts(numbers.splitPhone(parts.national, field.country ?? ''))
  }
  const update = (next: { country: string; national: string }) => {
    setUnsplit(false)
    setParts(next)
    onChange(composePhone(next.country, next.national))
  }
  return (
    <>
      <div className={styles.phone}>
        <select
          className={styles.control}
          aria-label={format(ui.countryCode, { field: field.label })}
          value={parts.country}
          onChange={(e) => update({ ...parts, country: e.target.value })}
          onBlur={onBlur}
        >
          <option value="">+</option>
          {COUNTRY_OPTIONS}
        </select>
        <input
          {...a11y}
          ref={inputRef as Ref<HTMLInputElement>}
          className={styles.control}
          type="tel"
          // Numbers read left to right in right-to-left markets too.
          dir="ltr"
          autoComplete="tel-national"
          value={parts.national}
          placeholder={field.placeholder}
          onChange={(e) => update({ ...parts, national: e.target.value })}
          onBlur={onBlur}
        />
      </div>
      {verification && <PhoneCode verification={verification} value={value} country={field.country} preview={preview} />}
    </>
  )
}

/** Send code / enter code / confirmed, under the phone field: a code goes to a valid number (E.164) only. */
function PhoneCode({
  verification,
  value,
  country,
  preview,
}: {
  verification: PhoneVerification
  value: string
  country: string | undefined
  preview: boolean
}) {
  const numbers = usePhoneNumbers(true)
  const phone = numbers?.normalisePhone(value, country) ?? null
  const id = useId()
  const ui = useUiTexts()
  const [code, setCode] = useState('')
  const { step, message } = verification
  const confirmed = phone !== null && verification.isVerified(phone)
  const waitingFor = step.step === 'sent' || step.step === 'checking' ? step.phone : null
  const busy = step.step === 'sending' || step.step === 'checking'
  return (
    <div className={styles.verify}>
      {confirmed ? null : waitingFor && waitingFor === phone ? (
        <div className={styles.codeRow}>
          <label className={styles.label} htmlFor={`${id}-code`}>
            {ui.phoneCode}
          </label>
          <input
            id={`${id}-code`}
            className={`${styles.control} ${styles.code}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FocusableButton
            className={styles.smallButton}
            inactive={busy || code.trim() === ''}
            onClick={() => void verification.check(phone, code)}
          >
            {ui.checkCode}
          </FocusableButton>
          <FocusableButton className={styles.linkButton} inactive={busy} onClick={() => void verification.send(phone)}>
            {ui.sendNewCode}
          </FocusableButton>
        </div>
      ) : (
        <FocusableButton
          className={styles.smallButton}
          inactive={busy || phone === null || preview}
          onClick={() => phone && void verification.send(phone)}
        >
          {ui.sendCode}
        </FocusableButton>
      )}
      <p className={message?.error ? styles.error : styles.help} role="status">
        {confirmed ? ui.phoneConfirmed : (message?.text ?? '')}
      </p>
    </div>
  )
}
