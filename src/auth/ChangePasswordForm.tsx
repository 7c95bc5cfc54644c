import { useId, useState, type FormEvent } from 'react'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
import styles from '~/ui/forms.module.css'
import { apiRequest, errorAt, otherErrors, type ApiProblem } from '~/lib/api-client.ts'

const FIELDS = ['/current_password', '/new_password', '/confirm_password']

/**
 * The API names its fields by their keys ('new_password must be at least 12 characters'); the form
 * says them as its labels do.
 * @example passwordMessage('new_password must differ from current_password') // → 'New password must differ from current password'
 */
export const passwordMessage = (message: string) =>
  message.replace(/\b(current|new)_password\b/g, '$1 password').replace(/^\w/, (first) => first.toUpperCase())

/**
 * A local account's password change: POST /auth/password ends every session of the
 * user and starts a fresh one here, so the form says the other sessions were signed out.
 */
export function ChangePasswordForm() {
  const id = useId()
  const [errors, setErrors] = useState<ApiProblem[]>([])
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const value = (name: string) => String(new FormData(form).get(name) ?? '')
    setDone(false)
    if (value('new_password') !== value('confirm_password')) {
      setErrors([{ status: '400', title: 'The new passwords do not match.', source: { pointer: '/confirm_password' } }])
      return
    }
    setBusy(true)
    const result = await apiRequest('POST', '/auth/password', {
      current_password: value('current_password'),
      new_password: value('new_password'),
    })
    setBusy(false)
    setErrors(result.ok ? [] : result.errors)
    if (result.ok) {
      form.reset()
      setDone(true)
    }
  }

  const field = (name: string, label: string, autoComplete: string, hint?: string) => {
    const raw = errorAt(errors, `/${name}`)
    const error = raw && passwordMessage(raw)
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {hint && (
          <p className={styles.hint} id={`${id}-${name}-hint`}>
            {hint}
          </p>
        )}
        <input
          id={`${id}-${name}`}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined}
        />
        <FieldError id={`${id}-${name}-error`} message={error} />
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change your password</h3>
      {field('current_password', 'Current password', 'current-password')}
      {field(
        'new_password',
        'New password',
        'new-password',
        'At least 12 characters and hard to guess: several unrelated words work well.',
      )}
      {field('confirm_password', 'New password again', 'new-password')}
      <FormErrors errors={otherErrors(errors, FIELDS)} />
      <div className={styles.actions}>
        <button className="fc-cta fc-cta--primary" type="submit" disabled={busy}>
          Change password
        </button>
        {done && (
          <p role="status" className={styles.status}>
            Password changed. Your other sessions have been signed out.
          </p>
        )}
      </div>
    </form>
  )
}
