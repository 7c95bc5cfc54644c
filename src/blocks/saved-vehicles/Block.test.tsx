// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { STOCK_PRICE_FORMAT } from '~/pricing/stock-price.ts'
import { SAVED_VEHICLES_KEY } from '~/stock/rules/saved-vehicles.ts'
import { vehicleAnswer } from '~/test/stock-vehicle-answer.ts'
import { blockDataContext } from '~/test/block-data.ts'
import { BlockList } from '../BlockList.tsx'
import { loadBlockRenderers } from '../renderers.ts'
import { resolveData } from './data.server.ts'
import { SAVED_VEHICLES_TEXTS, savedVehicles } from './template.ts'
import type { SavedVehiclesView } from './view.ts'
import { ENGLISH_STOCK_TEXTS, stockTexts } from '~/stock/texts/tables.ts'

const LIST = '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014'
const view: SavedVehiclesView = {
  base: '',
  market: 'standard',
  priceFormat: STOCK_PRICE_FORMAT,
  texts: ENGLISH_STOCK_TEXTS,
  globalDisclaimers: {},
  omittedBrand: null,
  mileageUnit: 'km',
  stockPage: '/stock',
  apiRoot: null,
}
const block = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  template: savedVehicles.key,
  fields: savedVehicles.schema.parse(fields),
  groups: [],
  data: view,
})
const tree = (b: ReturnType<typeof block>) => (
  <RouterProvider router={createMemoryRouter([{ path: '/', element: <BlockList blocks={[b]} /> }])} />
)
const store = (ids: string[]) => localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify(ids.map((id) => ({ id, list: LIST }))))

/** The inventory API: the vehicles it has answer, others 404; every call is recorded. */
function stubApi(has: string[]) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url)
      const id = url.split('/vehicle/')[1]!
      return has.includes(id)
        ? new Response(JSON.stringify(vehicleAnswer(id)), { status: 200 })
        : new Response(JSON.stringify({ errors: [{ status: '404', title: 'Not found' }] }), { status: 404 })
    }),
  )
  return calls
}

beforeAll(async () => {
  expect(await loadBlockRenderers(['saved-vehicles'])).toEqual([])
})
afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('Saved Vehicles template (spec 3 §2 Saved vehicles screen; ADR 083)', () => {
  it('is in the Stock Locator group with its texts as fields', () => {
    expect(savedVehicles.name).toBe('Saved Vehicles')
    expect(savedVehicles.group).toBe('Stock Locator')
    expect(savedVehicles.schema.parse({})).toMatchObject({
      headline: 'Saved vehicles',
      empty_text: SAVED_VEHICLES_TEXTS.empty,
      back_label: SAVED_VEHICLES_TEXTS.back,
    })
  })

  it('resolves the back button to the stock page setting, and the market settings the cards need', async () => {
    const context = blockDataContext({}, { 'stock_locator.stock_page_path': '/stock' })
    context.site.basePath = '/en'
    expect(await resolveData({ fields: savedVehicles.schema.parse({}), groups: [] }, context)).toMatchObject({
      base: '/en',
      stockPage: '/stock',
      market: 'standard',
      apiRoot: null,
    })
    const fallback = blockDataContext({}, {})
    fallback.site.basePath = '/'
    expect(await resolveData({ fields: savedVehicles.schema.parse({}), groups: [] }, fallback)).toMatchObject({ base: '', stockPage: '/' })
  })
})

describe('Saved Vehicles', () => {
  it('has the headline and the back button in the server HTML, no cards', () => {
    const page = renderToString(tree(block()))
    expect(page).toContain('Saved vehicles')
    expect(page).toContain('href="/stock"')
    expect(page).toContain(SAVED_VEHICLES_TEXTS.back)
    expect(page).not.toContain('<article')
  })

  it('shows the empty state when nothing is saved', async () => {
    const calls = stubApi([])
    render(tree(block({ empty_text: 'Nothing saved yet.' })))
    expect(await screen.findByText('Nothing saved yet.')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('fetches each saved vehicle by its list and id, shows their cards, and drops a 404 from storage (spec 3 §4)', async () => {
    store(['1', '2', '3'])
    const calls = stubApi(['1', '3'])
    render(tree(block()))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(calls.sort()).toEqual([1, 2, 3].map((id) => `/api/inventory/public_api/listing/${LIST}/vehicle/${id}`))
    expect(screen.getByRole('link', { name: /^Aurelia E1\b/ }).getAttribute('href')).toBe(
      '/showroom/used-aurelia-e1-2024-bev-glacier-white-1',
    )
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([
        { id: '1', list: LIST },
        { id: '3', list: LIST },
      ]),
    )
    // Cached cars are reused: dropping 2 fetched nothing again.
    expect(calls).toHaveLength(3)
  })

  it('unsaves a vehicle with its toggle, then shows the empty state once none is left', async () => {
    store(['1'])
    const calls = stubApi(['1'])
    render(tree(block()))
    const toggle = await screen.findByRole('button', { name: /Save vehicle: Aurelia E1/ })
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    act(() => fireEvent.click(toggle))
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull())
    expect(localStorage.getItem(SAVED_VEHICLES_KEY)).toBeNull()
    expect(screen.getByText(SAVED_VEHICLES_TEXTS.empty)).toBeTruthy()
    expect(calls).toHaveLength(1)
  })

  it('moves the focus from a card it unsaves to the next card, then the last one’s to the way back', async () => {
    store(['1', '3'])
    stubApi(['1', '3'])
    render(tree(block()))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    const [first, second] = screen.getAllByRole('button', { name: /^Save vehicle/ })
    act(() => fireEvent.click(first!))
    expect(document.activeElement).toBe(second)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    act(() => fireEvent.click(second!))
    expect(document.activeElement?.getAttribute('href')).toBe('/stock')
  })

  it("shows the market's texts it is given where a field is empty, and on the cards (ADR 089)", async () => {
    store(['1'])
    stubApi(['1'])
    const arabic = { ...block({ back_label: '', empty_text: '' }), data: { ...view, texts: stockTexts('ar') } }
    render(tree(arabic))
    expect(screen.getByRole('link', { name: 'العودة إلى السيارات المتوفرة' })).toBeTruthy()
    const toggle = await screen.findByRole('button', { name: /حفظ السيارة: Aurelia E1/ })
    act(() => fireEvent.click(toggle))
    await waitFor(() => expect(screen.getByText('لم تحفظ أي سيارة بعد.')).toBeTruthy())
  })

  it('keeps a vehicle whose fetch failed otherwise, and says so', async () => {
    store(['1'])
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    )
    render(tree(block()))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(JSON.parse(localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([{ id: '1', list: LIST }])
  })
})
