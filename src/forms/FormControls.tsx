import type { ReactNode, Ref } from 'react'
import { autocompleteFor } from './autocomplete.ts'
import { consentTextParts } from './consent-text.ts'
import type { FormField } from './definition.ts'
import { FIELD_VALUE_LIMIT } from './limits.ts'
import { isChoiceList, isYesNo, type FormLocation } from './lead-values.ts'
import type { LeadValue } from './rules.ts'
import styles from './FormRenderer.module.css'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { format } from '~/i18n/messages.ts'
import { useIsClient } from '~/ui/use-is-client.ts'
import { visitorToday } from '~/ui/wall-clock.ts'

/** What a control needs to be named and described by its row. */
export interface FieldA11y {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

/** A field's label, help and error around its control; the control gets the ids to point at them. */
export function FieldRow({
  field,
  id,
  wide,
  error,
  children,
}: {
  field: FormField
  id: string
  wide: boolean
  error: string | undefined
  children: (a11y: FieldA11y) => ReactNode
}) {
  const helpId = field.help ? `${id}-help` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined
  const a11y: FieldA11y = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.rules.required && !isGroup(field) ? true : undefined,
  }
  const label = (
    <>
      {field.label}
      {field.rules.required && (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  )
  const rowClass = `${styles.field} ${wide ? styles.wide : ''} ${error ? styles.invalid : ''}`
  const after = (
    <>
      {field.help && (
        <p id={helpId} className={styles.help}>
          {field.help}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  )
  if (isGroup(field)) {
    // A group of radios or boxes: the fieldset's legend names it, its own controls are labelled.
    return (
      // NOTE: a fieldset (role group) may not say aria-required; a radio group's role may, so radios
      // are a radiogroup and a list of boxes shows 'required' in its legend only.
      <fieldset
        className={rowClass}
        role={field.type === 'radio' ? 'radiogroup' : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={(field.type === 'radio' && field.rules.required) || undefined}
      >
        <legend className={styles.label}>{label}</legend>
        {children(a11y)}
        {after}
      </fieldset>
    )
  }
  if (isYesNo(field)) {
    return (
      <div className={rowClass}>
        {children(a11y)}
        {after}
      </div>
    )
  }
  return (
    <div className={rowClass}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(a11y)}
      {after}
    </div>
  )
}

const isGroup = (field: FormField) => field.type === 'radio' || isChoiceList(field)

interface InputProps {
  field: FormField
  a11y: FieldA11y
  inputRef: Ref<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>
  value: LeadValue | undefined
  onChange: (value: LeadValue) => void
  onBlur: () => void
  locations: readonly FormLocation[]
}

/**
 * The most characters a text field takes (spec 1 §5 max, else the lead's limit per value): the
 * control refuses more as it is typed or pasted, so 'Character limit exceeded' never comes after
 * the visitor pressed send (ADR 123).
 */
export const textLimit = (field: FormField): number => field.rules.max ?? FIELD_VALUE_LIMIT

/**
 * Whether the field shows its limit under the control (ADR 143): a text area always (its limit is
 * one a visitor reaches), a one-line text field when the form sets its own `max`.
 */
export const showsLimit = (field: FormField): boolean =>
  field.type === 'textarea' || (field.type === 'text' && field.rules.max !== undefined)

/**
 * The limit under a text control (ADR 143): '12 / 2000' as it is typed, with 'Up to 2000
 * characters' for screen readers, which the control names as its description (not read on every
 * keystroke).
 */
function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const ui = useUiTexts()
  return (
    <p className={styles.count}>
      <span aria-hidden="true">{format(ui.characterCount, { count: length, limit })}</span>
      <span id={id} className="fc-visually-hidden">
        {format(ui.characterLimit, { limit })}
      </span>
    </p>
  )
}

/** The control's description with the limit's statement added. */
const describedWithLimit = (a11y: FieldA11y, limitId: string): FieldA11y => ({
  ...a11y,
  'aria-describedby': [a11y['aria-describedby'], limitId].filter(Boolean).join(' '),
})

/** The control of one field type (phone: PhoneInput). */
export function FieldInput({ field, a11y, inputRef, value, onChange, onBlur, locations }: InputProps) {
  const ui = useUiTexts()
  const client = useIsClient()
  const text = typeof value === 'string' ? value : ''
  switch (field.type) {
    case 'textarea':
      return (
        <>
          <textarea
            {...describedWithLimit(a11y, `${a11y.id}-limit`)}
            ref={inputRef as Ref<HTMLTextAreaElement>}
            className={styles.control}
            rows={4}
            maxLength={textLimit(field)}
            value={text}
            placeholder={field.placeholder}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
          <CharacterCount id={`${a11y.id}-limit`} length={text.length} limit={textLimit(field)} />
        </>
      )
    case 'select':
    case 'location': {
      const options = field.type === 'location' ? locations.map((l) => ({ value: String(l.id), label: l.name })) : (field.options ?? [])
      return (
        <select
          {...a11y}
          ref={inputRef as Ref<HTMLSelectElement>}
          className={styles.control}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        >
          <option value="">{field.placeholder || ui.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
    }
    case 'radio':
      return (
        <div className={styles.choices}>
          {(field.options ?? []).map((option, i) => (
            <label key={option.value} className={styles.choice}>
              <input
                ref={i === 0 ? (inputRef as Ref<HTMLInputElement>) : undefined}
                type="radio"
                name={a11y.id}
                id={i === 0 ? a11y.id : undefined}
                value={option.value}
                checked={text === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              {option.label}
            </label>
          ))}
        </div>
      )
    case 'checkbox':
    case 'consent':
      if (isChoiceList(field)) {
        const chosen = Array.isArray(value) ? value : []
        return (
          <div className={styles.choices}>
            {(field.options ?? []).map((option, i) => (
              <label key={option.value} className={styles.choice}>
                <input
                  ref={i === 0 ? (inputRef as Ref<HTMLInputElement>) : undefined}
                  type="checkbox"
                  id={i === 0 ? a11y.id : undefined}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  onChange={(e) => onChange(e.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value))}
                  onBlur={onBlur}
                />
                {option.label}
              </label>
            ))}
          </div>
        )
      }
      return (
        <>
          <label className={`${styles.choice} ${styles.single}`}>
            <input
              {...a11y}
              ref={inputRef as Ref<HTMLInputElement>}
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              onBlur={onBlur}
            />
            <span>
              {field.label}
              {field.rules.required && (
                <span className={styles.required} aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </span>
          </label>
          {field.type === 'consent' && field.consent_text && (
            <p className={styles.consent}>
              {consentTextParts(field.consent_text).map((part, i) =>
                part.href ? (
                  <a key={i} href={part.href}>
                    {part.text}
                  </a>
                ) : (
                  part.text
                ),
              )}
            </p>
          )}
        </>
      )
    default:
      return (
        <>
          <input
            {...(showsLimit(field) ? describedWithLimit(a11y, `${a11y.id}-limit`) : a11y)}
            ref={inputRef as Ref<HTMLInputElement>}
            className={styles.control}
            type={field.type === 'email' ? 'email' : field.type === 'date' ? 'date' : 'text'}
            // An address reads left to right in right-to-left markets too.
            dir={field.type === 'email' ? 'ltr' : undefined}
            autoComplete={autocompleteFor(field)}
            maxLength={field.type === 'date' ? undefined : textLimit(field)}
            // Set once hydrated: the server's day is not the visitor's.
            min={field.type === 'date' && field.rules.from_today && client ? visitorToday() : undefined}
            value={text}
            placeholder={field.placeholder}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
          {showsLimit(field) && <CharacterCount id={`${a11y.id}-limit`} length={text.length} limit={textLimit(field)} />}
        </>
      )
  }
}
