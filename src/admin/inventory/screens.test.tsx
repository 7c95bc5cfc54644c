// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '~/admin/testing.tsx'
import type { VehicleDetail } from '~/stock/write/admin.server.ts'
import { ConfigScreen } from './ConfigScreen.tsx'
import { ImportScreen, POLL_MS } from './ImportScreen.tsx'
import { ListingsScreen } from './ListingsScreen.tsx'
import { VehicleScreen } from './VehicleScreen.tsx'
import { VehiclesScreen } from './VehiclesScreen.tsx'
import type { VehicleListQuery } from '~/stock/write/admin.server.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})
// jsdom has no layout: CodeMirror measures text ranges after an edit.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => new DOMRect()
})
afterAll(() => {
  delete (Range.prototype as Partial<Range>).getClientRects
  delete (Range.prototype as Partial<Range>).getBoundingClientRect
})

const KEY = '5d1c0a52-0000-4000-8000-0000000000a1'
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const calls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls as unknown as [string, RequestInit | undefined][]

describe('ImportScreen: upload, progress, summary or every problem', () => {
  const chooseFile = (name: string, text = 'vin\n') =>
    fireEvent.change(screen.getByLabelText('Feed file (.csv or .json)'), { target: { files: [new File([text], name)] } })

  it('uploads the file as the body with the list and full, polls, then shows the counts', async () => {
    const states = [
      { status: 'running', progress: { fraction: 0.5, note: 'Writing: 1 of 2 vehicles' }, summary: null, errors: [], error: null },
      {
        status: 'completed',
        progress: { fraction: 1, note: null },
        summary: { added: 2, updated: 1, retired: 3, rejected: 0, listing: { key: KEY, created: false } },
        errors: [],
        error: null,
      },
    ]
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        return answer(
          { data: { id: 'job-1', attributes: { status: 'created', progress: null, summary: null, errors: [], error: null } } },
          202,
        )
      return answer({ data: { id: 'job-1', attributes: states.shift() } })
    })
    vi.stubGlobal('fetch', fetch)
    renderScreen(<ImportScreen listings={[{ key: KEY, name: 'New cars' }]} />)
    chooseFile('stock.csv')
    fireEvent.click(screen.getByLabelText(/Full feed/))
    fireEvent.click(screen.getByRole('button', { name: 'Import feed' }))
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Feed import' })).toBeTruthy())
    const toasts = screen.getByRole('region', { name: 'Messages (F8)' })
    // The toast tells how the import ended, not that it started (that would stay beside a refusal).
    expect(toasts.textContent).toBe('')
    const [url, init] = calls(fetch)[0]!
    expect(url).toBe(`/api/inventory/admin/imports?listing_key=${KEY}&full=true&format=csv`)
    expect(init!.body).toBeInstanceOf(File)
    expect((init!.headers as Record<string, string>)['content-type']).toBe('text/csv')
    await waitFor(() => expect(screen.getByText('Writing: 1 of 2 vehicles…')).toBeTruthy(), { timeout: POLL_MS * 3 })
    await waitFor(() => expect(screen.getByText('Imported.')).toBeTruthy(), { timeout: POLL_MS * 3 })
    expect(within(toasts).getByRole('status').textContent).toBe('Imported stock.csv.')
    const summary = document.querySelector('dl[aria-label="Import summary"]')!
    expect(summary.textContent).toBe('Added2Updated1Retired3Rejected0')
    expect(calls(fetch)[1]![0]).toBe('/api/inventory/admin/imports/job-1')
  })

  it('a refused CSV: its rows numbered as a spreadsheet shows them, and no toast saying the import started', async () => {
    const refused = {
      status: 'completed',
      progress: { fraction: 1, note: null },
      summary: { added: 0, updated: 0, retired: 0, rejected: 1, listing: { key: KEY, created: false } },
      errors: [{ row: 1, column: 'msrp_price', message: 'must be a number ≥ 0' }],
      error: null,
    }
    const created = { status: 'created', progress: null, summary: null, errors: [], error: null }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        answer({ data: { id: 'job-3', attributes: init?.method === 'POST' ? created : refused } }, init?.method === 'POST' ? 202 : 200),
      ),
    )
    renderScreen(<ImportScreen listings={[{ key: KEY, name: 'New cars' }]} />)
    chooseFile('bad.csv')
    fireEvent.click(screen.getByRole('button', { name: 'Import feed' }))
    const box = (await screen.findByRole('heading', { name: 'Problems in the feed' }, { timeout: POLL_MS * 3 })).parentElement!
    expect(box.querySelector('p')!.textContent).toBe('Rows are numbered as a spreadsheet shows them: the header is row 1.')
    expect([...box.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Row 2, column msrp_price: must be a number ≥ 0'])
    const toasts = screen.getByRole('region', { name: 'Messages (F8)' })
    expect(within(toasts).getByRole('status').textContent).toBe('')
    expect(within(toasts).getByRole('alert').textContent).toBe(
      'bad.csv was not imported. Refused: 1 problem in 1 row. Nothing was written.',
    )
  })

  it('a refused feed lists every problem by row and column', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(
          {
            data: {
              id: 'job-2',
              attributes: {
                status: 'completed',
                progress: { fraction: 1, note: null },
                summary: { added: 0, updated: 0, retired: 0, rejected: 3, moreErrors: 1200, listing: { key: KEY, created: false } },
                errors: [
                  { row: 2, column: 'status', message: 'must be one of stock, …' },
                  { row: 2, column: 'vin', message: 'is required' },
                ],
                error: null,
              },
            },
          },
          202,
        ),
      ),
    )
    renderScreen(<ImportScreen listings={[{ key: KEY, name: 'New cars' }]} />)
    chooseFile('stock.json')
    fireEvent.click(screen.getByRole('button', { name: 'Import feed' }))
    const alert = (await screen.findByRole('heading', { name: 'Problems in the feed' })).parentElement!
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      // A JSON feed has no header row: its problems are counted by vehicle.
      'Vehicle 2, column status: must be one of stock, …',
      'Vehicle 2, column vin: is required',
    ])
    // Past the first 1,000 problems the rest are counted (ADR 065).
    expect(alert.querySelector('p')!.textContent).toBe('… and 1,200 more problems.')
    expect(screen.getByText('Refused: 1202 problems in 3 rows. Nothing was written.')).toBeTruthy()
  })

  it('a file that is not .csv or .json is refused at the field, nothing sent', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderScreen(<ImportScreen listings={[]} />)
    chooseFile('stock.xml')
    fireEvent.click(screen.getByRole('button', { name: 'Import feed' }))
    expect(await screen.findByText('Choose a .csv or a .json feed file.')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('lists the columns with the required ones and offers the sample CSV made from them (ADR 140)', () => {
    renderScreen(<ImportScreen listings={[]} />)
    const list = screen.getByRole('list', { name: 'Feed columns' })
    const required = within(list)
      .getAllByText('required')
      .map((mark) => mark.parentElement!.querySelector('code')!.textContent)
    expect(required).toEqual(['vin', 'state', 'status', 'nameplate_brand_name', 'nameplate_name'])
    const sample = screen.getByRole('link', { name: 'Download a sample CSV' })
    expect(sample.getAttribute('download')).toBe('stock-feed-sample.csv')
    const csv = decodeURIComponent(sample.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''))
    expect(csv.split('\r\n')[0]!.split(',').slice(0, 3)).toEqual(['id', 'vin', 'state'])
  })
})

