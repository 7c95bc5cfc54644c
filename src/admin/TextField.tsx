import { useId } from 'react'
import { fieldErrorAt } from './problem-text.ts'
import { type ApiProblem } from '~/lib/api-client.ts'
import { FieldError } from '~/ui/FormErrors.tsx'
import styles from '~/ui/forms.module.css'

/**
 * The back office's text input: label, optional hint, and the API's error for `/name` under it,
 * tied to the input by aria-describedby and aria-invalid. Uncontrolled: the form reads it on submit.
 */
export function TextField({
  id: givenId,
  name,
  label,
  value,
  errors,
  required = false,
  hint,
  type = 'text',
  inputMode,
  maxLength,
}: {
  name: string
  label: string
  value?: string | number | null
  errors: readonly ApiProblem[]
  /** An id the caller needs (to focus the input); one is made otherwise. */
  id?: string
  required?: boolean
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'url'
  inputMode?: 'decimal'
  maxLength?: number
}) {
  const madeId = useId()
  const id = givenId ?? madeId
  const message = fieldErrorAt(errors, `/${name}`)
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' (required)' : ''}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={value ?? ''}
        required={required}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  )
}
