// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inRouter } from '~/test/blocks.tsx'
import { leadAccepted, stubFormFetch, testDriveForm } from '~/test/form-blocks.ts'
import { expandedEntryFormMena } from '../expanded-entry-form-mena/template.ts'
import ExpandedEntryForm from './Block.tsx'
import { tabValue, topTabCount } from './ExpandedEntryForm.tsx'
import { expandedEntryForm } from './template.ts'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  stubFormFetch(fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const tabs = [
  { tab_label: 'Sales', tab_id: 'sales', paragraph: '<p>Talk to sales.</p>' },
  { tab_label: 'Service', tab_id: '', paragraph: '<p>Book a service.</p>' },
  { tab_label: 'Parts', tab_id: 'parts', paragraph: '<p>Order parts.</p>' },
].map((tab) => expandedEntryForm.groupSchema.parse(tab))

describe('Expanded Entry Form, general and MENA (spec 2 §3.10)', () => {
  it('has disclaimer, form-paragraph and form-disclaimer, the form fields, and per tab tab_x_padding 22 px by default', () => {
    expect(Object.keys(expandedEntryForm.schema.parse({}))).toEqual(
      expect.arrayContaining(['disclaimer', 'form-paragraph', 'form-disclaimer', 'form_id', 'form_params_mapping']),
    )
    expect(expandedEntryForm.groupSchema.parse({})).toEqual({
      tab_icon: '',
      tab_label: '',
      tab_id: '',
      tab_x_padding: 22,
      image: null,
      paragraph: '',
    })
    expect(expandedEntryForm.schema.parse({})).not.toHaveProperty('top_tabs_limit')
    expect(expandedEntryFormMena.schema.parse({}).top_tabs_limit).toBeNull()
  })

  it('sends the clicked tab as additionalData.menaTabs (its tab_id, else its label), the first until one is clicked', async () => {
    fetchMock.mockResolvedValue(leadAccepted())
    render(
      inRouter(
        <ExpandedEntryForm
          fields={expandedEntryForm.schema.parse({})}
          groups={tabs}
          context={{ index: 1, eagerImages: true }}
          data={testDriveForm()}
        />,
      ),
    )
    expect(screen.getByRole('tabpanel').textContent).toContain('Talk to sales.')
    fireEvent.click(screen.getByRole('tab', { name: 'Service' }))
    expect(screen.getByRole('tab', { name: 'Service' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Service' }).textContent).toContain('Book a service.')
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ann' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my test drive' })))
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))
    expect(body.data.attributes.additional_data).toEqual({ menaTabs: 'Service' })
  })

  it('moves between tabs with the arrow keys, mirrored right to left', () => {
    render(
      <div dir="rtl">
        <ExpandedEntryForm
          fields={expandedEntryForm.schema.parse({})}
          groups={tabs}
          context={{ index: 1, eagerImages: true }}
          data={null}
        />
      </div>,
    )
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sales' }), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Service' }))
    expect(screen.getByRole('tab', { name: 'Service' }).getAttribute('aria-selected')).toBe('true')
  })

  it.each([
    [3, null, 3],
    [3, 2, 2],
    [3, 3, 3],
    [3, 5, 3],
    [3, 0, 3],
  ])('topTabCount(%i tabs, limit %s) = %i', (count, limit, expected) => {
    expect(topTabCount(count, limit)).toBe(expected)
  })

  it('names a tab by its id, else its label, else its place', () => {
    expect(tabValue({ tab_id: ' sales ', tab_label: 'Sales' }, 0)).toBe('sales')
    expect(tabValue({ tab_id: '', tab_label: 'Sales' }, 0)).toBe('Sales')
    expect(tabValue({ tab_id: '', tab_label: '' }, 2)).toBe('tab-3')
  })
})