describe('VehiclesScreen', () => {
  const vehicleRow = {
    id: 7,
    vin: 'SAMPLE0VIN0000001',
    state: 'used',
    status: 'stock',
    brand: 'Aurelia',
    model: 'E5',
    owner_id: null,
    retailer: null,
    msrp_price: 24995,
    display_price: null,
    sale_price: null,
    visible: true,
    retired: false,
    photo_count: 0,
    updated_at: '2026-11-29T06:08:41.000Z',
  }
  const query = { page: 1, per_page: 25, sort: 'updated_at', dir: 'desc', visibility: 'all' } as unknown as VehicleListQuery

  it("writes a vehicle's last change with the back office's date format (ADR 123), not as ISO text", () => {
    renderScreen(<VehiclesScreen list={{ data: [vehicleRow], meta: { total: 1 } }} query={query} listings={[]} currency="GBP" />)
    // The market's locale comes from the root route ('en' here); the moment is in UTC and says so.
    const time = screen.getByText(/^Nov 29, 2026, 6:08\sAM UTC$/)
    expect(time.tagName).toBe('TIME')
    expect(time.getAttribute('datetime')).toBe('2026-11-29T06:08:41.000Z')
    expect(screen.queryByText('2026-11-29')).toBeNull()
  })

  it.each([
    ['GBP', 24995, '£24,995'],
    ['AED', 24995, 'AED 24,995'],
    ['GBP', 24995.5, '£24,995.50'],
    [null, 24995, '24,995'],
    ['GBP', null, '—'],
  ])('writes a price in the market’s currency, in the back office’s English (%s): %s → %s', (currency, msrp, text) => {
    const row = { ...vehicleRow, msrp_price: msrp }
    renderScreen(<VehiclesScreen list={{ data: [row], meta: { total: 1 } }} query={query} listings={[]} currency={currency} />)
    const table = screen.getByRole('table', { name: 'Vehicles of this market' })
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent?.startsWith('Price'))
    const [, line] = within(table).getAllByRole('row')
    expect(
      within(line!)
        .getAllByRole('cell')
        [column]!.textContent?.replace(/\u00a0/g, ' '),
    ).toBe(text)
  })
})

