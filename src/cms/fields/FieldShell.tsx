import type { ReactNode } from 'react'
import type { FieldDefinition } from '~/blocks/fields.ts'
import { useFieldError } from './errors.ts'
import styles from './Fields.module.css'

/** What an input needs to be tied to its label, tooltip and error. */
export interface InputA11y {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

/**
 * The frame of every field editor: the label, the tooltip (spec 2 §3.2 attrs.tooltip) and the
 * field's error message under it. `group` frames a compound editor (link, image) as a fieldset.
 */
export function FieldShell({
  definition,
  id,
  name,
  group = false,
  children,
}: {
  definition: FieldDefinition
  id: string
  name: string
  group?: boolean
  children: (a11y: InputA11y) => ReactNode
}) {
  const error = useFieldError(name)
  const tooltip = definition.attrs.tooltip
  const tipId = `${id}-tip`
  const errorId = `${id}-error`
  const describedBy = [tooltip ? tipId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const a11y: InputA11y = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined }
  const body = (
    <>
      {tooltip && (
        <p id={tipId} className={styles.tooltip}>
          {tooltip}
        </p>
      )}
      {children(a11y)}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  )
  if (group) {
    return (
      <fieldset className={styles.field} data-invalid={error ? '' : undefined} aria-describedby={describedBy}>
        <legend className={styles.label} id={`${id}-label`}>
          {definition.label}
        </legend>
        {body}
      </fieldset>
    )
  }
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.label} htmlFor={id} id={`${id}-label`}>
        {definition.label}
      </label>
      {body}
    </div>
  )
}

/** The error line alone, for editors that carry their own label (a checkbox). */
export function FieldErrorLine({ id, name }: { id: string; name: string }) {
  const error = useFieldError(name)
  return error ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null
}
