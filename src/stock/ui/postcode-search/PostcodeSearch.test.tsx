// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { UiTextsContext } from '~/i18n/ui-texts.ts'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { ENGLISH_STOCK_TEXTS, STOCK_TRANSLATIONS } from '../../texts/tables.ts'
import { postcodeSearchTexts } from './modal.ts'
import { PostcodeSearch } from './PostcodeSearch.tsx'
import { usePostcodeSearch, type PostcodeSearchOptions } from './usePostcodeSearch.ts'

const LIST = 'list-1'
const RETAILERS = [
  {
    id: '1',
    type: 'retailer',
    attributes: { name: 'Harbour Motors', dealer_code: 'D1', locality: 'Sydney', state: 'NSW', postcode: '2000' },
  },
  {
    id: '2',
    type: 'retailer',
    attributes: { name: 'Yarra Cars', dealer_code: 'D2', locality: 'Richmond', state: 'VIC', postcode: '3121' },
  },
  {
    id: '3',
    type: 'retailer',
    attributes: { name: 'Surry Motors', dealer_code: 'D3', locality: 'Surry Hills', state: 'NSW', postcode: '2010' },
  },
]

/** A stand-in for the inventory API's retailers endpoint (spec 3 §7), answering by q[...]. */
function retailersApi() {
  const urls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    urls.push(`${url.pathname}${url.search}`)
    const q = (key: string) => url.searchParams.get(`q[${key}_eq]`)?.toLowerCase()
    // ADR 157: a picked place: its nearest retailers, with distances, its name their search area.
    const near = url.searchParams.get('q[near]')
    if (near)
      return Response.json({
        data: [RETAILERS[1]!, RETAILERS[0]!].map((r, i) => ({
          ...r,
          attributes: { ...r.attributes, distance_km: 5 + i, search_area: url.searchParams.get('q[locality_eq]') },
        })),
      })
    // ADR 106: a postcode no retailer has, in an area the market knows: the nearest, with distances.
    if (q('postcode') === '2150 ab')
      return Response.json({
        data: [RETAILERS[0]!, RETAILERS[2]!].map((r, i) => ({
          ...r,
          attributes: { ...r.attributes, distance_km: 20 + i, search_area: 'Parramatta' },
        })),
      })
    const data = RETAILERS.filter(
      ({ attributes: a }) =>
        (!q('state') || a.state.toLowerCase() === q('state')) &&
        (!q('postcode') || a.postcode === q('postcode')) &&
        (!q('locality') || a.locality.toLowerCase() === q('locality')),
    )
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls }
}

/** The demo's gazetteer, as far as these tests go: GET /api/content/places/… (ADR 157). */
const PLACES = [
  { id: 'gb-oxford', name: 'Oxford', detail: 'England, UK', lat: 51.752, lon: -1.2577 },
  { id: 'gb-oxshott', name: 'Oxshott', detail: 'England, UK', lat: 51.3311, lon: -0.3589 },
  { id: 'ae-dubai', name: 'دبي', detail: 'الإمارات العربية المتحدة', lat: 25.2048, lon: 55.2708 },
]

/** A stand-in for this site's place search, which the browser asks with its own fetch. */
function placesApi() {
  const urls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    urls.push(`${url.pathname}${url.search}`)
    if (url.pathname === '/api/content/places/autocomplete') {
      const typed = url.searchParams.get('input')!.toLowerCase()
      return Response.json({
        data: PLACES.filter((p) => p.name.toLowerCase().startsWith(typed)).map(({ id, name, detail }) => ({ id, name, detail })),
      })
    }
    const place = PLACES.find((p) => url.pathname === `/api/content/places/${p.id}`)
    return place
      ? Response.json({ data: { id: place.id, name: place.name, lat: place.lat, lon: place.lon } })
      : new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return { urls }
}

