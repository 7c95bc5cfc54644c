import type { ApiProblem } from '~/lib/api-client.ts'
import styles from './forms.module.css'

/** Errors of a request that no field shows, announced to screen readers. */
export function FormErrors({ errors }: { errors: readonly ApiProblem[] }) {
  if (errors.length === 0) return null
  return (
    <div role="alert" className={styles.errors}>
      {errors.map((e, i) => (
        <p key={i}>
          {e.title}
          {e.detail ? `: ${e.detail}` : ''}
        </p>
      ))}
    </div>
  )
}

/** A field's error line; pair with aria-describedby and aria-invalid on the input. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null
}
