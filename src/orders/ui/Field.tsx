import type { ReactNode } from 'react'
import styles from './journey.module.css'

/**
 * A labelled control of the journey's forms; a required one is marked as the market's forms mark
 * theirs (a red *), its error under it as `{id}-error` (the control's aria-describedby).
 */
export function Field(props: { id: string; label: string; required?: boolean; error?: string | null; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {props.children}
      {props.error && (
        <p id={`${props.id}-error`} className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  )
}
