// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cardVehicle, type ListingVehicle } from '~/stock/ui/listing/card.ts'
import type { ListingReady, ListingView } from '~/stock/ui/listing/view.ts'
import { DEFAULT_REVERSE_CALCULATOR } from '~/stock/rules/finance.ts'
import { STOCK_PRICE_FORMAT } from '~/pricing/stock-price.ts'
import { BlockList } from '../BlockList.tsx'
import { loadBlockRenderers } from '../renderers.ts'
import { blockPartsOf, loadBlockParts } from '../block-parts.ts'
import type { PostcodeSearchResult } from '~/stock/rules/postcode-search.ts'
import { STOCK_LOCATOR_NOTES } from '../StockLocatorBlock.tsx'
import { stockLocatorOverseas } from '../stock-locator-overseas/template.ts'
import { stockLocator } from './template.ts'
import { ENGLISH_STOCK_TEXTS, stockTexts } from '~/stock/texts/tables.ts'

const LIST = '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014'
const vehicle = (id: number, extra: Record<string, unknown> = {}): ListingVehicle => ({
  id,
  state: 'used',
  status: 'stock',
  nameplate_brand_name: 'Aurelia',
  nameplate_name: `E${id}`,
  production_year: 2024,
  mileage: 1000 * id,
  engine_type: ['bev'],
  power: 150,
  color_name: 'Glacier White',
  msrp_price: 30000 + id,
  photos: [{ sequence: 1, quarter_hd: `/media/api/v2/images/${id}/w/640`, medium: `/media/api/v2/images/${id}/w/768`, normal: '', hd: '' }],
  ...extra,
})

function view(vehicles: ListingVehicle[], overrides: Partial<ListingReady> = {}): ListingReady {
  return {
    status: 'ready',
    list: LIST,
    block: 'standard',
    base: '',
    market: 'standard',
    texts: ENGLISH_STOCK_TEXTS,
    brand: null,
    shown: ['models', 'mileage'],
    priceFormat: STOCK_PRICE_FORMAT,
    disclaimers: {},
    budget: DEFAULT_REVERSE_CALCULATOR,
    card: { attributes: null, icons: null, omittedBrand: null, mileageUnit: 'km' },
    postcode: null,
    request: { values: {}, sort: null, page: 1 },
    cards: vehicles.map((v) => cardVehicle(v, { list: LIST, market: overrides.market ?? 'standard', texts: ENGLISH_STOCK_TEXTS })),
    meta: { total: vehicles.length, page: 1, items: 12, pages: 1 },
    facets: {
      checkbox: { nameplate_name: vehicles.map((v) => ({ value: String(v.nameplate_name), count: 1 })) },
      range: { mileage: { min: 1000, max: 9000 } },
    },
    ...overrides,
  }
}

const block = (data: ListingView | undefined, fields: Record<string, unknown> = {}, template = stockLocator) => ({
  id: 1,
  template: template.key,
  fields: template.schema.parse({ ci_key_list: LIST, 'filter-models': true, 'filter-mileage': true, ...fields }),
  groups: [],
  data,
})
const html = (b: ReturnType<typeof block>, editing = false) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element: <BlockList blocks={[b]} editing={editing} /> }])} />)

