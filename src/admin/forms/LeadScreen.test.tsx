// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { AdminFeedback } from '~/admin/feedback.tsx'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { dataText, LeadScreen } from './LeadScreen.tsx'
import type { LeadDetail } from './types.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const lead: LeadDetail = {
  id: 52,
  form_id: 2,
  form_name: 'Test drive',
  form_version: 1,
  created_at: '2026-12-04T10:00:00Z',
  page_path: '/test-drive',
  routed_to: null,
  location: null,
  fields: [{ id: 'name', label: 'Full name', type: 'text', value: 'Ada', text: 'Ada' }],
  additional_data: {},
  consents: [],
  deliveries: [],
}

describe('a lead deleted from its page', () => {
  it('goes back to the list, which says it is deleted; its page is not read again', async () => {
    mockModalDialogs()
    const leadLoader = vi.fn(() => ({ lead }))
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    const router = createMemoryRouter(
      [
        {
          path: '/admin',
          element: (
            <AdminFeedback>
              <Outlet />
            </AdminFeedback>
          ),
          children: [
            { path: 'leads/:formId', element: <h1>Leads of Test drive</h1> },
            { path: 'leads/:formId/:leadId', loader: leadLoader, HydrateFallback: () => null, element: <LeadScreen lead={lead} /> },
          ],
        },
      ],
      { initialEntries: ['/admin/leads/2/52'] },
    )
    render(<RouterProvider router={router} />)

    fireEvent.click(await screen.findByRole('button', { name: /^Delete/ }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete lead' }))

    expect(await screen.findByRole('heading', { name: 'Leads of Test drive' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin/leads/2')
    expect(screen.getByRole('status').textContent).toBe('Deleted lead 52.')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE' })
    // Read once, to show it; never after the delete (it would answer 404).
    expect(leadLoader).toHaveBeenCalledTimes(1)
  })
})

describe('what the page sent with a lead', () => {
  it.each<[unknown, string]>([
    ['order_online', 'order_online'],
    [{ source: 'demo', ab: 1, ok: true }, 'source: demo; ab: 1; ok: true'],
    [{ nested: { a: 1 } }, '{\n  "nested": {\n    "a": 1\n  }\n}'],
    [[1, 2], '[\n  1,\n  2\n]'],
    [42, '42'],
  ])('%j reads %j', (value, text) => expect(dataText(value)).toBe(text))
})

describe('a lead’s consents', () => {
  const page = (fields: LeadDetail['fields']) => {
    const element = (
      <AdminFeedback>
        <LeadScreen lead={{ ...lead, fields }} />
      </AdminFeedback>
    )
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
    return screen.getByRole('region', { name: 'Consents' }).textContent
  }
  it.each<[string, LeadDetail['fields'], string]>([
    ['a form without a consent box', lead.fields, 'This form asked for no consent.'],
    [
      'a consent box left unticked',
      [...lead.fields, { id: 'consent', label: 'I agree to be contacted', type: 'consent', value: false, text: 'No' }],
      'The visitor gave no consent: no consent box was ticked.',
    ],
  ])('%s says so', (_, fields, text) => {
    expect(page(fields)).toContain(text)
  })
})
