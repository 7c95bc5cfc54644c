import { useState } from 'react'
import { format } from '~/i18n/messages.ts'
import buttons from '~/ui/Button.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'
import type { JourneyBase, SuccessResult } from '../journey.server.ts'
import { confirmOrder } from './journey-client.ts'
import styles from './journey.module.css'

/**
 * spec 3 §2 success with its reservation confirmation error and failure pages (ADR 099): the
 * order is made but its confirm call failed — the shopper retries it (confirming twice charges
 * nothing twice); or there is no such order. Both texts are the success page config's.
 */
export function SuccessPage(props: { base: JourneyBase; result: Exclude<SuccessResult, { kind: 'confirmed' }>; confirmationBase: string }) {
  const { texts, stockPage } = props.base
  const { result } = props
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  if (result.kind === 'failure') {
    return (
      <section className={styles.page} aria-labelledby="success-title" data-testid="confirmation-failure-page">
        <h1 id="success-title">{result.title ?? texts.confirmationFailureTitle}</h1>
        <p>{result.text ?? texts.confirmationFailureText}</p>
        <a className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} href={stockPage}>
          {texts.backToStock}
        </a>
      </section>
    )
  }
  async function retry() {
    if (result.kind !== 'error') return
    setBusy(true)
    setProblem(null)
    const confirmed = await confirmOrder(result.number)
    if (confirmed.ok) {
      window.location.assign(`${props.confirmationBase}${encodeURIComponent(result.number)}`)
      return
    }
    setBusy(false)
    setProblem(confirmed.detail)
  }
  return (
    <section className={styles.page} aria-labelledby="success-title" data-testid="confirmation-error-page">
      <h1 id="success-title">{result.title ?? texts.confirmationErrorTitle}</h1>
      <p>
        {result.text
          ? result.text.replaceAll('{number}', () => result.number)
          : format(texts.confirmationErrorText, { number: result.number })}
      </p>
      <FocusableButton className={`${buttons.button} ${buttons.primary} ${buttons.medium}`} inactive={busy} onClick={() => void retry()}>
        {busy ? texts.confirming : texts.retry}
      </FocusableButton>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </section>
  )
}
