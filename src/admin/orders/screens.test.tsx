// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminFeedback } from '~/admin/feedback.tsx'
import { renderScreen } from '~/admin/testing.tsx'
import type { AdminOrder } from '~/orders/orders.server.ts'
import { OrderScreen } from './OrderScreen.tsx'
import { OrdersScreen } from './OrdersScreen.tsx'
import { WebhooksScreen } from './WebhooksScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const calls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls as unknown as [string, RequestInit | undefined][]

const paidOrder: AdminOrder = {
  order_number: 'FC23456789AB',
  created_at: '2026-11-28T09:15:00.000Z',
  status: 'confirmed',
  payment_status: 'paid',
  vendor_type: 'CARD',
  amount: 250,
  currency: 'GBP',
  finance_option: 'cash',
  vehicle_id: 41,
  vehicle: { title: 'Defender 110', link: null, photo: null, owner: 'Dealer One', owner_email: null },
  customer_name: 'Ada Lovelace',
  confirmed: true,
  metadata: { tradeInData: { has_trade_in: false }, appointment: { date: '2026-12-02', time: '10:30' }, retailer: 3, subscription: null },
  customer_email: 'ada@example.com',
  vehicle_vin: 'SALEA7AX1P2000001',
  lead_id: 12,
  lead_form_id: 3,
  payment: { provider: 'card', id: 'pi_123', state: 'succeeded', refunded: 0, last_error: 'Your card was declined.' },
}

