import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js'
import { loadStripe as loadStripeJs } from '@stripe/stripe-js/pure'
import type { OrderTexts } from '../journey.server.ts'
import styles from './journey.module.css'

/** What the payment step asks of the card fields: a payment method, then 3-D Secure when the bank wants it. */
export interface CardFieldsHandle {
  paymentMethod(): Promise<{ id: string } | { error: string }>
  /** Finishes a payment the bank wants confirmed (3-D Secure); an error says why it was not. */
  nextAction(clientSecret: string): Promise<{ error: string | null }>
  /**
   * Confirms an intent another service made (the electric-model programme's, ADR 104) with the
   * card in the fields, 3-D Secure included; answers the intent's status or why it failed.
   */
  confirm(clientSecret: string): Promise<{ status: string; amountMinor: number; currency: string } | { error: string }>
}

/**
 * The card fields of a market paying with Stripe (ADR 098): Stripe's own Card Element, in its
 * frame, so the card number never reaches our pages' scripts or our server (PCI SAQ A). Stripe.js
 * is fetched from js.stripe.com when the payment step opens, not before (this module is a chunk
 * of its own). `loadStripe` is Stripe's loader; tests give their own.
 */
export default function LiveCardFields(props: {
  publishableKey: string
  locale: string
  texts: OrderTexts
  handle: Ref<CardFieldsHandle>
  loadStripe?: (key: string) => Promise<Stripe | null>
}) {
  const { texts } = props
  const mount = useRef<HTMLDivElement>(null)
  const stripe = useRef<Stripe | null>(null)
  const card = useRef<StripeCardElement | null>(null)
  const [failed, setFailed] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let gone = false
    const load = props.loadStripe ?? loadStripeJs
    load(props.publishableKey)
      .then((loaded) => {
        if (gone) return
        if (!loaded) return setFailed(true)
        stripe.current = loaded
        // Stripe knows the markets' languages by the same codes (en, ar, he …); 'auto' otherwise.
        const locale = (props.locale || 'auto') as StripeElementLocale
        const element = loaded.elements({ locale }).create('card', { hidePostalCode: true })
        element.on('change', (event) => setProblem(event.error?.message ?? null))
        element.mount(mount.current!)
        card.current = element
      })
      .catch(() => !gone && setFailed(true))
    return () => {
      gone = true
      card.current?.destroy()
      card.current = null
    }
  }, [props.publishableKey, props.locale, props.loadStripe])

  useImperativeHandle(props.handle, () => ({
    async paymentMethod() {
      if (!stripe.current || !card.current) return { error: texts.cardUnavailable }
      const result = await stripe.current.createPaymentMethod({ type: 'card', card: card.current })
      if (result.error || !result.paymentMethod) {
        const message = result.error?.message ?? texts.cardUnavailable
        setProblem(message)
        return { error: message }
      }
      return { id: result.paymentMethod.id }
    },
    async nextAction(clientSecret) {
      if (!stripe.current) return { error: texts.cardUnavailable }
      const result = await stripe.current.handleNextAction({ clientSecret })
      return { error: result.error ? (result.error.message ?? texts.cardUnavailable) : null }
    },
    async confirm(clientSecret) {
      if (!stripe.current || !card.current) return { error: texts.cardUnavailable }
      const result = await stripe.current.confirmCardPayment(clientSecret, { payment_method: { card: card.current } })
      if (result.error || !result.paymentIntent) return { error: result.error?.message ?? texts.cardUnavailable }
      const { status, amount, currency } = result.paymentIntent
      return { status, amountMinor: amount, currency: currency.toUpperCase() }
    },
  }))

  if (failed)
    return (
      <p role="alert" className={styles.error}>
        {texts.cardUnavailable}
      </p>
    )
  return (
    <fieldset className={styles.choices} aria-describedby={problem ? 'card-problem' : undefined}>
      <legend>{texts.cardDetails}</legend>
      <div ref={mount} className={styles.cardField} data-testid="card-element" />
      {problem && (
        <p id="card-problem" role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </fieldset>
  )
}
