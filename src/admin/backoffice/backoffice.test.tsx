// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen as show } from '~/admin/testing.tsx'
import type { Dealer } from '~/dealers/dealer.ts'
import type { LibraryImage } from '~/media/library.ts'
import type { NavTreeEntry } from '~/navigation/nav-tree.ts'
import { DealersScreen } from './DealersScreen.tsx'
import { MediaScreen } from './MediaScreen.tsx'
import { NavigationScreen } from './NavigationScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The API answers every write with `data` (status 201 for a POST). */
function answerWith(data: unknown) {
  const fetch = vi.fn(
    async (_url: string, init?: RequestInit) => new Response(JSON.stringify({ data }), { status: init?.method === 'POST' ? 201 : 200 }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const dealer: Dealer = {
  id: 9,
  code: 'GB-009',
  name: 'Aurelia Leeds',
  street: '',
  city: 'Leeds',
  postcode: '',
  country: '',
  state: '',
  locality: '',
  brands: [],
  latitude: null,
  longitude: null,
  phone: null,
  email: null,
  website: null,
  services: [],
  opening_hours: [],
  updated_at: '2026-11-26T10:00:00Z',
}

describe('Dealers screen (adding a dealer said nothing)', () => {
  it('says what was added, then, asked first, what was deleted', async () => {
    answerWith(dealer)
    show(
      <DealersScreen
        list={{ data: [dealer], meta: { total: 1 } }}
        query={{ search: '', sort: 'name', dir: 'asc', page: 1, per_page: 50 }}
        editing="new"
      />,
      '/?edit=new',
    )
    const form = screen.getByRole('form', { name: 'Add a dealer' })
    fireEvent.change(within(form).getByLabelText('Dealer code (required)'), { target: { value: 'GB-009' } })
    fireEvent.change(within(form).getByLabelText('Name (required)'), { target: { value: 'Aurelia Leeds' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Add dealer' }))
    expect((await screen.findByRole('status')).textContent).toBe('Added dealer GB-009 (Aurelia Leeds).')

    fireEvent.click(screen.getByRole('button', { name: 'Delete Aurelia Leeds' }))
    const asked = screen.getByRole('dialog', { name: 'Delete the dealer GB-009 (Aurelia Leeds)?' })
    // The forms keep its locations: the admin is told before, not left to find them in a form.
    expect(asked.textContent).toContain('Its locations stay in the forms’ retailer choices')
    fireEvent.click(within(asked).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Deleted dealer GB-009 (Aurelia Leeds).'))
  })
})

const entry = (id: number, label: string, children: NavTreeEntry[] = [], parent: number | null = null): NavTreeEntry => ({
  id,
  label,
  url: `/${label.toLowerCase()}`,
  target: '_self',
  position: id,
  parent_id: parent,
  children,
})

describe('Navigation screen', () => {
  const trees = { v1: [entry(1, 'Models', [entry(2, 'E7', [], 1)]), entry(3, 'Offers')], v2: [] }

  it("names each entry's buttons starting with the words they show (WCAG 2.5.3)", () => {
    show(<NavigationScreen trees={trees} v2Enabled={false} basePath="/" />)
    const buttons = within(screen.getByRole('list', { name: 'Navigation v1 (classic) entries' })).getAllByRole('button')
    expect(buttons.length).toBeGreaterThan(0)
    for (const button of buttons) {
      const name = button.getAttribute('aria-label') ?? button.textContent!
      expect(name.toLowerCase()).toContain(button.textContent!.toLowerCase())
    }
    // It adds an entry under this one, not beside it, and says so.
    expect(screen.getByRole('button', { name: 'Add a sub-entry under Models' }).textContent).toBe('Add a sub-entry')
  })

  it('says what was added', async () => {
    answerWith({ id: 4 })
    show(<NavigationScreen trees={trees} v2Enabled={false} basePath="/" />)
    const add = screen.getByRole('group', { name: 'Add an entry to Navigation v1 (classic)' })
    fireEvent.change(within(add).getByLabelText('Label'), { target: { value: 'Test drive week' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add entry' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Added "Test drive week".'))
  })
})

describe('Media screen', () => {
  const image = (id: number, sizeBytes: number): LibraryImage => ({
    id,
    file_name: `1-${id}.jpg`,
    alt: 'A car',
    title: `Car ${id}`,
    width: 1920,
    height: 1080,
    size_bytes: sizeBytes,
    mime_type: 'image/jpeg',
    url: `/media/api/v2/images/${id}/w/320.jpg`,
  })

  it("shows each image's size, and no Previous or Next on 'Page 1 of 1'", () => {
    show(
      <MediaScreen
        mediaBase="/media"
        list={{ data: [image(2, 204_800), image(1, 1_572_864)], meta: { total: 2, page: 1, per_page: 24 } }}
        search=""
        selected={null}
      />,
    )
    const cards = screen.getAllByRole('link', { name: /^Car \d+ #\d+ · / })
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('1920×1080 · 200 KB'),
      expect.stringContaining('1920×1080 · 1.5 MB'),
    ])
    const pager = screen.getByRole('navigation', { name: 'Image pages' })
    expect(pager.textContent).toBe('Page 1 of 1 · 2 images')
  })

  // A market under /ar has its own library: its image 2 is not the root market's image 2.
  it("shows an image's picture and sizes from the market's own library", () => {
    const selected = { ...image(2, 204_800), url: '/ar/media/api/v2/images/2/w/320.jpg' }
    show(
      <MediaScreen
        mediaBase="/ar/media"
        list={{ data: [selected], meta: { total: 1, page: 1, per_page: 24 } }}
        search=""
        selected={{ image: selected, usage: [], vehicles: { count: 0, vins: [] } }}
      />,
    )
    const details = screen.getByRole('region', { name: 'Image 2' })
    expect(within(details).getByRole('img').getAttribute('src')).toBe('/ar/media/api/v2/images/2/w/640.jpg')
    expect(within(details).getByRole('link', { name: '640 × 360' }).getAttribute('href')).toBe('/ar/media/api/v2/images/2/w/640.jpg')
  })

  it('names the stock vehicles whose photos an image is, and offers no delete', () => {
    const selected = image(4, 204_800)
    const vehicles = { count: 7, vins: ['VIN1', 'VIN2', 'VIN3', 'VIN4', 'VIN5'] }
    show(
      <MediaScreen
        mediaBase="/media"
        list={{ data: [selected], meta: { total: 1, page: 1, per_page: 24 } }}
        search=""
        selected={{ image: selected, usage: [], vehicles }}
      />,
    )
    const details = screen.getByRole('region', { name: 'Image 4' })
    expect(within(details).getByText('In the photos of 7 stock vehicles (VIN1, VIN2, VIN3, VIN4, VIN5 and 2 more)')).toBeTruthy()
    expect((within(details).getByRole('button', { name: 'Delete image' }) as HTMLButtonElement).disabled).toBe(true)
  })

  // Variants are at most 4,000 px tall: a very tall picture comes out narrower than the preset.
  it.each([
    [{ width: 200, height: 150 }, 'Smaller than the smallest preset (320 px); served enlarged at the preset widths.', []],
    [
      { width: 200, height: 20_000 },
      'Smaller than the smallest preset (320 px) and too tall to be enlarged: served at most 40 × 4000 (variants are at most 4,000 px tall).',
      [],
    ],
    [{ width: 700, height: 14_000 }, null, ['200 × 4000', '200 × 4000']],
    [{ width: 700, height: 700 }, null, ['320 × 320', '640 × 640']],
  ])('says the sizes a %o picture is served at', (size, hint, links) => {
    const selected = { ...image(3, 204_800), ...size }
    show(
      <MediaScreen
        mediaBase="/media"
        list={{ data: [selected], meta: { total: 1, page: 1, per_page: 24 } }}
        search=""
        selected={{ image: selected, usage: [], vehicles: { count: 0, vins: [] } }}
      />,
    )
    const details = screen.getByRole('region', { name: 'Image 3' })
    expect(within(details).queryByText(/^Smaller than/)?.textContent ?? null).toBe(hint)
    expect(
      within(details)
        .queryAllByRole('link', { name: /^\d+ × \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(links)
  })
})