describe('OrdersScreen: the market’s orders, a page at a time', () => {
  it('lists each order with its vehicle, customer, amount and statuses; the number opens it', () => {
    const free: AdminOrder = {
      ...paidOrder,
      order_number: 'FC98765432ZZ',
      status: 'reserved',
      payment_status: 'not_required',
      amount: 0,
      payment: null,
      vehicle: {},
    }
    renderScreen(<OrdersScreen list={{ data: [paidOrder, free], meta: { total: 51, page: 1, per_page: 50 } }} />)
    const table = screen.getByRole('table', { name: 'Orders of this market' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Date', 'Vehicle', 'Customer', 'Amount', 'Status', 'Payment'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'FC23456789AB',
      'Nov 28, 2026, 9:15 AM UTC',
      'Defender 110SALEA7AX1P2000001',
      'Ada Lovelaceada@example.com',
      '£250.00',
      'Confirmed',
      'Paid',
    ])
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toContain('No payment')
    expect(within(first!).getByRole('link', { name: 'Open order FC23456789AB' }).getAttribute('href')).toBe('/admin/orders/FC23456789AB')
    // 51 orders: a second page.
    expect(screen.getByText('Page 1 of 2 · 1–50 of 51')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy()
  })

  it('says so when the market has no orders', () => {
    renderScreen(<OrdersScreen list={{ data: [], meta: { total: 0, page: 1, per_page: 50 } }} />)
    expect(screen.getByText('No orders yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

/** The detail in a router whose loader reads `current`, as the route does: a success revalidates it. */
function renderOrder(initial: AdminOrder) {
  let current = initial
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => current,
        Component: () => (
          <AdminFeedback>
            <OrderScreen order={useLoaderData() as AdminOrder} />
          </AdminFeedback>
        ),
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { 0: initial } } },
  )
  render(<RouterProvider router={router} />)
  return { change: (next: AdminOrder) => (current = next) }
}

describe('OrderScreen: the order, its payment and lead, refund or cancel after a question', () => {
  const refundedOrder: AdminOrder = {
    ...paidOrder,
    status: 'refunded',
    payment_status: 'refunded',
    payment: { ...paidOrder.payment!, refunded: 250 },
  }

  it('shows the payment, the lead link and what the journey kept', () => {
    renderOrder(paidOrder)
    expect(screen.getByRole('heading', { level: 1, name: 'Order FC23456789AB' })).toBeTruthy()
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(payment.querySelector('dl')!.textContent).toBe(
      'ProviderCard (Stripe)Payment idpi_123StatePaidRefunded£0.00Last declineYour card was declined.',
    )
    expect(screen.getByRole('link', { name: 'Lead 12' }).getAttribute('href')).toBe('/admin/leads/3/12')
    expect(screen.getByRole('link', { name: 'Defender 110' }).getAttribute('href')).toBe('/admin/inventory/vehicles/41')
    const journey = screen.getByRole('region', { name: 'From the journey' })
    expect(journey.querySelector('dl')!.textContent).toBe(
      "AppointmentWed, Dec 2, 2026 10:30 AMTrade-inNoneVehicle's retailerDealer OneDealer chosenDealer 3 (not in the dealers list)",
    )
    // A paid fee is refunded; a cancel would be refused.
    expect(screen.getByRole('button', { name: 'Refund £250.00' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('asks first; Cancel in the question sends nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderOrder(paidOrder)
    fireEvent.click(screen.getByRole('button', { name: 'Refund £250.00' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund £250.00 to the customer and release the vehicle?' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refunds after the question, then shows the new status', async () => {
    const { change } = renderOrder(paidOrder)
    const fetch = vi.fn(async () => (change(refundedOrder), answer({ data: refundedOrder })))
    vi.stubGlobal('fetch', fetch)
    fireEvent.click(screen.getByRole('button', { name: 'Refund £250.00' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByText('Refunded order FC23456789AB.')).toBeTruthy()
    const [url, init] = calls(fetch)[0]!
    expect(url).toBe('/api/inventory/buy_online/admin/orders/FC23456789AB/refund')
    expect(init!.method).toBe('POST')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund £250.00' })).toBeNull())
    const summary = screen.getByRole('region', { name: 'Order' })
    expect(within(summary).getAllByText('Refunded')).toHaveLength(2)
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Refunded£250.00')
  })

  it('a refund refused because another tab refunded it shows the order as it is now', async () => {
    const { change } = renderOrder(paidOrder)
    change(refundedOrder)
    const detail = 'The order is already refunded.'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ errors: [{ status: '409', title: 'Conflict', detail }] }, 409)),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Refund £250.00' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Order FC23456789AB not refunded: ${detail}`))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund £250.00' })).toBeNull())
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Refunded£250.00')
  })

  it.each([
    [409, 'Conflict', 'The fee was paid: refund the order instead.'],
    [503, 'Payment provider unavailable', 'Please try again.'],
  ])('a refusal (%s) says the API’s words and keeps the order as it was', async (status, title, detail) => {
    const authorised: AdminOrder = { ...paidOrder, status: 'reserved', payment_status: 'authorised' }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ errors: [{ status: String(status), title, detail }] }, status)),
    )
    renderOrder(authorised)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order FC23456789AB and release the vehicle?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Order FC23456789AB not cancelled: ${detail}`))
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Order' })).getByText('Reserved')).toBeTruthy()
  })

  it('a closed order offers nothing more', () => {
    renderOrder({ ...paidOrder, status: 'cancelled', payment_status: 'cancelled', lead_id: null, lead_form_id: null })
    expect(screen.queryByRole('button', { name: /Refund|Cancel/ })).toBeNull()
    expect(screen.getByRole('region', { name: 'Customer' }).textContent).toContain('LeadNone')
  })
})

describe('WebhooksScreen: the ledger', () => {
  it('lists each event with its type, payment, outcome and times', () => {
    renderScreen(
      <WebhooksScreen
        limit={100}
        entries={[
          {
            event_id: 'evt_1',
            type: 'payment_intent.succeeded',
            payment_id: 'pi_123',
            outcome: 'stale',
            event_created_at: '2026-11-28T09:15:00.000Z',
            received_at: '2026-11-28T09:15:02.000Z',
          },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: 'Payment webhooks received' })
    const [, row] = within(table).getAllByRole('row')
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'evt_1',
      'payment_intent.succeeded',
      'pi_123',
      'Older than the state recorded: kept, not applied',
      'Nov 28, 2026, 9:15:00 AM UTC',
      'Nov 28, 2026, 9:15:02 AM UTC',
    ])
  })

  it('says so when nothing was received', () => {
    renderScreen(<WebhooksScreen limit={100} entries={[]} />)
    expect(screen.getAllByText('No webhook received yet.').length).toBeGreaterThan(0)
  })
})