describe('ConfigScreen: data as JSON checked against its type, refused at the line', () => {
  const entry = {
    id: '4',
    attributes: {
      config_type: 'cash' as const,
      kind: 'showroom' as const,
      state: 'used',
      data: { accordion_content: [] },
      updated_at: '2026-11-26T10:00:00Z',
    },
  }
  const typeInto = async (text: string) => {
    // The editor loads after the screen's first render.
    await waitFor(() => expect(document.querySelector('.cm-editor')).not.toBeNull())
    const view = (await import('@codemirror/view')).EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement)!
    act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }))
  }

  it('lists the entries in a table: type, state, data and their actions', () => {
    renderScreen(<ConfigScreen kind="showroom" entries={[entry]} />)
    const table = screen.getByRole('table', { name: 'Showroom config entries' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Config type', 'Vehicle state', 'Data', 'Actions'])
    const [, row] = within(table).getAllByRole('row')
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((td) => td.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['cash', 'used', '{ "accordion_content": [] }', 'EditDelete'])
    expect(within(row!).getByRole('button', { name: 'Delete cash 4' })).toBeTruthy()
  })

  it('an empty kind says what fills it, with no table', () => {
    renderScreen(<ConfigScreen kind="order_online" entries={[]} />)
    expect(screen.getByText('No entries yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('an html item without html is refused with its line, and nothing is sent', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderScreen(<ConfigScreen kind="showroom" entries={[entry]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit cash 4' }))
    await typeInto('{\n  "accordion_content": [\n    { "type": "html", "html": "" }\n  ]\n}')
    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }))
    expect(await screen.findByText(/line 3: accordion_content\.0\.html: must not be empty/)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('malformed JSON is refused at its line', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderScreen(<ConfigScreen kind="order_online" entries={[]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }))
    await typeInto('{\n  "content": {\n    "title": "Reserve",\n  }\n}')
    fireEvent.click(screen.getAllByRole('button', { name: 'Add entry' }).at(-1)!)
    expect(await screen.findByText(/Invalid JSON in data: line 4/)).toBeTruthy()
  })

  it('a good entry is sent as {config_type, state, data}', async () => {
    const fetch = vi.fn(async () => answer({ data: entry }))
    vi.stubGlobal('fetch', fetch)
    renderScreen(<ConfigScreen kind="showroom" entries={[entry]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit cash 4' }))
    await typeInto('{ "modal_content": [{ "type": "form", "form": { "fields": { "form_id": 12 } } }] }')
    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [url, init] = calls(fetch)[0]!
    expect([url, init!.method]).toEqual(['/api/inventory/admin/config_entries/4', 'PUT'])
    expect(JSON.parse(String(init!.body))).toEqual({
      config_type: 'cash',
      state: 'used',
      data: { modal_content: [{ type: 'form', form: { fields: { form_id: 12 } } }] },
    })
  })
})

