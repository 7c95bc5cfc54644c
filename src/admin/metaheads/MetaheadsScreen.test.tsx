// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MetaheadsScreen, type MetaheadRow, type MetaheadsScreenProps } from './MetaheadsScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const row = (id: number): MetaheadRow => ({
  id,
  page: null,
  page_id: null,
  language: 'css',
  content: `.m${id}{}`,
  in_body: false,
  reload_on_each_page: false,
  sequence: id,
  updated_at: '2026-11-26T10:00:00Z',
})

describe('Metaheads screen (issue 12 §7)', () => {
  it("shows the API's refusal at the content; after an add, a delete replaces 'Added metahead …'", async () => {
    const refusal = {
      status: '422',
      title: 'Invalid value',
      detail: 'content: in the head an HTML metahead keeps only meta, link and ld+json script tags; <script> would be dropped.',
      source: { pointer: '/content' },
    }
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ errors: [refusal] }), { status: 422 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: row(4) }), { status: 201 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: row(4) }), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    vi.stubGlobal('confirm', () => true)
    const props: Omit<MetaheadsScreenProps, 'editing'> = {
      list: { data: [row(4)], meta: { total: 1 } },
      query: { search: '', sort: 'sequence', dir: 'asc', page: 1, per_page: 20 },
    }
    const router = createMemoryRouter([{ path: '/', element: <MetaheadsScreen {...props} editing="new" /> }])
    render(<RouterProvider router={router} />)

    fireEvent.change(screen.getByLabelText('Content'), { target: { value: '<script>x()</script>' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText('Content').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText(refusal.detail)).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('status')).textContent).toBe('Added metahead 4.')
    fireEvent.click(screen.getByRole('button', { name: 'Delete metahead 4' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Deleted metahead 4.'))
    expect(screen.queryByText('Added metahead 4.')).toBeNull()
  })
})
