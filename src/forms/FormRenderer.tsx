import { ruleText } from './rule-texts.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import type { FormDefinition } from './definition.ts'
import { FieldInput, FieldRow } from './FormControls.tsx'
import { FORM_TOKEN_POINTER, useFormToken } from './form-token.ts'
import { safeRedirect } from './limits.ts'
import { sendLead, type ThankYou } from './lead-client.ts'
import {
  answerErrors,
  FIELD_POINTER,
  initialValues,
  leadBody,
  newIdempotencyKey,
  prefilledValues,
  type FormLocation,
  type FormPrefill,
} from './lead-values.ts'
import { PhoneInput, usePhoneVerification } from './PhoneInput.tsx'
import { loadPhoneNumbers } from './phone-loader.ts'
import { isFieldShown, validateLead, type LeadValues } from './rules.ts'
import styles from './FormRenderer.module.css'
import { DEFAULT_SUBMIT_LABEL, DEFAULT_THANK_YOU_MESSAGE, DEFAULT_THANK_YOU_TITLE, withMarketDefault } from './defaults.ts'
import { afterPress } from './after-press.ts'
import { visitorToday } from '~/ui/wall-clock.ts'
import { FocusableButton } from '~/ui/FocusableButton.tsx'
import { useIsClient } from '~/ui/use-is-client.ts'

/** A form as a page shows it: its id, the version the visitor fills in, and its definition. */
export interface RenderedForm {
  id: number | string
  version: number
  definition: FormDefinition
}

export interface FormRendererProps {
  form: RenderedForm
  /** The places a location field offers (the market's locations, usually retailers). */
  locations?: readonly FormLocation[]
  /** The form_token written into the server render (ADR 053): without it the API refuses the lead. */
  formToken?: string | null
  /**
   * The form_token was issued for this visitor just now (a modal form's answer, a page no cache
   * keeps), so no fresh one is fetched as the page arrives (form-token.ts).
   */
  freshFormToken?: boolean
  /** Sent as hidden_fields: the block's form_hidden_field_mapping, a form link's hidden_fields. */
  hiddenFields?: Readonly<Record<string, string>>
  /** Sent as additional_data: the clicked tab (menaTabs), the offer, vehicle context (ciData). */
  additionalData?: Readonly<Record<string, unknown>>
  /** The page's location (a showroom's retailer, ADR 105): location fields start on it, else it is the lead's. */
  locationId?: number
  /** spec 2 §3.5: fields filled from the page's URL. */
  prefill?: FormPrefill
  /** Two columns (has_two_columns, a link's form_layout); the definition's layout when undefined. */
  twoColumns?: boolean
  /** spec 2 §3.5 button_position (left, center, right: start, center, end of the line). */
  buttonPosition?: 'left' | 'center' | 'right'
  buttonStyle?: 'primary' | 'secondary'
  /** spec 2 §3.5 has_button_margin: more room above the button. */
  buttonMargin?: boolean
  /** The builder's live preview: everything works but sending. */
  preview?: boolean
  /**
   * What a request error shows instead of the form (Offers to CRM: error_text and a 'Try again'
   * button that returns to the form, spec 2 §4). Without it, a message above the button.
   */
  failure?: { text: string; retryLabel: string }
  /** Called once the API stored the lead: its id and the values sent. */
  onSent?: (leadId: string, values: LeadValues) => void
  /**
   * A step of a longer journey (Rent a Car's contact step, spec 2 §4): the checked values are
   * handed over instead of sent; the journey sends the lead later (with the phone's proof).
   */
  onCollect?: (values: LeadValues, proof: { phone: string | null }) => void
  /** The submit button's label instead of the form's (a journey's 'Next'). */
  submitLabel?: string
  /** A control before the submit button, in its row (a journey's 'Back'). */
  before?: ReactNode
  /** Values to start from (the journey's step shown again after going back). */
  initial?: LeadValues
  /** Its first field takes the focus as it shows (opened by a button that then goes away). */
  focusFirstField?: boolean
}

/** The honeypot's bait for bots (ADR 053): hidden from people and assistive technology, so not an interface text. */
const HONEYPOT_LABEL = 'Website'
/** Only editors see the preview (the editor is an English tool, ADR 091). */
const PREVIEW_NOTE = 'Preview: the form is not sent.'

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'failed' } | { kind: 'sent'; thankYou: ThankYou }

/**
 * A form (spec 1 §5, spec 2 §3.5; ADR 053, ADR 058): every field type in one or two columns, fields
 * shown by their show_when, the rules of rules.ts checked as the visitor goes (the red invalid
 * state with the rule's message, linked by aria-describedby) and on submit (focus to the first
 * invalid field), the API's 422 errors placed at their fields, a busy submit button, then the
 * thank-you message (or its redirect). The idempotency key is made on the first submit and kept
 * for every retry until the lead is stored. The builder's preview passes a definition and `preview`.
 */
