// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PARAGRAPH } from '../common-fields.ts'
import IconButtonSlider from './Block.tsx'
import { iconButtonSlider } from './template.ts'

const inRouter = (element: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
const cards = (...titles: string[]) =>
  titles.map((title, i) =>
    iconButtonSlider.groupSchema.parse({
      title,
      image: { id: 1001 + i, alt: `${title} image` },
      paragraph: `<p>About ${title}</p>`,
      link_label: `Explore ${title}`,
      link_icon: 'arrow-right',
      link: { url: `/models/${title.toLowerCase()}` },
    }),
  )
const slider = (raw: unknown = {}, groups = cards('E5', 'E7', 'GT'), eagerImages = true) =>
  inRouter(<IconButtonSlider fields={iconButtonSlider.schema.parse(raw)} groups={groups} context={{ index: 2, eagerImages }} />)

/** jsdom does no layout: give the row a size and a scroll position. */
const sizeRow = (row: HTMLElement, size: { scrollLeft: number; scrollWidth: number; clientWidth: number }) => {
  for (const [key, value] of Object.entries(size)) Object.defineProperty(row, key, { configurable: true, value })
  act(() => {
    row.dispatchEvent(new Event('scroll'))
  })
}

beforeEach(() => {
  Element.prototype.scrollBy = vi.fn()
})
afterEach(cleanup)

describe('Icon Button Carousel (spec 2 §3.7 icon-button-slider)', () => {
  it('renders the title at its tag, the paragraph and each card in a row, in its colour theme', () => {
    const html = renderToStaticMarkup(
      slider({ header: 'Find your Aurelia', header_tag: 'h3', paragraph: '<p>Three ways to go electric.</p>', box_color: 'grey-theme' }),
    )
    expect(html).toMatch(/<section class="[^"]*grey-theme" aria-roledescription="carousel" aria-labelledby="[^"]+"/)
    expect(html).toMatch(/<h3 id="[^"]+" class="fc-heading fc-heading--l">Find your Aurelia<\/h3>/)
    expect(html).toContain('<p>Three ways to go electric.</p>')
    expect(html.match(/<li /g)).toHaveLength(3)
  })

  it('renders a card: image at 380x405, title at its tag, paragraph, and the link with its label and icon', () => {
    const html = renderToStaticMarkup(slider())
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1001\/w\/1600\/h\/1705"[^>]*alt="E5 image"/)
    expect(html).toMatch(/<h2 class="fc-heading fc-heading--s [^"]*">E5<\/h2>/)
    expect(html).toContain('<p>About E5</p>')
    expect(html).toMatch(/data-icon="arrow-right" aria-hidden="true"><\/span><a [^>]*href="\/models\/e5"[^>]*>Explore E5<\/a>/)
  })

  it("uses the link's own text without link_label, and leaves out links §4 would not show", () => {
    const [withText, withoutUrl, noLabel] = [
      iconButtonSlider.groupSchema.parse({ title: 'A', link: { url: '/a', link_text: 'Own text' } }),
      iconButtonSlider.groupSchema.parse({ title: 'B', link_label: 'Go', link: { url: '' } }),
      iconButtonSlider.groupSchema.parse({ title: 'C', link: { url: '/c' } }),
    ]
    const html = renderToStaticMarkup(slider({}, [withText!, withoutUrl!, noLabel!]))
    expect(html).toMatch(/href="\/a"[^>]*>Own text<\/a>/)
    expect(html).not.toContain('>Go<')
    expect(html).not.toContain('href="/c"')
  })

  it("loads the first cards' images eagerly only among the first two blocks", () => {
    expect(renderToStaticMarkup(slider({}, cards('A', 'B', 'C', 'D'))).match(/loading="eager"/g)).toHaveLength(3)
    expect(renderToStaticMarkup(slider({}, cards('A', 'B'), false))).not.toContain('loading="eager"')
  })

  it('scrolls the row by one visible width with previous and next, and marks the ends', () => {
    render(slider())
    const row = screen.getByRole('list')
    sizeRow(row, { scrollLeft: 0, scrollWidth: 1200, clientWidth: 400 })
    const previous = screen.getByRole('button', { name: 'Previous cards' })
    const next = screen.getByRole('button', { name: 'Next cards' })
    expect(previous.getAttribute('aria-controls')).toBe(row.id)
    expect(previous.getAttribute('aria-disabled')).toBe('true')
    expect(next.hasAttribute('aria-disabled')).toBe(false)

    fireEvent.click(next)
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' })
    fireEvent.click(previous)
    expect(row.scrollBy).toHaveBeenCalledTimes(1)

    sizeRow(row, { scrollLeft: 800, scrollWidth: 1200, clientWidth: 400 })
    expect(next.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(next)
    fireEvent.click(previous)
    expect(row.scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' })
    expect(row.scrollBy).toHaveBeenCalledTimes(2)
  })

  it('hides previous/next when every card fits, and with one card', () => {
    render(slider())
    sizeRow(screen.getByRole('list'), { scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    render(slider({}, cards('Only')))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the intro without cards, and nothing at all without content', () => {
    expect(renderToStaticMarkup(slider({ header: 'Coming soon' }, []))).toContain('Coming soon')
    expect(renderToStaticMarkup(slider({ paragraph: '' }, []))).toBe('')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(iconButtonSlider.schema.parse({})).toEqual({
      block_scroll_id: '',
      box_color: 'black-theme',
      header: '',
      header_tag: 'h2',
      paragraph: DEFAULT_PARAGRAPH,
    })
    expect(iconButtonSlider.groupSchema.parse({})).toEqual({
      image: { id: 24735 },
      title: '',
      header_tag: 'h2',
      paragraph: DEFAULT_PARAGRAPH,
      link_label: '',
      link_icon: '',
      link: null,
    })
    expect(iconButtonSlider.field_groups_template.find((f) => f.symbol === 'image')!.attrs.sizes).toEqual([{ w: 380, h: 405 }])
    expect(iconButtonSlider.groupHtmlFields).toEqual(['paragraph'])
    expect(iconButtonSlider.schema.safeParse({ box_color: 'all-white-theme' }).success).toBe(false)
    expect(iconButtonSlider.groupSchema.safeParse({ header_tag: 'p' }).success).toBe(false)
    expect(iconButtonSlider.groupSchema.safeParse({ link: 'https://example.com' }).success).toBe(false)
  })
})
