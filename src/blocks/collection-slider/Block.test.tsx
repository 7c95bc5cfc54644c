// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { importWithGroups, inRouter, sizeRow } from '~/test/blocks.tsx'
import CollectionSlider from './Block.tsx'
import { collectionSlider } from './template.ts'

const items = (...names: string[]) =>
  names.map((name, i) =>
    collectionSlider.groupSchema.parse({
      image: { id: 1001 + i, alt: `${name} photo` },
      image_hover: { id: 1010 + i },
      item_name: name,
      item_label: `AED ${95 + i}`,
      link: { url: `/shop/${name.toLowerCase()}`, link_text: 'Shop now' },
    }),
  )
const slider = (raw: unknown = {}, groups = items('Cap', 'Mug', 'Jacket'), eagerImages = true) =>
  inRouter(<CollectionSlider fields={collectionSlider.schema.parse(raw)} groups={groups} context={{ index: 3, eagerImages }} />)
const cardOf = (name: string) => screen.getByText(name).closest('li')!

beforeEach(() => {
  Element.prototype.scrollBy = vi.fn()
})
afterEach(cleanup)

describe('Collection Slider (spec 2 §3.7)', () => {
  it('renders the title at its tag over a row of items, in its colour theme, the row named by the title', () => {
    render(slider({ heading: 'The Aurelia collection', header_tag: 'h3', box_color: 'light-theme' }))
    const heading = screen.getByRole('heading', { level: 3, name: 'The Aurelia collection' })
    const carousel = screen.getByRole('group', { name: 'The Aurelia collection' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    expect(carousel.getAttribute('aria-labelledby')).toBe(heading.id)
    expect(heading.closest('section')!.className).toContain('light-theme')
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(3)
  })

  it("shows each item's image, name and label; the name is the item's link", () => {
    render(slider())
    const card = cardOf('Cap')
    const image = within(card).getByRole('img', { name: 'Cap photo' })
    expect(image.getAttribute('src')).toBe('/media/api/v2/images/1001/w/1600/h/1600')
    expect([...card.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Cap', 'AED 95']) // name, then its own label
    const link = within(card).getByRole('link', { name: 'Cap' })
    expect(link.getAttribute('href')).toBe('/shop/cap')
  })

  it('has the hover image over the image, for hover and focus (CSS), without alt text of its own', () => {
    const html = renderToStaticMarkup(slider({}, items('Cap')))
    expect(html).toMatch(
      /<img class="[^"]*"[^>]*src="\/media\/api\/v2\/images\/1001\/[^>]*alt="Cap photo"[^>]*><img class="[^"]*hoverImage[^"]*"[^>]*src="\/media\/api\/v2\/images\/1010\/[^>]*alt=""[^>]*loading="lazy"/,
    )
    const withoutHover = collectionSlider.groupSchema.parse({ item_name: 'Mug', image: { id: 1002 } })
    expect(renderToStaticMarkup(slider({}, [withoutHover])).match(/<img /g)).toHaveLength(1)
  })

  it('follows spec 2 §4 for the link: none without a URL, a new window for _blank', () => {
    const [noUrl, external] = [
      collectionSlider.groupSchema.parse({ item_name: 'Cap', link: { url: '' } }),
      collectionSlider.groupSchema.parse({
        item_name: 'Mug',
        link: { url: 'https://shop.example/mug', type: 'external', target: '_blank' },
      }),
    ]
    render(slider({}, [noUrl!, external!]))
    expect(within(cardOf('Cap')).queryByRole('link')).toBeNull()
    const link = within(cardOf('Mug')).getByRole('link', { name: 'Mug' })
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://shop.example/mug',
      '_blank',
      'noopener noreferrer',
    ])
  })

  it("loads the first items' images eagerly only among the first two blocks, and hover images lazily", () => {
    expect(renderToStaticMarkup(slider({}, items('A', 'B', 'C', 'D'))).match(/loading="eager"/g)).toHaveLength(3)
    expect(renderToStaticMarkup(slider({}, items('A', 'B'), false))).not.toContain('loading="eager"')
  })

  it('scrolls the row by one visible width with previous and next, without pagination', () => {
    render(slider())
    const row = screen.getByRole('list')
    sizeRow(row, { scrollLeft: 0, scrollWidth: 1200, clientWidth: 400 })
    const next = screen.getByRole('button', { name: 'Next items' })
    expect(next.getAttribute('aria-controls')).toBe(row.id)
    expect(screen.getByRole('button', { name: 'Previous items' }).getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(next)
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' })
    expect(screen.queryByRole('button', { name: /^Page/ })).toBeNull()
  })

  it('hides previous/next when every item fits, and renders nothing without items', () => {
    render(slider())
    sizeRow(screen.getByRole('list'), { scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(slider({ heading: 'Soon' }, []))).toBe('')
    expect(renderToStaticMarkup(slider({}, [collectionSlider.groupSchema.parse({ image: null })]))).toBe('')
  })

  it('applies the defaults and the 30-item limit, and rejects bad values', () => {
    expect(collectionSlider.schema.parse({})).toEqual({ block_scroll_id: '', heading: '', header_tag: 'h2', box_color: 'black-theme' })
    expect(collectionSlider.groupSchema.parse({})).toEqual({
      image: { id: 24735 },
      image_hover: null,
      item_name: '',
      item_label: '',
      link: null,
    })
    expect(collectionSlider.max_field_groups).toBe(30)
    expect([importWithGroups('collection-slider', 30).ok, importWithGroups('collection-slider', 31).ok]).toEqual([true, false])
    expect(collectionSlider.groupSchema.safeParse({ item_name: 5 }).success).toBe(false)
    expect(collectionSlider.groupSchema.safeParse({ link: { url: '/a', type: 'form' } }).success).toBe(false)
    expect(collectionSlider.groupSchema.safeParse({ item_label: 'x'.repeat(101) }).success).toBe(false)
  })
})