function Listing({
  texts = ENGLISH_STOCK_TEXTS,
  ...props
}: Omit<PostcodeSearchOptions, 'listingKey'> & { texts?: typeof ENGLISH_STOCK_TEXTS }) {
  const controller = usePostcodeSearch({ listingKey: LIST, ...props })
  return (
    <>
      <PostcodeSearch controller={controller} texts={postcodeSearchTexts(texts)} />
      <output data-testid="url">{controller.query}</output>
      <output data-testid="params">{JSON.stringify(controller.listingParams)}</output>
      <output data-testid="state">{controller.driveAwayState ?? ''}</output>
    </>
  )
}

/** The listing replaces the URL in place (ADR 085): the hook reads and writes the window's. */
const mount = (url: string, props: Omit<PostcodeSearchOptions, 'listingKey'>) => {
  window.history.replaceState(null, '', url)
  return render(<Listing {...props} />)
}
const dialog = () => document.querySelector('dialog')!
/** The modal primitive renders nothing while closed. */
const isOpen = () => document.querySelector('dialog')?.open === true
const text = (id: string) => screen.getByTestId(id).textContent

beforeAll(mockModalDialogs)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  // Test files share a window (isolate: false, ADR 033): the next one starts at '/', not at this file's search.
  window.history.replaceState(null, '', '/')
})