describe('VehicleScreen: status, prices, visibility and photos in one PATCH', () => {
  const vehicle: VehicleDetail = {
    id: 7,
    vin: 'WAUZZZ00000000007',
    state: 'new',
    status: 'stock',
    brand: 'Aurelia',
    model: 'E5',
    owner_id: 'SYD-1',
    retailer: 'Aurelia Sydney',
    msrp_price: 45990,
    display_price: null,
    sale_price: null,
    visible: true,
    retired: false,
    photo_count: 2,
    updated_at: '2026-11-26T10:00:00Z',
    photos: [
      { sequence: 1, normal: '/media/a.jpg', medium: '/media/a.jpg', hd: '/media/a.jpg', quarter_hd: '/media/a.jpg' },
      { sequence: 2, normal: '/media/b.jpg', medium: '/media/b.jpg', hd: '/media/b.jpg', quarter_hd: '/media/b.jpg' },
    ],
    listings: [{ id: 1, key: KEY, name: 'New cars' }],
  }
  const library = [
    { id: 9, title: 'Showroom', thumb: '/media/api/v2/images/9/w/320.jpg', photo: { normal: '/media/api/v2/images/9/w/1280.jpg' } },
  ]

  it('sends what was changed; a bad price is named at its field', async () => {
    const fetch = vi.fn(async () => answer({ data: { id: '7', attributes: vehicle } }))
    vi.stubGlobal('fetch', fetch)
    renderScreen(<VehicleScreen vehicle={vehicle} library={library} />)
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'reserved' } })
    fireEvent.change(screen.getByLabelText('Sale price'), { target: { value: 'cheap' } })
    fireEvent.change(screen.getByLabelText('MSRP'), { target: { value: '1e3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
    const plain = 'write a plain amount such as 45,990 or 45990.50, or leave it empty for none.'
    for (const label of ['Sale price', 'MSRP']) {
      const field = await screen.findByLabelText(label)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(`${label}: ${plain}`)
    }
    expect(fetch).not.toHaveBeenCalled()
    // The toast says so, in place of any earlier "Saved".
    expect(screen.getByRole('alert').textContent).toContain(`${vehicle.vin} not saved: `)

    fireEvent.change(screen.getByLabelText('MSRP'), { target: { value: '45990' } })

    fireEvent.change(screen.getByLabelText('Sale price'), { target: { value: '39,990' } })
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }))
    fireEvent.change(screen.getByLabelText('Add an image of the media library'), { target: { value: '9' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add photo' }))
    fireEvent.click(screen.getByLabelText('Shown in its lists'))
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [url, init] = calls(fetch)[0]!
    expect([url, init!.method]).toEqual(['/api/inventory/admin/vehicles/7', 'PATCH'])
    const sent = JSON.parse(String(init!.body)).data.attributes
    expect(sent).toMatchObject({ status: 'reserved', visible: false, msrp_price: 45990, display_price: null, sale_price: 39990 })
    expect(sent.photos.map((p: { normal: string }) => p.normal)).toEqual(['/media/b.jpg', '/media/api/v2/images/9/w/1280.jpg'])
  })
})

describe('ListingsScreen (ADR 078): lists edited; one with vehicles deleted only when confirmed', () => {
  const listing = {
    id: 3,
    key: KEY,
    name: 'New cars',
    disclaimers: {},
    forced_statuses: [],
    forced_dealer_codes: [],
    vehicle_count: 12,
    updated_at: '2026-11-26T10:00:00Z',
  }

  it('asks, naming the count, then deletes with its vehicles', async () => {
    const fetch = vi.fn(async () => answer({ meta: { retired: 12 } }))
    vi.stubGlobal('fetch', fetch)
    renderScreen(<ListingsScreen listings={[listing]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete New cars' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete the list “New cars” and its 12 vehicles?' })
    await act(async () =>
      fireEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete list and vehicles')!),
    )
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(calls(fetch)[0]!.slice(0, 1)).toEqual(['/api/inventory/admin/listings/3?with_vehicles=true'])
  })

  it('marks a refused key at its field, tied to its message', async () => {
    const detail = 'data.attributes.key: a list with this key exists'
    const refused = { errors: [{ status: '409', title: 'Key taken', detail, source: { pointer: '/data/attributes/key' } }] }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(refused, 409)),
    )
    renderScreen(<ListingsScreen listings={[listing]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add list' }))
    fireEvent.change(screen.getByLabelText('Name (required)'), { target: { value: 'Used cars' } })
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: KEY } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Add list' }).at(-1)!)
    const key = screen.getByLabelText('Key')
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(key.getAttribute('aria-describedby')!)!.textContent).toBe('a list with this key exists')
    expect(screen.getByLabelText('Name (required)').getAttribute('aria-invalid')).toBeNull()
  })

  it('saves forced statuses, dealer codes and a disclaimer', async () => {
    const fetch = vi.fn(async () => answer({ data: { id: '3', attributes: listing } }))
    vi.stubGlobal('fetch', fetch)
    renderScreen(<ListingsScreen listings={[listing]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit New cars' }))
    fireEvent.click(screen.getByLabelText('reserved'))
    fireEvent.change(screen.getByLabelText('Forced dealer codes (none: every dealer)'), { target: { value: 'SYD-1, MEL-2' } })
    const lease = screen.getByRole('group', { name: 'Lease price disclaimer' })
    fireEvent.click(lease.querySelector('input[type=checkbox]')!)
    fireEvent.change(lease.querySelector('textarea')!, { target: { value: 'Lease: 48 months' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [url, init] = calls(fetch)[0]!
    expect([url, init!.method]).toEqual(['/api/inventory/admin/listings/3', 'PATCH'])
    expect(JSON.parse(String(init!.body)).data.attributes).toMatchObject({
      name: 'New cars',
      forced_statuses: ['reserved'],
      forced_dealer_codes: ['SYD-1', 'MEL-2'],
      disclaimers: { lease_price: { enabled: true, description: 'Lease: 48 months' }, purchase_price: { enabled: false, description: '' } },
    })
  })
})
