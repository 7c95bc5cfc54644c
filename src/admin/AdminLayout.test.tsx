// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { AdminOrder } from '~/orders/orders.server.ts'
import { formatDateTime } from '~/ui/date-format.ts'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { AdminLayout } from './AdminLayout.tsx'
import { AdminFeedback } from './feedback.tsx'
import { LeadsChart } from './forms/LeadsChart.tsx'
import { OrderScreen } from './orders/OrderScreen.tsx'

afterEach(cleanup)

const order: AdminOrder = {
  order_number: 'FC23456789AB',
  created_at: '2026-12-07T05:47:00.000Z',
  status: 'confirmed',
  payment_status: 'paid',
  vendor_type: 'CARD',
  amount: 250,
  currency: 'GBP',
  finance_option: 'cash',
  vehicle_id: 41,
  vehicle: { title: 'Defender 110' },
  customer_name: 'Ada Lovelace',
  confirmed: true,
  metadata: { appointment: { date: '2026-12-02', time: '10:30' }, tradeInData: null, retailer: null, subscription: null },
  customer_email: 'ada@example.com',
  vehicle_vin: 'SALEA7AX1P2000001',
  lead_id: null,
  lead_form_id: null,
  payment: null,
}

/** Intl's narrow and no-break spaces as spaces, its direction marks dropped: the texts can be typed. */
const typed = (text: string | null | undefined) => (text ?? '').replace(/\u202f|\u00a0/g, ' ').replace(/[\u200e\u200f\u061c]/g, '')

/** Two screens with dates, in the admin's layout and (`bare`) with only its feedback, under a root route giving the market's language. */
async function renderIn(lang: string) {
  mockModalDialogs()
  const screens = (
    <>
      <OrderScreen order={order} />
      <LeadsChart
        title="Leads per day"
        days={[
          { day: '2026-11-08', count: 3 },
          { day: '2026-11-09', count: 1 },
        ]}
      />
    </>
  )
  const element = (
    <>
      <AdminLayout user={{ email: 'anna@example.com', role: 'admin' }} csrfToken="token" markets={[]}>
        {screens}
      </AdminLayout>
      <div data-testid="bare">
        <AdminFeedback>{screens}</AdminFeedback>
      </div>
    </>
  )
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => ({ lang }), HydrateFallback: () => null, element }])
  render(<RouterProvider router={router} />)
  const [admin] = await screen.findAllByRole('main')
  return { admin: admin!, bare: screen.getByTestId('bare') }
}

/** What the screens write as dates in `area`: the order's received line, its appointment, the chart's name and a bar's tooltip. */
function datesIn(area: HTMLElement) {
  const chart = within(area).getByRole('img')
  return [
    area.querySelector('time')?.textContent,
    within(area).getByRole('region', { name: 'From the journey' }).querySelector('dd')?.textContent,
    chart.getAttribute('aria-label'),
    chart.querySelector('title')?.textContent,
  ].map(typed)
}

describe("AdminLayout: the screens' dates in the back office's English in every market (ADR 128)", () => {
  it.each(['ar-AE', 'de-DE'])('in the market %s, while outside the back office the market keeps its own', async (lang) => {
    const { admin, bare } = await renderIn(lang)
    expect(datesIn(admin)).toEqual([
      '7 Dec 2026, 05:47 UTC',
      'Wed, 2 Dec 2026 10:30',
      '4 leads from 8 Nov to 9 Nov; the most, 3, on 8 Nov.',
      '8 Nov: 3',
    ])
    expect(datesIn(bare)[0]).toBe(typed(formatDateTime(order.created_at, lang)))
  })
})