beforeAll(async () => {
  expect(await loadBlockRenderers(['stock-locator', 'stock-locator-overseas'])).toEqual([])
  // jsdom has no modal dialogs: enough of one for the budget calculator to open and close.
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Stock Locator on the server (spec 3 §2)', () => {
  it('has the first page of cards in the HTML: links, pictures, attributes, prices', () => {
    const page = html(
      // The headline comes with the server's data (stock-locator-data.server.ts reads the vehicles field).
      block(view([vehicle(1), vehicle(2, { sale_price: 25000, msrp_price: 28000 }), vehicle(5), vehicle(6)], { headline: 'In stock now' })),
    )
    expect(page).toContain('<h2')
    expect(page).toContain('In stock now')
    expect(page).toContain('href="/showroom/used-aurelia-e1-2024-bev-glacier-white-1"')
    expect(page).toContain('src="/media/api/v2/images/1/w/768"')
    // The first block's first row loads at once, the rest lazily.
    expect(page.match(/loading="eager"/g)).toHaveLength(3)
    expect(page.match(/loading="lazy"/g)).toHaveLength(1)
    expect(page).toContain('1,000 km')
    expect(page).toContain('>30,001 €<')
    expect(page).toMatch(/<s[^>]*>28,000 €<\/s>/)
    expect(page).toContain('>25,000 €<')
    expect(page).toContain('Showing 4 of 4 vehicles')
    expect(page).toContain('Filter By Monthly Budget')
    // The calculator itself (its Reset Filter) is a modal, rendered only once opened.
    expect(page).not.toContain('Reset Filter')
  })

  it("shows the texts it is given: the market's language (ADR 089)", () => {
    const texts = stockTexts('ar')
    const vehicles = [vehicle(1), vehicle(2, { price_hidden: true, financing_options: { cash: true } })]
    const cards = vehicles.map((v) => cardVehicle(v, { list: LIST, market: 'standard', texts }))
    const page = html(block(view(vehicles, { texts, cards, meta: { total: 30, page: 1, items: 12, pages: 3 } })))
    for (const text of ['عوامل التصفية', 'الطراز', 'المسافة المقطوعة', 'ترتيب حسب', 'السعر: الأقل أولًا', 'عرض 2 من 30 سيارة', 'عرض المزيد'])
      expect(page).toContain(text)
    expect(page).toContain('التصفية حسب الميزانية الشهرية')
    // The cards' attribute names and values, and the save button's name.
    expect(page).toContain('مستعملة')
    expect(page).toContain('كهربائية')
    expect(page).toContain('حفظ السيارة')
    expect(page).toContain('السعر عند الطلب')
    expect(page).not.toContain('Load more')
    expect(page).not.toContain('Filters')
  })

  it('shows the filters with facet counts and the sort options', () => {
    const page = html(block(view([vehicle(1)])))
    expect(page).toContain('Model')
    expect(page).toMatch(/E1<\/span><span[^>]*>\(1\)</)
    expect(page).toContain('Mileage')
    expect(page).toContain('Price: lowest first')
    expect(page).toContain('Clear all filters')
  })

  it('shows price on request, and disclaimers with their markers as an info tip', () => {
    const page = html(
      block(
        view([vehicle(3, { price_hidden: true, financing_options: { cash: true } }), vehicle(4, { monthly_price: 399 })], {
          disclaimers: { lease_price: { marker: '*', description: 'Lease terms apply.' } },
        }),
      ),
    )
    expect(page).toContain('Price on request')
    expect(page).toContain('399 € / Month')
    expect(page).toContain('<sup>*</sup>')
    expect(page).toContain('Lease terms apply.')
  })

  it('has a no-results state', () => {
    const page = html(block(view([], { request: { values: { models: ['E9'] }, sort: null, page: 1 } })))
    expect(page).toContain('No vehicles match your filters.')
    expect(page).not.toContain('Load more')
  })

  // ADR 180: a budget no car meets leaves the filters' column (and its Clear all filters) in place.
  it('keeps the filters while something can be loosened; without filters the cards take the width', () => {
    const noFacets = { checkbox: {}, range: {} }
    const budget = html(
      block(view([], { request: { values: { msrp_price: { from: null, to: 1 } }, sort: null, page: 1 }, facets: noFacets })),
    )
    expect(budget).toContain('No vehicles match your filters.')
    expect(budget).toMatch(/<aside[^>]*aria-labelledby/)
    expect(budget).toContain('data-filters=""')
    const none = html(block(view([vehicle(1)], { shown: [], facets: noFacets })))
    expect(none).not.toContain('<aside')
    expect(none).not.toContain('data-filters')
  })

  it('offers load more while the list has more pages', () => {
    const page = html(block(view([vehicle(1)], { meta: { total: 30, page: 1, items: 12, pages: 3 } })))
    expect(page).toContain('Load more')
  })

  it('shows the editor a note where visitors see nothing', () => {
    expect(html(block({ status: 'not-overseas' }, {}, stockLocatorOverseas), true)).toContain(
      'stock_locator.market is &#x27;overseas&#x27;',
    )
    expect(html(block({ status: 'not-overseas' }, {}, stockLocatorOverseas), false)).not.toContain('stock_locator.market')
    expect(html(block({ status: 'no-list', list: '' }), true)).toContain(STOCK_LOCATOR_NOTES.noList)
    expect(html(block({ status: 'no-list', list: LIST }), false)).not.toContain('<section')
  })
})

