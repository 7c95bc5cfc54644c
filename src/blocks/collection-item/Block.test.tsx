// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { importWithGroups, sizeRow } from '~/test/blocks.tsx'
import CollectionItem from './Block.tsx'
import { collectionItem, type CollectionItemData } from './template.ts'

const PHOTOS = ['/media/api/v2/images/1004/w/1024.jpg', 'https://shop.example/cap-back.jpg', '/media/api/v2/images/1011/w/1024.jpg']
/** `data` null: none resolved (the editor's preview). */
const item = (raw: unknown = {}, data: CollectionItemData | null = { photos: PHOTOS }, eagerImages = true) => (
  <CollectionItem
    fields={collectionItem.schema.parse({ images_alt: 'Aurelia cap', ...(raw as object) })}
    groups={[]}
    context={{ index: 2, eagerImages }}
    data={data ?? undefined}
  />
)
const carousel = () => screen.getByRole('group', { name: 'Photos' })
/** The block's parts in document order: text of HTML parts, 'photos' for the carousel. */
const parts = () =>
  [...document.querySelector('section > div')!.children].map((el) =>
    el.getAttribute('aria-label') === 'Photos' ? 'photos' : el.textContent,
  )

beforeEach(() => {
  Element.prototype.scrollBy = vi.fn()
})
afterEach(cleanup)

describe('MENA Collection Item (spec 2 §3.7)', () => {
  it('puts the photos carousel where the HTML has {{photos}}', () => {
    render(item({ html: '<h2>Aurelia cap</h2><p>{{photos}}</p><p>Brushed cotton.</p>' }))
    expect(parts()).toEqual(['Aurelia cap', 'photos', 'Brushed cotton.'])
  })

  it('puts the photos first without the placeholder', () => {
    render(item({ html: '<h2>Aurelia cap</h2><p>Brushed cotton.</p>' }))
    expect(parts()).toEqual(['photos', 'Aurelia capBrushed cotton.'])
  })

  it('shows each photo as a slide of the carousel, with the images alt text, the first eager among the first two blocks', () => {
    render(item())
    expect(carousel().getAttribute('aria-roledescription')).toBe('carousel')
    const slides = within(carousel()).getAllByRole('group')
    expect(slides.map((s) => [s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')])).toEqual([
      ['slide', '1 of 3'],
      ['slide', '2 of 3'],
      ['slide', '3 of 3'],
    ])
    expect(
      within(carousel())
        .getAllByRole('img', { name: 'Aurelia cap' })
        .map((img) => [img.getAttribute('src'), img.getAttribute('loading')]),
    ).toEqual([
      [PHOTOS[0], 'eager'],
      [PHOTOS[1], 'lazy'],
      [PHOTOS[2], 'lazy'],
    ])
    cleanup()
    expect(renderToStaticMarkup(item({}, { photos: PHOTOS }, false))).not.toContain('loading="eager"')
  })

  it('moves through the photos with previous/next and a dot per photo', () => {
    render(item())
    const row = within(carousel()).getByRole('list')
    sizeRow(row, { scrollLeft: 0, scrollWidth: 1500, clientWidth: 500 })
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 500, behavior: 'smooth' })
    expect(screen.getAllByRole('button', { name: /^Page \d of 3$/ }).map((b) => b.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
    ])
  })

  it('has no controls for a single photo, and no carousel without photos', () => {
    render(item({ html: '<p>Cotton.</p>' }, { photos: [PHOTOS[0]!] }))
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    render(item({ html: '<p>{{photos}}</p><p>Cotton.</p>' }, { photos: [] }))
    expect(screen.queryByRole('group', { name: 'Photos' })).toBeNull()
    expect(parts()).toEqual(['Cotton.'])
  })

  it('stays silent in the browser when the images JSON is bad: no photos, nothing logged (the server logs it)', () => {
    const spies = (['error', 'warn', 'log'] as const).map((method) => vi.spyOn(console, method))
    render(item({ images: '["/a.jpg",', html: '<p>Cotton.</p>' }, null))
    expect(screen.queryByRole('img')).toBeNull()
    expect(spies.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0])
    spies.forEach((spy) => spy.mockRestore())
  })

  it.each([
    ['S', 'XXL', ['S', 'M', 'L', 'XL', 'XXL']],
    ['XS', 'XXXXL', ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL']],
    ['M', '', ['M']],
  ] as const)('lists the sizes from %s to %s under their title', (size_from, size_to, sizes) => {
    render(item({ size_from, size_to, sizes_label: 'Available sizes' }))
    expect(
      within(screen.getByRole('list', { name: 'Available sizes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(sizes)
  })

  it('lists no sizes when none is chosen, and renders nothing without content', () => {
    render(item({ html: '<p>Mug.</p>' }))
    expect(screen.queryByRole('list', { name: 'Sizes' })).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(item({}, { photos: [] }))).toBe('')
  })

  it('applies the defaults, and rejects bad values and any field group', () => {
    expect(collectionItem.schema.parse({})).toEqual({
      block_scroll_id: '',
      images: '[]',
      images_alt: '',
      html: '',
      size_from: '',
      size_to: '',
      sizes_label: 'Sizes',
      box_color: 'black-theme',
    })
    expect(collectionItem.htmlFields).toEqual(['html'])
    for (const bad of [{ size_from: 'XXXXXL' }, { size_to: 'xl' }, { images: ['/a.jpg'] }, { images_alt: 'x'.repeat(301) }]) {
      expect(collectionItem.schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
    expect(importWithGroups('collection-item', 1).ok).toBe(false)
  })
})
