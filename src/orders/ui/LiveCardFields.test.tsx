// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createRef } from 'react'
import type { Stripe } from '@stripe/stripe-js'
import { afterEach, describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import LiveCardFields, { type CardFieldsHandle } from './LiveCardFields.tsx'

afterEach(cleanup)

/**
 * Stripe.js as far as the card fields use it, recording what they ask: the real one cannot load
 * here (it comes from js.stripe.com). Its answers follow Stripe.js's documented shapes.
 */
function fakeStripe(answers: { paymentMethod?: { id: string } | { message: string }; nextAction?: string | null } = {}) {
  const calls: { kind: string; args: unknown }[] = []
  let changeHandler: ((event: { error?: { message: string } }) => void) | null = null
  const element = {
    mount: (node: HTMLElement) => {
      calls.push({ kind: 'mount', args: node.dataset.testid })
      node.append('[Stripe card frame]')
    },
    on: (_event: string, handler: typeof changeHandler) => (changeHandler = handler),
    destroy: () => calls.push({ kind: 'destroy', args: null }),
  }
  const stripe = {
    elements: (options: unknown) => {
      calls.push({ kind: 'elements', args: options })
      return { create: (type: string, options: unknown) => (calls.push({ kind: 'create', args: { type, options } }), element) }
    },
    createPaymentMethod: async (args: { type: string; card: unknown }) => {
      calls.push({ kind: 'createPaymentMethod', args: { type: args.type, sameElement: args.card === element } })
      const answer = answers.paymentMethod ?? { id: 'pm_live_1' }
      return 'id' in answer ? { paymentMethod: answer } : { error: answer }
    },
    confirmCardPayment: async (clientSecret: string, data: { payment_method: { card: unknown } }) => {
      calls.push({ kind: 'confirmCardPayment', args: { clientSecret, sameElement: data.payment_method.card === element } })
      return { paymentIntent: { status: 'succeeded', amount: 50_000, currency: 'gbp' } }
    },
    handleNextAction: async (args: { clientSecret: string }) => {
      calls.push({ kind: 'handleNextAction', args })
      return answers.nextAction ? { error: { message: answers.nextAction } } : { paymentIntent: { status: 'requires_capture' } }
    },
  }
  return { stripe: stripe as unknown as Stripe, calls, change: (event: { error?: { message: string } }) => changeHandler?.(event) }
}

const texts = namespaceTexts('orders', { language: 'en' })

describe('the live card fields (Stripe.js)', () => {
  it('mounts Stripe’s card element with the market’s language and gives its payment method', async () => {
    const fake = fakeStripe()
    const handle = createRef<CardFieldsHandle>()
    const keys: string[] = []
    render(
      <LiveCardFields
        publishableKey="pk_test_abc"
        locale="ar"
        texts={texts}
        handle={handle}
        loadStripe={async (key) => (keys.push(key), fake.stripe)}
      />,
    )
    await waitFor(() => expect(screen.getByTestId('card-element').textContent).toBe('[Stripe card frame]'))
    expect(keys).toEqual(['pk_test_abc'])
    expect(fake.calls.slice(0, 2)).toEqual([
      { kind: 'elements', args: { locale: 'ar' } },
      { kind: 'create', args: { type: 'card', options: { hidePostalCode: true } } },
    ])
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy()
    expect(await handle.current!.paymentMethod()).toEqual({ id: 'pm_live_1' })
    expect(fake.calls).toContainEqual({ kind: 'createPaymentMethod', args: { type: 'card', sameElement: true } })
    // An intent made elsewhere (the electric-model programme's) is confirmed with the same card.
    expect(await handle.current!.confirm('pi_9_secret_9')).toEqual({ status: 'succeeded', amountMinor: 50_000, currency: 'GBP' })
    expect(fake.calls).toContainEqual({ kind: 'confirmCardPayment', args: { clientSecret: 'pi_9_secret_9', sameElement: true } })
  })

  it('shows Stripe’s message at the card, and a 3-D Secure refusal to the caller', async () => {
    const fake = fakeStripe({ paymentMethod: { message: 'Your card number is incomplete.' }, nextAction: 'Authentication failed.' })
    const handle = createRef<CardFieldsHandle>()
    render(<LiveCardFields publishableKey="pk_test_abc" locale="en" texts={texts} handle={handle} loadStripe={async () => fake.stripe} />)
    await waitFor(() => expect(screen.getByTestId('card-element').textContent).not.toBe(''))
    expect(await handle.current!.paymentMethod()).toEqual({ error: 'Your card number is incomplete.' })
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.')
    expect(await handle.current!.nextAction('pi_1_secret_2')).toEqual({ error: 'Authentication failed.' })
    expect(fake.calls).toContainEqual({ kind: 'handleNextAction', args: { clientSecret: 'pi_1_secret_2' } })
  })

  it('says card payments cannot be taken when Stripe.js does not load', async () => {
    const handle = createRef<CardFieldsHandle>()
    render(
      <LiveCardFields
        publishableKey="pk_test_abc"
        locale="en"
        texts={texts}
        handle={handle}
        loadStripe={() => Promise.reject(new Error('blocked'))}
      />,
    )
    expect((await screen.findByRole('alert')).textContent).toBe(texts.cardUnavailable)
    expect(await handle.current!.paymentMethod()).toEqual({ error: texts.cardUnavailable })
  })
})