describe('Stock Locator in the browser', () => {
  const answer = (ids: number[], meta: Record<string, number>) => ({
    data: ids.map((id) => ({ id: String(id), type: 'vehicle', attributes: vehicle(id) })),
    included: [],
    meta: { total: 3, page: 1, items: 12, pages: 1, facets: { checkbox: {}, range: {} }, ...meta },
  })
  const mount = (v: ListingReady) =>
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <BlockList blocks={[block(v)]} /> }])} />)

  it('loads the next page under the first, asking the inventory API, and moves focus to it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer([3], { total: 3, page: 2, pages: 2 }))))
    vi.stubGlobal('fetch', fetch)
    mount(view([vehicle(1), vehicle(2)], { meta: { total: 3, page: 1, items: 2, pages: 2 } }))
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`/api/inventory/public_api/listing/${LIST}?items=12&page=2`)
    // The link's name: the title, then its details for screen readers (cars of one model told apart).
    // NOTE: focus moves in a passive effect, which React may run after the cards are in the DOM.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Aurelia E3, 2024, /))
    expect(screen.getByRole('status').textContent).toBe('Showing 3 of 3 vehicles')
    expect(window.location.search).toBe('?page=2')
    window.history.replaceState(null, '', '/')
  })

  it('filters by a checkbox: the first page again, the URL and the session query follow', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer([2], { total: 1 }))))
    vi.stubGlobal('fetch', fetch)
    window.history.replaceState(null, '', '/')
    mount(view([vehicle(1), vehicle(2)]))
    fireEvent.click(screen.getByRole('button', { name: 'Model' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /E2/ }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('nameplate_name_in=E2')
    expect(window.location.search).toBe('?models=E2')
    expect(sessionStorage.getItem('sl_vehicle_list_query_params')).toBe('items=12&page=1&nameplate_name_in=E2')
    window.history.replaceState(null, '', '/')
  })

  // ADR 179: a text field that reads any keyboard's digits, with a message naming each problem.
  it('reads a budget typed in Arabic-Indic digits, and says what is wrong with another', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer([1], { total: 1 }))))
    vi.stubGlobal('fetch', fetch)
    window.history.replaceState(null, '', '/')
    mount(view([vehicle(1), vehicle(2)]))
    fireEvent.click(screen.getByRole('button', { name: 'Filter By Monthly Budget' }))
    const field = screen.getByLabelText('Monthly budget')
    expect(field.getAttribute('type')).toBe('text')
    expect(field.getAttribute('inputmode')).toBe('decimal')
    for (const [typed, message] of [
      ['', 'Enter a monthly budget above 0.'],
      ['-5', 'Enter a monthly budget above 0.'],
      ['1e9', 'Enter the budget in digits only, for example 450.'],
      ['1000000000', 'Enter a monthly budget of at most 10,000 €.'],
    ]) {
      fireEvent.change(field, { target: { value: typed } })
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
      expect(screen.getByRole('alert').textContent).toBe(message)
      expect(field.getAttribute('aria-invalid')).toBe('true')
    }
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.change(field, { target: { value: '٥٠٠' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(window.location.search).toBe('?msrp_price.to=23701'))
    expect(screen.getByRole('button', { name: 'Reset Filter: Price up to 23,701 €' })).toBeTruthy()
    window.history.replaceState(null, '', '/')
  })

  it('saves and unsaves a vehicle in local storage', () => {
    mount(view([vehicle(1)]))
    const card = screen.getByRole('article')
    const save = within(card).getByRole('button', { name: /Save vehicle/ })
    fireEvent.click(save)
    expect(save.getAttribute('aria-pressed')).toBe('true')
    expect(localStorage.getItem('stockLocatorSavedVahicles')).toBe(`[{"id":"1","list":"${LIST}"}]`)
    fireEvent.click(save)
    expect(localStorage.getItem('stockLocatorSavedVahicles')).toBeNull()
  })
})

describe('the postcode search as a block part (ADR 092)', () => {
  const search: PostcodeSearchResult = {
    search: { retailer: [], state: 'NSW', postcode: null, locality: null, near: null },
    mode: 'stateSearch',
    dealerCodes: ['D1'],
    retailers: [],
    listingParams: { 'filter[owner_dealer_codes_includes]': 'D1' },
    driveAwayState: 'NSW',
    modal: { open: false, closable: true },
    states: true,
  }

  it('marks the block with its part and shows the search once the part is loaded', async () => {
    const data = view([vehicle(1)], { postcode: search, parts: ['postcode-search'] })
    const before = html(block(data))
    expect(before).toContain('data-block-part="postcode-search"')
    expect(before).not.toContain('Showing cars near New South Wales')
    await loadBlockParts(blockPartsOf([{ data }]))
    expect(html(block(data))).toContain('Showing cars near New South Wales')
  })

  it('names no part for a listing without the search', () => {
    const data = view([vehicle(1)])
    expect(blockPartsOf([{ data }])).toEqual([])
    expect(html(block(data))).not.toContain('data-block-part')
  })
})
