// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListingPage } from '~/stock/listing/listing.server.ts'
import { cardVehicle, type ListingVehicle } from '~/stock/ui/listing/card.ts'
import { STOCK_PRICE_FORMAT } from '~/pricing/stock-price.ts'
import { SAVED_VEHICLES_KEY } from '~/stock/rules/saved-vehicles.ts'
import { linkDetails } from '~/stock/ui/vehicle-card/StockVehicleCard.tsx'
import { blockDataContext } from '~/test/block-data.ts'
import { BlockList } from '../BlockList.tsx'
import { loadBlockRenderers } from '../renderers.ts'
import { resolveData } from './data.server.ts'
import { stockLocatorCarousel } from './template.ts'
import { carouselPlaceholder, type CarouselReady, type CarouselView } from './view.ts'
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
  color_name: 'Glacier White',
  msrp_price: 30000 + id,
  photos: [{ sequence: 1, quarter_hd: `/media/api/v2/images/${id}/w/640`, medium: `/media/api/v2/images/${id}/w/768`, normal: '', hd: '' }],
  ...extra,
})
const view = (vehicles: ListingVehicle[]): CarouselView => ({
  status: 'ready',
  list: LIST,
  base: '',
  texts: ENGLISH_STOCK_TEXTS,
  priceFormat: STOCK_PRICE_FORMAT,
  disclaimers: {},
  cards: vehicles.map((v) => cardVehicle(v, { list: LIST, market: 'standard', texts: ENGLISH_STOCK_TEXTS })),
  total: vehicles.length,
  stockHref: null,
})
const block = (data: CarouselView | undefined, fields: Record<string, unknown> = {}) => ({
  id: 1,
  template: stockLocatorCarousel.key,
  fields: stockLocatorCarousel.schema.parse({ ci_key_list: LIST, ...fields }),
  groups: [],
  data,
})
const tree = (b: ReturnType<typeof block>, editing = false) => (
  <RouterProvider router={createMemoryRouter([{ path: '/', element: <BlockList blocks={[b]} editing={editing} /> }])} />
)
const html = (b: ReturnType<typeof block>, editing = false) => renderToString(tree(b, editing))