export function FormRenderer(props: FormRendererProps) {
  const { form, locations = [], preview = false } = props
  const { definition } = form
  const idBase = useId()
  // False in the server render and during hydration: the form is sent by script only.
  const hydrated = useIsClient()
  const phone = usePhoneVerification(definition, form.id)
  const ui = useUiTexts()
  // A page's location the form does not offer is not preselected (the field would refuse it).
  const locationId = props.locationId !== undefined && locations.some((l) => l.id === props.locationId) ? props.locationId : undefined
  const defaults = useMemo(
    () => ({ ...initialValues(definition, props.hiddenFields, locationId), ...props.initial }),
    // The starting values are read once per form, as the form's own are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definition, props.hiddenFields, locationId],
  )
  const hasPhone = definition.fields.some((field) => field.type === 'phone')
  const resolver = useMemo<Resolver<LeadValues>>(
    () => async (values) => {
      // A number that cannot be checked here (the chunk did not come) is checked by the server.
      const readPhone = hasPhone
        ? await loadPhoneNumbers().then(
            (numbers) => numbers.normalisePhone,
            () => null,
          )
        : null
      // The visitor's day here; the server checks a date against the market's.
      const check = validateLead(definition, values, { today: visitorToday(), readPhone })
      const errors: FieldErrors<LeadValues> = {}
      if (!check.ok) for (const [id, error] of Object.entries(check.errors)) errors[id] = { type: error.code, message: ruleText(error, ui) }
      const phoneField = phone.field
      if (phoneField && check.ok && typeof check.values[phoneField.id] === 'string' && check.values[phoneField.id] !== '') {
        if (!phone.isVerified(check.values[phoneField.id] as string))
          errors[phoneField.id] = { type: 'verification', message: ui.verifyPhoneFirst }
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: check.ok ? check.values : {}, errors: {} }
    },
    [definition, hasPhone, phone, ui],
  )
  const { control, handleSubmit, setError, setFocus, setValue } = useForm<LeadValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onTouched',
    shouldFocusError: true,
  })
  const values = useWatch({ control }) as LeadValues
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const [problems, setProblems] = useState<string[]>([])
  const idempotencyKey = useRef<string | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  // A form that only collects values (onCollect) sends nothing: it needs no token.
  const formToken = useFormToken(form.id, props.formToken, !preview && !props.onCollect && !props.freshFormToken)

  // spec 1 §2: query parameters prefill the form. Read in the browser: the published page may
  // come from the page cache, which keeps no query (ADR 039).
  useEffect(() => {
    if (preview || !props.prefill) return
    const prefilled = prefilledValues(definition, new URLSearchParams(window.location.search), props.prefill, locations)
    for (const [id, value] of Object.entries(prefilled)) setValue(id, value, { shouldDirty: true })
    // Once per form: later URL changes do not overwrite what the visitor typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, preview])

  const fieldsRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (props.focusFirstField) fieldsRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
    // As it first shows only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const send = async (checked: LeadValues) => {
    if (preview || status.kind === 'sending') return
    if (props.onCollect) {
      const value = phone.field ? checked[phone.field.id] : undefined
      props.onCollect(checked, { phone: typeof value === 'string' && value ? phone.proofFor(value) : null })
      return
    }
    idempotencyKey.current ??= newIdempotencyKey()
    setProblems([])
    setStatus({ kind: 'sending' })
    const phoneValue = phone.field ? checked[phone.field.id] : undefined
    const answer = await sendLead(
      form.id,
      leadBody(definition, checked, {
        formVersion: form.version,
        hiddenFields: props.hiddenFields ?? {},
        additionalData: props.additionalData ?? {},
        pagePath: window.location.pathname,
        idempotencyKey: idempotencyKey.current,
        formToken: await formToken.current(),
        website: honeypot.current?.value ?? '',
        phoneProof: typeof phoneValue === 'string' ? phone.proofFor(phoneValue) : null,
        locationId: props.locationId,
      }),
    )
    if (answer.kind === 'accepted') {
      idempotencyKey.current = null
      const thankYou = answer.thankYou ?? definition.settings.thank_you
      const redirect = safeRedirect(thankYou.redirect_url)
      if (redirect) window.location.assign(redirect)
      setStatus({ kind: 'sent', thankYou })
      props.onSent?.(answer.id, checked)
      return
    }
    setStatus(answer.kind === 'failed' && props.failure ? { kind: 'failed' } : { kind: 'editing' })
    if (answer.kind === 'failed') {
      // Past the rate limit (429) the visitor should wait, not check their connection.
      if (!props.failure) setProblems([answer.status === 429 ? ui.verifyTooManyAttempts : ui.notSent])
      return
    }
    if (answer.problems.some((problem) => problem.source?.pointer === FORM_TOKEN_POINTER)) void formToken.refresh()
    // A refused phone (its proof used or expired) must be confirmed again with a new code.
    const phonePointer = phone.field && `${FIELD_POINTER}${phone.field.id}`
    if (phonePointer && answer.problems.some((problem) => problem.source?.pointer === phonePointer)) phone.forget()
    const errors = answerErrors(answer.problems, definition, ui)
    const first = definition.fields.find((field) => errors.fields[field.id])
    for (const field of definition.fields) {
      if (errors.fields[field.id]) setError(field.id, { type: 'server', message: errors.fields[field.id] })
    }
    setProblems(errors.other)
    if (first) setFocus(first.id)
  }

  if (status.kind === 'sent') return <ThankYouView thankYou={status.thankYou} />
  if (status.kind === 'failed' && props.failure) {
    return (
      <div className={styles.failure} role="alert">
        <p>{props.failure.text}</p>
        <button type="button" className={buttonClass(props.buttonStyle)} onClick={() => setStatus({ kind: 'editing' })}>
          {props.failure.retryLabel}
        </button>
      </div>
    )
  }

  const twoColumns = props.twoColumns ?? definition.layout === 'double_column'
  const sending = status.kind === 'sending'
  return (
    <form
      className={`${styles.form} ${twoColumns ? styles.twoColumns : ''}`}
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      // A phone number is checked with metadata of its own, asked for as the visitor starts on the form.
      onFocus={hasPhone ? () => void loadPhoneNumbers().catch(() => {}) : undefined}
      aria-busy={sending || undefined}
      data-form-id={form.id}
    >
      <div className={styles.fields} ref={fieldsRef}>
        {definition.fields.map((field) => {
          if (field.type === 'hidden' || !isFieldShown(field, values, definition)) return null
          return (
            <Controller
              key={field.id}
              name={field.id}
              control={control}
              render={({ field: control, fieldState }) => (
                <FieldRow
                  field={field}
                  id={`${idBase}-${field.id}`}
                  wide={!twoColumns || field.width === 'full' || field.type === 'textarea' || field.type === 'consent'}
                  error={fieldState.error?.message}
                >
                  {(a11y) =>
                    field.type === 'phone' ? (
                      <PhoneInput
                        field={field}
                        a11y={a11y}
                        inputRef={control.ref}
                        value={String(control.value ?? '')}
                        onChange={control.onChange}
                        onBlur={() => afterPress(control.onBlur)}
                        verification={phone.field?.id === field.id ? phone : null}
                        preview={preview}
                      />
                    ) : (
                      <FieldInput
                        field={field}
                        a11y={a11y}
                        inputRef={control.ref}
                        value={control.value}
                        onChange={control.onChange}
                        onBlur={() => afterPress(control.onBlur)}
                        locations={locations}
                      />
                    )
                  }
                </FieldRow>
              )}
            />
          )
        })}
      </div>
      {/* ADR 053: a honeypot; people and assistive technology never meet it, bots fill it in. */}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {HONEYPOT_LABEL}
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {problems.length > 0 && (
        <div className={styles.problems} role="alert">
          {problems.map((problem, i) => (
            <p key={i}>{problem}</p>
          ))}
        </div>
      )}
      {preview && <p className={styles.previewNote}>{PREVIEW_NOTE}</p>}
      <div
        className={`${styles.actions} ${styles[`button-${props.buttonPosition ?? 'right'}`]} ${props.buttonMargin ? styles.buttonMargin : ''}`}
      >
        {props.before}
        <FocusableButton type="submit" className={buttonClass(props.buttonStyle)} disabled={!hydrated} inactive={sending || preview}>
          {sending ? ui.sending : (props.submitLabel ?? withMarketDefault(definition.submit_label, DEFAULT_SUBMIT_LABEL, ui.formSubmit))}
        </FocusableButton>
      </div>
    </form>
  )
}

const buttonClass = (style: 'primary' | 'secondary' = 'primary') => `${styles.button} ${styles[style]}`

/** The thank-you message (spec 1 §7 setting thank_you), announced and focused. */
function ThankYouView({ thankYou }: { thankYou: ThankYou }) {
  const ui = useUiTexts()
  const heading = useRef<HTMLHeadingElement>(null)
  const message = thankYou.message && withMarketDefault(thankYou.message, DEFAULT_THANK_YOU_MESSAGE, ui.formThankYouMessage)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.thankYou} role="status">
      <h3 ref={heading} tabIndex={-1} className={`fc-heading fc-heading--s ${styles.thankYouTitle}`}>
        {withMarketDefault(thankYou.title, DEFAULT_THANK_YOU_TITLE, ui.formThankYouTitle)}
      </h3>
      {message && <p>{message}</p>}
    </div>
  )
}
