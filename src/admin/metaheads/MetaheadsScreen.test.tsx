// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '~/admin/testing.tsx'
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

describe('Metaheads screen', () => {
  it("shows the API's refusal at the content and in a toast; after an add, a delete asked first replaces 'Added metahead …'", async () => {
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
    const props: Omit<MetaheadsScreenProps, 'editing'> = {
      list: { data: [row(4)], meta: { total: 1 } },
      query: { search: '', sort: 'sequence', dir: 'asc', page: 1, per_page: 20 },
    }
    renderScreen(<MetaheadsScreen {...props} editing="new" />)

    fireEvent.change(screen.getByLabelText('Content'), { target: { value: '<script>x()</script>' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText('Content').getAttribute('aria-invalid')).toBe('true'))
    // Beside the field its label names it; the toast names it by that label, not by the API's key.
    const message = refusal.detail.replace('content: ', '')
    expect(screen.getByText(message).id).toBe('content-error')
    expect(screen.getByRole('alert').textContent).toBe(`Metahead not added: Content: ${message}`)
    expect(screen.getByRole('status').textContent).toBe('')

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Added metahead 4.'))
    // One message at a time: the success replaced the failure.
    expect(screen.getByRole('alert').textContent).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Delete metahead 4' }))
    // Asked first: nothing is sent until the dialog's Delete.
    const dialog = screen.getByRole('dialog', { name: 'Delete metahead 4?' })
    expect(fetch).toHaveBeenCalledTimes(2)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Deleted metahead 4.'))
    expect(screen.queryByText('Added metahead 4.')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
