// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { importWithGroups, inRouter, shownSlide } from '~/test/blocks.tsx'
import ColorButtonCarousel from './Block.tsx'
import { colorButtonCarousel } from './template.ts'

const colours = (...names: string[]) =>
  names.map((name, i) =>
    colorButtonCarousel.groupSchema.parse({
      main_image: { id: 1001 + i, alt: `Aurelia E5 in ${name}` },
      thumbnail: { id: 1011 + i, alt: name },
      link_label: `Build yours in ${name}`,
    }),
  )
const fields = { global_tagline: 'Your colour, your Aurelia', global_paragraph: '<p>Eight finishes.</p>', link_url: '/configure' }
const picker = (raw: unknown = fields, groups = colours('Pearl White', 'Deep Blue', 'Copper'), eagerImages = true) =>
  inRouter(<ColorButtonCarousel fields={colorButtonCarousel.schema.parse(raw)} groups={groups} context={{ index: 1, eagerImages }} />)
const shownImage = () => shownSlide()?.querySelector('img')?.getAttribute('alt')
/** The colour name under the swatches, announced as it changes. */
const colourName = () => document.querySelector('p[aria-live="polite"]')?.textContent

afterEach(cleanup)

describe('Color Button Carousel (spec 2 §3.7)', () => {
  it('renders the tagline, paragraph, every main image (the first shown) and a swatch per colour', () => {
    const html = renderToStaticMarkup(picker())
    expect(html).toMatch(/aria-roledescription="carousel" aria-labelledby="[^"]+"/)
    expect(html).toMatch(/<h2 id="[^"]+" class="fc-heading fc-heading--l">Your colour, your Aurelia<\/h2>/)
    expect(html).toContain('<p>Eight finishes.</p>')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html.match(/role="group" aria-roledescription="slide"[^>]*hidden=""/g)).toHaveLength(2)
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1011\/w\/1600\/h\/1600"/)
  })

  it('a swatch switches the main image, the colour name and the link label', () => {
    render(picker())
    expect(shownImage()).toBe('Aurelia E5 in Pearl White')
    expect(colourName()).toBe('Pearl White')
    expect(screen.getByRole('link', { name: 'Build yours in Pearl White' }).getAttribute('href')).toBe('/configure')
    fireEvent.click(screen.getByRole('button', { name: 'Copper' }))
    expect(shownImage()).toBe('Aurelia E5 in Copper')
    expect(screen.getByRole('button', { name: 'Copper' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Pearl White' }).getAttribute('aria-pressed')).toBe('false')
    expect(colourName()).toBe('Copper')
    expect(screen.getByRole('link', { name: 'Build yours in Copper' }).getAttribute('href')).toBe('/configure')
  })

  it.each([
    [false, false],
    [true, true],
  ])('is_bigger_picker %s makes the swatches larger: %s', (bigger, expected) => {
    render(picker({ ...fields, is_bigger_picker: bigger }))
    expect(screen.getByRole('group', { name: 'Colours' }).className.includes('bigger')).toBe(expected)
  })

  it('uses the main image as the swatch without a thumbnail', () => {
    const [white] = colours('Pearl White')
    const html = renderToStaticMarkup(picker(fields, [...colours('Deep Blue'), { ...white!, thumbnail: null }]))
    expect(html).toMatch(
      /aria-label="Aurelia E5 in Pearl White" aria-pressed="false"><img[^>]*src="\/media\/api\/v2\/images\/1001\/w\/1600\/h\/1600"/,
    )
  })

  it.each([
    ['no link_url', { ...fields, link_url: '' }, colours('Red', 'Blue')],
    ['no link_label', fields, colours('Red', 'Blue').map((c) => ({ ...c, link_label: ' ' }))],
  ])('shows no link with %s (spec 2 §4 Links)', (_, raw, groups) => {
    render(picker(raw, groups))
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('an external link_url is a plain link', () => {
    render(picker({ ...fields, link_url: 'https://configurator.example.com/e5' }))
    expect(screen.getByRole('link', { name: 'Build yours in Pearl White' }).getAttribute('href')).toBe(
      'https://configurator.example.com/e5',
    )
  })

  it('shows one colour without swatches, leaves out colours without a main image, and renders nothing without any', () => {
    const [red] = colours('Red')
    render(picker(fields, [red!, colorButtonCarousel.groupSchema.parse({ main_image: null, link_label: 'Orphan' })]))
    expect(shownImage()).toBe('Aurelia E5 in Red')
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(picker(fields, []))).toBe('')
  })

  it('loads the first main image and the swatches eagerly only among the first two blocks', () => {
    expect(renderToStaticMarkup(picker()).match(/loading="eager"/g)).toHaveLength(4)
    expect(renderToStaticMarkup(picker(fields, colours('A', 'B'), false))).not.toContain('loading="eager"')
  })
})

describe('Color Button Carousel template', () => {
  it('applies the defaults', () => {
    expect(colorButtonCarousel.schema.parse({})).toEqual({
      block_scroll_id: '',
      is_bigger_picker: false,
      global_tagline: '',
      global_paragraph: '',
      link_url: '',
    })
    expect(colorButtonCarousel.groupSchema.parse({})).toEqual({ main_image: { id: 24735 }, thumbnail: null, link_label: '' })
    expect(colorButtonCarousel.htmlFields).toEqual(['global_paragraph'])
  })

  it.each([[{ is_bigger_picker: 'yes' }], [{ link_url: 'x'.repeat(2049) }], [{ colour: 'red' }]])('rejects the fields %o', (raw) => {
    expect(colorButtonCarousel.schema.safeParse(raw).success).toBe(false)
  })

  it('takes up to 20 colours (spec 2 §9 Color picker)', () => {
    expect(colorButtonCarousel.max_field_groups).toBe(20)
    expect(importWithGroups('color-button-carousel', 20)).toMatchObject({ ok: true })
    expect(importWithGroups('color-button-carousel', 21)).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('21 field groups, at most 20 allowed')],
    })
  })
})