describe('postcode search (spec 3 §2, §4, §5)', () => {
  it('without a search the modal stays shut; the bar opens it, Escape closes it, the bar opens it again (ADR 085)', async () => {
    const api = retailersApi()
    mount('/stock', { fetch: api.fetch })
    const find = screen.getByRole('button', { name: 'Find vehicles near you' })
    await waitFor(() => expect(api.urls).toEqual([]))
    expect(isOpen()).toBe(false)
    fireEvent.click(find)
    expect(isOpen()).toBe(true)
    fireEvent(dialog(), new Event('cancel', { cancelable: true }))
    expect(isOpen()).toBe(false)
    fireEvent.click(find)
    expect(isOpen()).toBe(true)
    // The browser may close a dialog itself (a second Escape): the bar still opens it again.
    act(() => dialog().close())
    fireEvent.click(find)
    expect(isOpen()).toBe(true)
  })

  it('a search without dealers cannot be closed: no close button, Escape ignored', async () => {
    const api = retailersApi()
    mount('/stock?_state=TAS', { fetch: api.fetch })
    await waitFor(() => expect(isOpen()).toBe(true))
    fireEvent(dialog(), new Event('cancel', { cancelable: true }))
    expect(isOpen()).toBe(true)
  })

  it("lists the nearest retailers as the page's language does (in Arabic with و, not ', ')", async () => {
    // The page's language, as the root layout writes it; put back as it was (the test files share the document).
    const before = document.documentElement.getAttribute('lang')
    document.documentElement.lang = 'ar'
    try {
      const api = retailersApi()
      mount('/stock', { fetch: api.fetch })
      fireEvent.click(screen.getByRole('button', { name: 'Find vehicles near you' }))
      fireEvent.click(within(dialog()).getByRole('radio', { name: 'Postcode' }))
      fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Postcode' }), { target: { value: '2150 AB' } })
      await waitFor(() => expect(within(dialog()).getByText(/^Nearest retailers:/)).toBeTruthy())
      expect(within(dialog()).getByText(/^Nearest retailers:/).textContent).toBe('Nearest retailers: Harbour Motors وSurry Motors')
    } finally {
      if (before === null) document.documentElement.removeAttribute('lang')
      else document.documentElement.setAttribute('lang', before)
    }
  })

  it('a postcode pasted with a space and in small letters is looked up; the nearest retailers answer (ADR 106)', async () => {
    const api = retailersApi()
    mount('/stock', { fetch: api.fetch })
    fireEvent.click(screen.getByRole('button', { name: 'Find vehicles near you' }))
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Postcode' }))
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Postcode' }), { target: { value: ' 2150 ab ' } })
    await waitFor(() => expect(within(dialog()).getByText('Nearest retailers: Harbour Motors, Surry Motors')).toBeTruthy())
    // The one place to choose, the postcode's area, is chosen.
    expect((within(dialog()).getByRole('combobox', { name: 'Suburb' }) as HTMLSelectElement).value).toBe('Parramatta')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Show vehicles' }))
    await waitFor(() => expect(text('params')).toBe('{"filter[owner_dealer_codes_includes]":"D1,D3"}'))
    expect(screen.getByText('Showing cars near 2150 AB Parramatta')).toBeTruthy()
  })

  it("a postcode nobody knows says so, in the market's words", async () => {
    const api = retailersApi()
    mount('/stock', { fetch: api.fetch })
    fireEvent.click(screen.getByRole('button', { name: 'Find vehicles near you' }))
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Postcode' }))
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Postcode' }), { target: { value: '9999' } })
    await waitFor(() => expect(within(dialog()).getByText(ENGLISH_STOCK_TEXTS['postcode.error_unknown'])).toBeTruthy())
  })

  it('state search: a validation error without a state; then the URL, the dealers and the drive-away state', async () => {
    const api = retailersApi()
    mount('/stock?page=3&sort=priceAsc', { fetch: api.fetch })
    fireEvent.click(screen.getByRole('button', { name: 'Find vehicles near you' }))
    await waitFor(() => expect(isOpen()).toBe(true))
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'State' }))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Show vehicles' }))
    const select = within(dialog()).getByRole('combobox', { name: 'State' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog()).getByText('Please select a state.')).toBeTruthy()
    fireEvent.change(select, { target: { value: 'NSW' } })
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Show vehicles' }))
    await waitFor(() => expect(window.location.search).toBe('?sort=priceAsc&_state=NSW'))
    expect(text('url')).toBe('_state=NSW')
    await waitFor(() => expect(text('params')).toBe('{"filter[owner_dealer_codes_includes]":"D1,D3"}'))
    expect(text('state')).toBe('NSW')
    expect(isOpen()).toBe(false)
    expect(api.urls.at(-1)).toBe(`/api/inventory/public_api/listing//${LIST}/retailers?q%5Bstate_eq%5D=NSW`)
    expect(screen.getByText('Showing cars near New South Wales')).toBeTruthy()
  })

  it('postcode search: the suburbs of the postcode, then its dealers; the brand goes along', async () => {
    const api = retailersApi()
    mount('/stock', { fetch: api.fetch, brand: 'Aurelia' })
    fireEvent.click(screen.getByRole('button', { name: 'Find vehicles near you' }))
    await waitFor(() => expect(isOpen()).toBe(true))
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Postcode' }))
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Postcode' }), { target: { value: '3121' } })
    const suburb = within(dialog()).getByRole('combobox', { name: 'Suburb' })
    await waitFor(() =>
      expect(
        within(suburb)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a suburb', 'Richmond (VIC)']),
    )
    fireEvent.change(suburb, { target: { value: 'Richmond' } })
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Show vehicles' }))
    await waitFor(() => expect(text('params')).toBe('{"filter[owner_dealer_codes_includes]":"D2"}'))
    expect(window.location.search).toBe('?_state=VIC&_postcode=3121&_locality=Richmond')
    expect(screen.getByText('Showing cars near 3121 Richmond')).toBeTruthy()
    expect(text('state')).toBe('VIC')
    expect(api.urls.every((u) => u.includes('q%5Bbrand_eq%5D=Aurelia'))).toBe(true)
  })

  it('a search without dealers keeps the modal open and unclosable, saying so', async () => {
    const api = retailersApi()
    mount('/stock?_state=TAS', { fetch: api.fetch })
    await waitFor(() => expect(isOpen()).toBe(true))
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'There are no retailers for this search. Try another postcode, state or retailer.',
    )
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('a retailer search from the URL: the listing restricted at once; the modal opens on Change and closes', async () => {
    const api = retailersApi()
    mount('/stock?_retailer=D2', { fetch: api.fetch })
    await waitFor(() => expect(text('state')).toBe('VIC'))
    expect(text('params')).toBe('{"filter[owner_dealer_codes_includes]":"D2"}')
    expect(isOpen()).toBe(false)
    expect(screen.getByText('Showing cars from Yarra Cars')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Change' }))
    expect(isOpen()).toBe(true)
    const retailer = within(dialog()).getByRole('combobox', { name: 'Retailer' })
    await waitFor(() => expect(within(retailer).getAllByRole('option')).toHaveLength(4))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    expect(isOpen()).toBe(false)
  })

  it('uses what the server found for the URL without asking again', async () => {
    const api = retailersApi()
    const initial = {
      search: { retailer: [], state: 'NSW', postcode: null, locality: null, near: null },
      mode: 'stateSearch' as const,
      dealerCodes: ['D1'],
      retailers: [{ name: 'Harbour Motors', dealer_code: 'D1', locality: 'Sydney', state: 'NSW', postcode: '2000' }],
      listingParams: { 'filter[owner_dealer_codes_includes]': 'D1' },
      driveAwayState: 'NSW' as const,
      modal: { open: false, closable: true },
      states: true,
    }
    mount('/stock?_state=NSW', { fetch: api.fetch, initial })
    expect(text('params')).toBe('{"filter[owner_dealer_codes_includes]":"D1"}')
    expect(isOpen()).toBe(false)
    expect(api.urls).toEqual([])
    expect(screen.getByText('Showing cars near New South Wales')).toBeTruthy()
  })

  it('sends a failed request to the error handler', async () => {
    const onError = vi.fn()
    const fetch = vi.fn(async () => new Response('nope', { status: 500 })) as unknown as typeof globalThis.fetch
    mount('/stock?_state=NSW', { fetch, onError })
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect((onError.mock.calls[0]![0] as Error).message).toBe('The retailers request answered 500.')
  })
})

describe('place suggestions in the postcode field (ADR 157)', () => {
  const postcodeField = () => within(dialog()).getByRole('combobox', { name: 'Postcode' })
  const openPostcodeTab = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Find vehicles near you' }))
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Postcode' }))
  }

  it('a town typed is offered as places; Down and Enter pick it; its nearest retailers are the search', async () => {
    const api = retailersApi()
    const places = placesApi()
    mount('/stock?page=2', { fetch: api.fetch, brand: 'Aurelia' })
    openPostcodeTab()
    const field = postcodeField()
    fireEvent.focus(field)
    fireEvent.change(field, { target: { value: 'oxf' } })
    const list = await within(dialog()).findByRole('listbox', { name: 'Places' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Oxford England, UK'])
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(field.getAttribute('aria-controls')).toBe(list.id)
    // Text that is no postcode the market knows is still a place: no "unknown postcode" beside the list.
    await waitFor(() => expect(api.urls.some((u) => u.includes('q%5Bpostcode_eq%5D=OXF'))).toBe(true))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(within(dialog()).queryByText(ENGLISH_STOCK_TEXTS['postcode.error_unknown'])).toBeNull()

    fireEvent.keyDown(field, { key: 'ArrowDown' })
    const option = within(list).getByRole('option')
    expect(field.getAttribute('aria-activedescendant')).toBe(option.id)
    expect(option.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(field, { key: 'Enter' })
    // The place's nearest retailers, as for a postcode's area; the place is the one area to choose.
    await waitFor(() => expect(within(dialog()).getByText('Nearest retailers: Yarra Cars, Harbour Motors')).toBeTruthy())
    expect((field as HTMLInputElement).value).toBe('Oxford')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect((within(dialog()).getByRole('combobox', { name: 'Suburb' }) as HTMLSelectElement).value).toBe('Oxford')
    // One session: the suggestions and the pick carry the same token.
    const tokens = places.urls.map((u) => new URL(u, 'http://x').searchParams.get('session_token'))
    expect(places.urls.at(-1)).toMatch(/^\/api\/content\/places\/gb-oxford\?/)
    expect(new Set(tokens).size).toBe(1)
    expect(api.urls.at(-1)).toBe(
      `/api/inventory/public_api/listing//${LIST}/retailers?q%5Bbrand_eq%5D=Aurelia&q%5Bnear%5D=51.752%2C-1.2577&q%5Blocality_eq%5D=Oxford`,
    )

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Show vehicles' }))
    await waitFor(() => expect(text('params')).toBe('{"filter[owner_dealer_codes_includes]":"D2,D1"}'))
    expect(window.location.search).toBe('?_near=51.752%2C-1.2577&_locality=Oxford')
    expect(screen.getByText('Showing cars near Oxford')).toBeTruthy()
    expect(isOpen()).toBe(false)
  })

  it('Up opens the list on its last place, Escape closes the list and not the modal, and typing again forgets a place', async () => {
    const api = retailersApi()
    placesApi()
    mount('/stock', { fetch: api.fetch })
    openPostcodeTab()
    const field = postcodeField()
    fireEvent.focus(field)
    fireEvent.change(field, { target: { value: 'Ox' } })
    const list = await within(dialog()).findByRole('listbox', { name: 'Places' })
    expect(within(list).getAllByRole('option')).toHaveLength(2)
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: /^Oxshott/ }).id)
    fireEvent.keyDown(field, { key: 'Escape' })
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(isOpen()).toBe(true)
    // Down opens it again; a click picks.
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    expect(field.getAttribute('aria-expanded')).toBe('true')
    fireEvent.mouseDown(within(list).getByRole('option', { name: /^Oxford/ }))
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Oxford'))
    fireEvent.change(field, { target: { value: 'Oxfor' } })
    expect((within(dialog()).getByRole('combobox', { name: 'Suburb' }) as HTMLSelectElement).value).toBe('')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Show vehicles' }))
    expect(within(dialog()).getByText('Please choose a suburb.')).toBeTruthy()
  })

  it('a place in the URL is the search: the listing restricted to its nearest retailers, its name in the field', async () => {
    const api = retailersApi()
    placesApi()
    mount('/stock?_near=51.752,-1.2577&_locality=Oxford', { fetch: api.fetch })
    await waitFor(() => expect(text('params')).toBe('{"filter[owner_dealer_codes_includes]":"D2,D1"}'))
    expect(screen.getByText('Showing cars near Oxford')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Change' }))
    expect((postcodeField() as HTMLInputElement).value).toBe('Oxford')
    await waitFor(() => expect(within(dialog()).getByText('Nearest retailers: Yarra Cars, Harbour Motors')).toBeTruthy())
  })

  it("an Arabic market's places, labelled in Arabic", async () => {
    const api = retailersApi()
    placesApi()
    window.history.replaceState(null, '', '/ar/stock')
    render(
      <UiTextsContext.Provider value={namespaceTexts('ui', { language: 'ar' })}>
        <Listing fetch={api.fetch} texts={STOCK_TRANSLATIONS.ar} />
      </UiTextsContext.Provider>,
    )
    const ar = STOCK_TRANSLATIONS.ar
    fireEvent.click(screen.getByRole('button', { name: ar['postcode.title'] }))
    fireEvent.click(within(dialog()).getByRole('radio', { name: ar['postcode.tab_postcode'] }))
    const field = within(dialog()).getByRole('combobox', { name: ar['postcode.postcode_label'] })
    fireEvent.focus(field)
    fireEvent.change(field, { target: { value: 'دب' } })
    const list = await within(dialog()).findByRole('listbox', { name: 'الأماكن' })
    expect(within(list).getByRole('option').textContent).toBe('دبي الإمارات العربية المتحدة')
  })
})
