// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { importWithGroups, inRouter, sizeRow } from '~/test/blocks.tsx'
import ContentsBlockCarousel from './Block.tsx'
import { contentsBlockCarousel } from './template.ts'

const cards = (...titles: string[]) =>
  titles.map((title, i) =>
    contentsBlockCarousel.groupSchema.parse({
      image: { id: 1001 + i, alt: `${title} image` },
      title,
      text: `<p>About ${title}</p>`,
      link: { url: `/news/${i + 1}`, link_text: `Read about ${title}`, ui_type: 'tertiary' },
    }),
  )
const carousel = (
  raw: unknown = { heading: 'Life with an Aurelia' },
  groups = cards('Charging', 'Service', 'Warranty'),
  eagerImages = true,
) =>
  inRouter(<ContentsBlockCarousel fields={contentsBlockCarousel.schema.parse(raw)} groups={groups} context={{ index: 2, eagerImages }} />)

beforeEach(() => {
  Element.prototype.scrollBy = vi.fn()
})
afterEach(cleanup)

describe('Content Blocks Carousel 2 (spec 2 §3.7 contents-block-carousel)', () => {
  it('renders the title at its tag over a row of cards in its colour theme, card titles a level below', () => {
    const html = renderToStaticMarkup(carousel({ heading: 'Life with an Aurelia', header_tag: 'h3', box_color: 'grey-theme' }))
    expect(html).toMatch(/<section class="[^"]*grey-theme" aria-roledescription="carousel" aria-labelledby="[^"]+"/)
    expect(html).toMatch(/<h3 id="[^"]+" class="fc-heading fc-heading--l [^"]*">Life with an Aurelia<\/h3>/)
    expect(html.match(/<li /g)).toHaveLength(3)
    expect(html).toContain('<h4 class="fc-heading fc-heading--s">Charging</h4>')
  })

  it('renders a card: image, title, text and its link', () => {
    const html = renderToStaticMarkup(carousel())
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1001\/w\/1600\/h\/900"[^>]*alt="Charging image"/)
    expect(html).toContain('<p>About Charging</p>')
    expect(html).toMatch(/href="\/news\/1"[^>]*>Read about Charging<\/a>/)
  })

  it('is named "Content cards" without a title, and its cards take the title tag', () => {
    const html = renderToStaticMarkup(carousel({}))
    expect(html).toContain('aria-label="Content cards"')
    expect(html).toContain('<h2 class="fc-heading fc-heading--s">Charging</h2>')
  })

  it.each([
    [true, true],
    [false, false],
  ])('align_cta_items %s lines up the links: %s', (align, aligned) => {
    render(carousel({ align_cta_items: align }))
    expect(screen.getByRole('list').className.includes('aligned')).toBe(aligned)
  })

  it('leaves out links §4 would not show, and empty cards', () => {
    const noLabel = contentsBlockCarousel.groupSchema.parse({ title: 'No label', link: { url: '/x' } })
    const empty = contentsBlockCarousel.groupSchema.parse({ image: null })
    const html = renderToStaticMarkup(carousel({}, [noLabel, empty]))
    expect(html).not.toContain('href="/x"')
    expect(html.match(/<li /g)).toHaveLength(1)
  })

  it("loads the first cards' images eagerly only among the first two blocks", () => {
    expect(renderToStaticMarkup(carousel({}, cards('A', 'B', 'C', 'D'))).match(/loading="eager"/g)).toHaveLength(3)
    expect(renderToStaticMarkup(carousel({}, cards('A', 'B'), false))).not.toContain('loading="eager"')
  })

  it('scrolls the row by one visible width with previous and next, and marks the ends', () => {
    render(carousel())
    const row = screen.getByRole('list')
    sizeRow(row, { scrollLeft: 0, scrollWidth: 1200, clientWidth: 400 })
    const previous = screen.getByRole('button', { name: 'Previous cards' })
    const next = screen.getByRole('button', { name: 'Next cards' })
    expect(next.getAttribute('aria-controls')).toBe(row.id)
    expect(previous.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(previous)
    expect(row.scrollBy).not.toHaveBeenCalled()
    fireEvent.click(next)
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' })
    sizeRow(row, { scrollLeft: 800, scrollWidth: 1200, clientWidth: 400 })
    expect(next.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(previous)
    expect(row.scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' })
  })

  it('hides previous/next when every card fits and with one card; renders nothing without cards', () => {
    render(carousel())
    sizeRow(screen.getByRole('list'), { scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    render(carousel({}, cards('Only')))
    expect(screen.queryByRole('button')).toBeNull()
    expect(renderToStaticMarkup(carousel({ heading: 'Empty' }, []))).toBe('')
  })
})

describe('Content Blocks Carousel 2 carousel view (spec 2 §3.3 carousel_view_options, ADR 164)', () => {
  const row = (html: string) => /<ul [^>]*class="([^"]*)"/.exec(html)![1]!.split(' ')
  it.each<[string, string, boolean]>([
    ['the default: cards from the start of the row', '', false],
    ['adjacent slides: a card in the middle, its neighbours peeking in', 'adjacent_slides', true],
  ])('%s', (_, view, adjacent) => {
    const classes = row(renderToStaticMarkup(carousel({ heading: 'Life', carousel_view_options: view })))
    expect(classes.includes('fc-scroll-row--adjacent')).toBe(adjacent)
  })
  it('is labelled as the catalogue has it', () => {
    const field = contentsBlockCarousel.fields.find((f) => f.symbol === 'carousel_view_options')!
    expect(field.label).toBe('Carousel view')
    expect(field.attrs.options).toEqual([
      { value: '', label: 'Default' },
      { value: 'adjacent_slides', label: 'Adjacent slides' },
    ])
  })
})

describe('Content Blocks Carousel 2 template', () => {
  it('applies the defaults', () => {
    expect(contentsBlockCarousel.schema.parse({})).toEqual({
      block_scroll_id: '',
      box_color: 'black-theme',
      heading: '',
      header_tag: 'h2',
      align_cta_items: true,
      carousel_view_options: '',
    })
    expect(contentsBlockCarousel.groupSchema.parse({})).toEqual({ image: { id: 24735 }, title: '', text: '', link: null })
    expect(contentsBlockCarousel.htmlFields).toEqual(['heading'])
    expect(contentsBlockCarousel.groupHtmlFields).toEqual(['text'])
  })

  it.each([[{ box_color: 'all-white-theme' }], [{ align_cta_items: 'yes' }], [{ header_tag: 'p' }], [{ carousel_view_options: 'peek' }]])(
    'rejects the fields %o',
    (raw) => {
      expect(contentsBlockCarousel.schema.safeParse(raw).success).toBe(false)
    },
  )

  it.each([[{ title: 'x'.repeat(201) }], [{ link: 'https://example.com' }], [{ image: { id: -1 } }]])('rejects the card %o', (raw) => {
    expect(contentsBlockCarousel.groupSchema.safeParse(raw).success).toBe(false)
  })

  it('takes up to 20 cards', () => {
    expect(importWithGroups('contents-block-carousel', 20)).toMatchObject({ ok: true })
    expect(importWithGroups('contents-block-carousel', 21)).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('21 field groups, at most 20 allowed')],
    })
  })
})