beforeAll(async () => {
  expect(await loadBlockRenderers(['stock-locator-carousel'])).toEqual([])
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('Stock Locator Carousel template (spec 2 §3.13, spec 3 §2)', () => {
  it('is in the Stock Locator group with ci_key_list, a select of the market stock lists', () => {
    expect(stockLocatorCarousel.name).toBe('Stock Locator Carousel')
    expect(stockLocatorCarousel.group).toBe('Stock Locator')
    expect(stockLocatorCarousel.fields.map((f) => f.symbol)).toEqual([
      'block_scroll_id',
      'ci_key_list',
      'headline',
      'items',
      'ci_key_brand',
      'ci_key_model',
    ])
    expect(stockLocatorCarousel.fields.find((f) => f.symbol === 'ci_key_list')!.attrs.options).toEqual({ type: 'stock_lists' })
    expect(stockLocatorCarousel.schema.parse({})).toMatchObject({ ci_key_list: '', headline: '', items: 12 })
    expect(stockLocatorCarousel.schema.safeParse({ items: 13 }).success).toBe(false)
    expect(stockLocatorCarousel.schema.safeParse({ ci_key_list: 'all-cars' }).success).toBe(false)
  })

  it("has spec 2 §3.3's Stock Locator Brand and Stock Locator Model: 'None' or a model (ADR 163)", () => {
    const label = (symbol: string) => stockLocatorCarousel.fields.find((f) => f.symbol === symbol)!.label
    expect(label('ci_key_brand')).toBe('Stock Locator Brand')
    expect(label('ci_key_model')).toBe('Stock Locator Model')
    expect(stockLocatorCarousel.schema.parse({})).toMatchObject({ ci_key_brand: '', ci_key_model: 'None' })
    expect(stockLocatorCarousel.schema.safeParse({ ci_key_brand: 'Vantor', ci_key_model: 'Ridge' }).success).toBe(true)
    expect(stockLocatorCarousel.schema.safeParse({ ci_key_model: 'Model T' }).success).toBe(false)
  })
})

describe('Stock Locator Carousel on the server (spec 3 §2)', () => {
  it("shows the texts it is given: the market's language (ADR 089)", () => {
    const texts = stockTexts('ar')
    const data = view([vehicle(1), vehicle(2, { price_hidden: true, financing_options: { cash: true } })])
    const page = html(block(data.status === 'ready' ? { ...data, texts } : data))
    expect(page).toContain('aria-label="السيارات المتوفرة"')
    expect(page).toContain('حفظ السيارة')
    expect(page).toContain('السعر عند الطلب')
    expect(page).not.toContain('Vehicles in stock')
  })

  it('has the cards in the HTML, each linking to its showroom page, in a scrolling row with previous/next', () => {
    const page = html(
      block(view([vehicle(1), vehicle(2, { sale_price: 25000, msrp_price: 28000 }), vehicle(3), vehicle(4)]), { headline: 'In stock now' }),
    )
    expect(page).toContain('aria-roledescription="carousel"')
    expect(page).toContain('In stock now')
    expect(page).toContain('href="/showroom/used-aurelia-e1-2024-bev-glacier-white-1"')
    expect(page).toContain('href="/showroom/used-aurelia-e4-2024-bev-glacier-white-4"')
    expect(page).toContain('src="/media/api/v2/images/1/w/768"')
    expect(page.match(/loading="eager"/g)).toHaveLength(3)
    expect(page).toContain('>30,001 €<')
    expect(page).toMatch(/<s[^>]*>28,000 €<\/s>/)
    expect(page).toContain('Previous vehicles')
    expect(page).toContain('Next vehicles')
    expect(page).not.toContain(carouselPlaceholder(4))
  })

  it("reads exactly 'Stock Locator Carousel with 0 cars' in the editor when empty; visitors see nothing", () => {
    expect(carouselPlaceholder(0)).toBe('Stock Locator Carousel with 0 cars')
    expect(html(block(undefined), true)).toContain('Stock Locator Carousel with 0 cars')
    expect(html(block(view([])), true)).toContain('Stock Locator Carousel with 0 cars')
    expect(html(block({ status: 'no-list', list: '' }), true)).toContain('Stock Locator Carousel with 0 cars')
    expect(html(block(view([])), false)).not.toContain('<section')
    expect(html(block({ status: 'no-list', list: LIST }), false)).not.toContain('<section')
    // With cars, the editor sees how many above them.
    expect(html(block(view([vehicle(1), vehicle(2)])), true)).toContain('Stock Locator Carousel with 2 cars')
  })

  it('links to the listing filtered by its Stock Locator Brand / Model, and only when it has one (ADR 163)', () => {
    const cars = view([vehicle(1), vehicle(2)]) as CarouselReady
    expect(html(block(cars))).not.toContain('Browse all stock')
    const page = html(block({ ...cars, stockHref: '/stock?brands=Aurelia&models=E7' }))
    expect(page).toContain('href="/stock?brands=Aurelia&amp;models=E7"')
    expect(page).toContain('>Browse all stock</a>')
  })
})

describe('Stock Locator Carousel in the browser', () => {
  it('saves and unsaves a vehicle (spec 3 §4, stockLocatorSavedVahicles)', () => {
    render(tree(block(view([vehicle(1), vehicle(2)]))))
    const [first] = screen.getAllByRole('button', { name: /Save vehicle/ })
    expect(first!.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(first!)
    expect(JSON.parse(localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([{ id: '1', list: LIST }])
    expect(first!.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(first!)
    expect(localStorage.getItem(SAVED_VEHICLES_KEY)).toBeNull()
  })
})

describe('Stock Locator Carousel in the data layer (ADR 087)', () => {
  type Holder = { dataLayer?: Record<string, unknown>[] }
  // Other tests' carousels pushed too.
  beforeEach(() => delete (window as Holder).dataLayer)

  it('pushes its row as one item list once shown, select_item on a link and add_to_wishlist on a save', async () => {
    const data = { ...(view([vehicle(1), vehicle(2)]) as CarouselReady), priceFormat: { ...STOCK_PRICE_FORMAT, currencyIso: 'EUR' } }
    render(tree(block(data)))
    await Promise.resolve()
    const layer = () => (window as Holder).dataLayer ?? []
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: expect.objectContaining({ item_list_id: LIST, item_list_name: 'Stock Locator Carousel', currency: 'EUR' }),
      },
    ])
    const items = (layer()[1]!.ecommerce as { items: { item_id: string; index: number; quantity: number; price: number }[] }).items
    expect(items.map(({ item_id, index, quantity, price }) => ({ item_id, index, quantity, price }))).toEqual([
      { item_id: '1', index: 1, quantity: 1, price: 30001 },
      { item_id: '2', index: 2, quantity: 1, price: 30002 },
    ])

    const link = screen.getAllByRole('link')[1]!
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(layer().slice(2)).toEqual([
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: '2', index: 2, item_category2: 'used_vehicle_offer' })],
        }),
      },
    ])
    const save = screen.getAllByRole('button', { name: /Save vehicle/ })[0]!
    fireEvent.click(save)
    fireEvent.click(save) // unsaving pushes nothing
    expect(layer().slice(4)).toEqual([
      { ecommerce: null },
      { event: 'add_to_wishlist', ecommerce: expect.objectContaining({ value: 30001, items: [expect.objectContaining({ index: 1 })] }) },
    ])
  })
})

