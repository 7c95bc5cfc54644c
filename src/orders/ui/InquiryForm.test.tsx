// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orders as texts } from '~/i18n/locales/en/orders.ts'
import { ui } from '~/i18n/locales/en/ui.ts'
import type { JourneyVehicle } from '../journey.server.ts'
import { InquiryForm } from './InquiryForm.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const vehicle = { id: 7, configUrl: null } as unknown as JourneyVehicle

/** Fills the form as a shopper does and sends it; the server answers `answer` with `status`. */
function send(values: Record<string, string>, status: number, answer: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }))
  vi.stubGlobal('fetch', fetch)
  render(<InquiryForm texts={texts} vehicle={vehicle} />)
  const fields = { first_name: texts.firstName, last_name: texts.lastName, email: texts.email, message: texts.inquiryMessage }
  for (const [key, label] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value: values[key] ?? 'Ada' } })
  if (values.phone) fireEvent.change(screen.getByLabelText(texts.phone, { exact: false }), { target: { value: values.phone } })
  fireEvent.click(screen.getByRole('button', { name: texts.inquirySend }))
  return fetch
}

describe("the details step's question to the retailer", () => {
  it('marks the field whose character the server cannot store, in the market’s words, and moves the focus to it', async () => {
    send({ email: 'ada@example.com' }, 422, {
      errors: [{ status: '422', title: 'Invalid value', code: 'unstorable', source: { pointer: '/customer_data/last_name' } }],
    })
    const lastName = screen.getByLabelText(texts.lastName, { exact: false })
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(lastName.getAttribute('aria-describedby')!)?.textContent).toContain(ui.formRefusedCharacters)
    expect(document.activeElement).toBe(lastName)
    expect(screen.queryByText(texts.inquiryFailed)).toBeNull()
  })

  it('refuses a phone that is no number before sending, and marks one the server refuses', async () => {
    const fetch = send({ email: 'ada@example.com', phone: 'abc 😀' }, 201, { data: {} })
    const phone = screen.getByLabelText(texts.phone, { exact: false })
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toContain(ui.rulePhone)
    expect(fetch).not.toHaveBeenCalled()
    cleanup()

    send({ email: 'ada@example.com', phone: '020 7946 0000' }, 422, {
      errors: [{ status: '422', title: 'Invalid value', source: { pointer: '/customer_data/phone' } }],
    })
    const refused = screen.getByLabelText(texts.phone, { exact: false })
    await waitFor(() => expect(refused.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(refused)
  })

  it('refuses an address a mail server would, before sending', () => {
    const fetch = send({ email: 'anna@example..com' }, 201, { data: {} })
    expect(screen.getByLabelText(texts.email, { exact: false }).getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it("keeps each field to the API's length and thanks the shopper where the focus is", async () => {
    send({ email: 'ada@example.com' }, 201, { data: { recipients: 1 } })
    const thanks = await screen.findByRole('status')
    expect(thanks.textContent).toBe(texts.inquirySent)
    // Focused by an effect after the thank-you renders: awaited, as other files' work may run first.
    await waitFor(() => expect(document.activeElement).toBe(thanks))
  })

  it.each([
    [texts.firstName, '100'],
    [texts.lastName, '100'],
    [texts.email, '254'],
    [texts.phone, '40'],
    [texts.inquiryMessage, '2000'],
  ])('%s holds at most %s characters', (label, max) => {
    render(<InquiryForm texts={texts} vehicle={vehicle} />)
    expect(screen.getByLabelText(label, { exact: false }).getAttribute('maxlength')).toBe(max)
  })
})
