// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MerchandiseItem } from '~/merchandise/collection-feed.ts'
import { inRouter, sizeRow } from '~/test/blocks.tsx'
import { LoadedBlock } from '../LoadedBlock.tsx'
import { loadBlockRenderers } from '../renderers.ts'
import CollectionSliderFeed from './Block.tsx'
import { collectionSliderFeed } from './template.ts'

const item = (name: string, group: string | null, more: Partial<MerchandiseItem> = {}): MerchandiseItem => ({
  name,
  label: 'AED 95',
  image: `/media/api/v2/images/1004/w/640.jpg`,
  image_hover: null,
  link: `/shop/${name}`,
  group,
  ...more,
})
const feedItems = [item('cap', 'Apparel'), item('jacket', 'Apparel'), item('mug', 'Accessories'), item('e7', 'Scale models')]
const feed = (raw: unknown = {}, data: MerchandiseItem[] | undefined = feedItems) =>
  inRouter(
    <CollectionSliderFeed
      fields={collectionSliderFeed.schema.parse(raw)}
      groups={[]}
      context={{ index: 1, eagerImages: true }}
      data={data}
    />,
  )
const rowNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent)

beforeEach(() => {
  Element.prototype.scrollBy = vi.fn()
})
afterEach(cleanup)

describe('Collection Slider Feed (spec 2 §3.7)', () => {
  it("shows a grouped feed as a row per group, under the group's name, in the feed's order", () => {
    render(feed({ heading: 'Lifestyle' }))
    const rows = screen.getAllByRole('group')
    expect(rows.map((row) => row.getAttribute('aria-roledescription'))).toEqual(['carousel', 'carousel', 'carousel'])
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Apparel', 'Accessories', 'Scale models'])
    expect(rows.map((row) => row.getAttribute('aria-labelledby'))).toEqual(screen.getAllByRole('heading', { level: 3 }).map((h) => h.id))
    expect(rows.map((row) => rowNames(row))).toEqual([['cap', 'jacket'], ['mug'], ['e7']])
  })

  it('shows an ungrouped feed as one row named by the title', () => {
    render(feed({ heading: 'Lifestyle', grouped: false }))
    const row = screen.getByRole('group', { name: 'Lifestyle' })
    expect(rowNames(row)).toEqual(['cap', 'jacket', 'mug', 'e7'])
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull()
  })

  it('shows at most `limit` items', () => {
    render(feed({ grouped: false, limit: 2 }))
    expect(rowNames(screen.getByRole('group', { name: 'Collection' }))).toEqual(['cap', 'jacket'])
  })

  it("shows each item's image, name (its link) and label", () => {
    render(feed({ grouped: false }))
    const card = screen.getByRole('link', { name: 'cap' }).closest('li')!
    expect(screen.getByRole('link', { name: 'cap' }).getAttribute('href')).toBe('/shop/cap')
    expect(within(card).getByRole('img', { name: 'cap' }).getAttribute('src')).toBe('/media/api/v2/images/1004/w/640.jpg')
    expect([...card.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['cap', 'AED 95']) // name, then label
  })

  it('with show_pagination, has a dot per visible width that shows where the row is and jumps there', () => {
    render(feed({ grouped: false }))
    const row = screen.getByRole('list')
    expect(screen.queryByRole('button', { name: /^Page/ })).toBeNull() // unmeasured, as on the server
    sizeRow(row, { scrollLeft: 400, scrollWidth: 1200, clientWidth: 400 })
    const dots = screen.getAllByRole('button', { name: /^Page \d of 3$/ })
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null])
    fireEvent.click(dots[2]!)
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' })
    fireEvent.click(dots[0]!)
    expect(row.scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' })
  })

  it('has no pagination without show_pagination', () => {
    render(feed({ grouped: false, show_pagination: false }))
    const row = screen.getByRole('list')
    sizeRow(row, { scrollLeft: 0, scrollWidth: 1200, clientWidth: 400 })
    expect(screen.queryByRole('button', { name: /^Page/ })).toBeNull()
    // Previous/next still scroll the row.
    fireEvent.click(screen.getByRole('button', { name: 'Next items' }))
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' })
  })

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ] as const)("gives the items' text and group names the feed's language %s and direction %s", (lang, dir) => {
    render(feed({ lang }))
    const name = screen.getByText('cap').closest('[lang]')!
    expect([name.getAttribute('lang'), name.getAttribute('dir')]).toEqual([lang, dir])
    const group = screen.getByRole('heading', { name: 'Apparel' })
    expect([group.getAttribute('lang'), group.getAttribute('dir')]).toEqual([lang, dir])
  })

  it('renders nothing without items (or before its data is resolved)', () => {
    expect(renderToStaticMarkup(feed({ heading: 'Lifestyle' }, []))).toBe('')
    const fields = collectionSliderFeed.schema.parse({})
    expect(
      renderToStaticMarkup(inRouter(<CollectionSliderFeed fields={fields} groups={[]} context={{ index: 1, eagerImages: true }} />)),
    ).toBe('')
  })

  it("shows its Loading Failed state with the editor's texts when the feed failed (spec 2 §4 Block loading)", async () => {
    await loadBlockRenderers(['collection-slider-feed'])
    const fields = collectionSliderFeed.schema.parse({ error_msg: 'Shop unavailable', try_again_btn_label: 'Retry' })
    render(
      inRouter(
        <LoadedBlock
          block={{ template: 'collection-slider-feed', fields, groups: [], dataFailed: true }}
          context={{ index: 1, eagerImages: true }}
        />,
      ),
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Shop unavailable')
    expect(within(alert).getByRole('button').textContent).toBe('Retry')
  })

  it("applies the spec's defaults and limits, and rejects bad values", () => {
    expect(collectionSliderFeed.schema.parse({})).toEqual({
      block_scroll_id: '',
      heading: '',
      header_tag: 'h2',
      box_color: 'black-theme',
      lang: 'en',
      market: '',
      collection: '',
      limit: 10,
      grouped: true,
      show_pagination: true,
      error_msg: 'Something went wrong, please try again.',
      try_again_btn_label: 'Try again',
    })
    expect(collectionSliderFeed.field_groups_template).toEqual([])
    for (const bad of [{ lang: 'fr' }, { limit: 0 }, { limit: 51 }, { grouped: 'yes' }, { market: 'x'.repeat(21) }]) {
      expect(collectionSliderFeed.schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})