describe('Stock Locator Carousel data (spec 3 §2; ADR 084)', () => {
  const page = (vehicles: ListingVehicle[]) =>
    ({
      listing: { id: 1, key: LIST, name: 'Demo', disclaimers: { purchase_price: { enabled: true, description: 'Prices include VAT.' } } },
      vehicles,
      meta: { total: 40, page: 1, items: 12, pages: 4, sort: 'createdAtDesc' },
      facets: { checkbox: {}, range: {} },
    }) as unknown as ListingPage

  it('reads the first page of the list in its default order and makes the cards', async () => {
    const asked: unknown[] = []
    const context = blockDataContext({
      stock: {
        listing: async (siteId, key, query) => {
          asked.push({ siteId, key, items: query.items, page: query.page, sort: query.sort })
          return page([vehicle(1), vehicle(2)])
        },
        postcodeSearch: async () => null,
      },
    })
    context.site.basePath = '/en'
    const data = await resolveData({ fields: stockLocatorCarousel.schema.parse({ ci_key_list: LIST }), groups: [] }, context)
    expect(asked).toEqual([{ siteId: 1, key: LIST, items: 12, page: 1, sort: 'createdAtDesc' }])
    // The editor's number of cars (ADR 084 addendum) is the page's size.
    await resolveData({ fields: stockLocatorCarousel.schema.parse({ ci_key_list: LIST, items: 6 }), groups: [] }, context)
    expect(asked.at(-1)).toMatchObject({ items: 6, page: 1 })
    if (data.status !== 'ready') throw new Error(data.status)
    expect(data.base).toBe('/en')
    expect(data.total).toBe(40)
    // The market's own brand is left out of the slug (omittedSlugBrand, as in the listing).
    expect(data.cards.map((card) => card.href)).toEqual([
      '/showroom/used-e1-2024-bev-glacier-white-1',
      '/showroom/used-e2-2024-bev-glacier-white-2',
    ])
    expect(data.disclaimers).toEqual({ purchase_price: { marker: '*', description: 'Prices include VAT.' } })
    // Only the texts its cards and controls read go to the page, not the listing's whole table.
    expect(Object.keys(data.texts).filter((key) => /^(filters|postcode|sort|attribute)\./.test(key))).toEqual([])
    const shown = html(block(data))
    for (const key of ['vehicle.save', 'price.information', 'carousel.next'] as const) expect(shown).toContain(ENGLISH_STOCK_TEXTS[key])
  })

  it('asks only for the Stock Locator Brand / Model cars and links to the listing filtered so (ADR 163)', async () => {
    const asked: Record<string, readonly string[] | undefined>[] = []
    const context = blockDataContext(
      {
        stock: {
          listing: async (_siteId, _key, query) => {
            asked.push({ brands: query.checkbox.nameplate_brand_name, models: query.checkbox.nameplate_name })
            return page([vehicle(7)])
          },
          postcodeSearch: async () => null,
        },
      },
      { 'stock_locator.stock_page_path': '/used-cars' },
    )
    context.site.basePath = '/en'
    const resolve = (fields: Record<string, unknown>) =>
      resolveData({ fields: stockLocatorCarousel.schema.parse({ ci_key_list: LIST, ...fields }), groups: [] }, context)
    const all = await resolve({})
    const model = await resolve({ ci_key_brand: 'Aurelia', ci_key_model: 'E7' })
    expect(asked).toEqual([
      { brands: undefined, models: undefined },
      { brands: ['Aurelia'], models: ['E7'] },
    ])
    expect(all.status === 'ready' && all.stockHref).toBeNull()
    expect(model.status === 'ready' && model.stockHref).toBe('/en/used-cars?brands=Aurelia&models=E7')
  })

  it('is no-list for an empty or unknown list key', async () => {
    const context = blockDataContext({ stock: { listing: async () => null, postcodeSearch: async () => null } })
    const fields = (ci_key_list: string) => ({ fields: stockLocatorCarousel.schema.parse({ ci_key_list }), groups: [] })
    expect(await resolveData(fields(''), context)).toEqual({ status: 'no-list', list: '' })
    expect(await resolveData(fields(LIST), context)).toEqual({ status: 'no-list', list: LIST })
  })
})

describe('a card link names its car apart from others of the same model', () => {
  it('reads the version, attributes and first price after the title', () => {
    const [card] = (view([vehicle(1, { version: 'Long Range' })]) as CarouselReady).cards
    expect(linkDetails(card!, STOCK_PRICE_FORMAT)).toBe(', Long Range, 2024, 1,000 km, Electric, Glacier White, Used, 30,001 €')
    // An Arabic market's own comma.
    expect(linkDetails(card!, STOCK_PRICE_FORMAT, '، ')).toBe('، Long Range، 2024، 1,000 km، Electric، Glacier White، Used، 30,001 €')
  })

  it('as one name on the link, the title and its figures without a space before the comma', () => {
    const data = view([vehicle(1, { version: 'Long Range' })]) as CarouselReady
    render(tree(block(data)))
    const link = screen.getByRole('link', {
      name: `${data.cards[0]!.title}, Long Range, 2024, 1,000 km, Electric, Glacier White, Used, 30,001 €`,
    })
    expect(link.textContent).toBe(data.cards[0]!.title)
  })
})
