// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { importWithGroups, inRouter, mockReducedMotion, setUpCarouselTests, shownSlide } from '~/test/blocks.tsx'
import { DEFAULT_SLIDE_DURATION_MS } from '~/ui/carousel.ts'
import NumberButtonCarousel from './Block.tsx'
import { numberButtonCarousel } from './template.ts'

const headlights = { x: 20, y: 60, title: 'Matrix LED headlights', text: 'Eighty-four dimmable LEDs.' }
const slides = (...taglines: string[]) =>
  taglines.map((tagline, i) =>
    numberButtonCarousel.groupSchema.parse({
      image: { id: 1001 + i, alt: `${tagline} image` },
      tagline,
      hotspots: i === 0 ? [headlights] : [],
      link_label: `More about ${tagline}`,
      link: { url: `/features/${i + 1}` },
    }),
  )
const carousel = (raw: unknown = {}, groups = slides('Light', 'Space', 'Silence'), eagerImages = true) =>
  inRouter(<NumberButtonCarousel fields={numberButtonCarousel.schema.parse(raw)} groups={groups} context={{ index: 1, eagerImages }} />)
const shownTagline = () => shownSlide()?.querySelector('p.fc-heading')?.textContent
/** The names of the play/pause controls: one, saying what it will do. */
const playPause = () => screen.queryAllByRole('button', { name: /^(Play|Pause)$/ }).map((b) => b.getAttribute('aria-label'))

setUpCarouselTests()

describe('Number Button Carousel (spec 2 §3.7)', () => {
  it('renders every slide on the server, the first shown, with its image, tagline and link', () => {
    const html = renderToStaticMarkup(carousel())
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html.match(/role="group"[^>]*hidden=""/g)).toHaveLength(2)
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1001\/w\/1600\/h\/900"[^>]*alt="Light image"/)
    expect(html).toMatch(/href="\/features\/1"[^>]*>More about Light<\/a>/)
    expect(html.match(/loading="eager"/g)).toHaveLength(1)
  })

  it('numbers the buttons 01, 02, 03, and a number shows its slide', () => {
    render(carousel({ has_timer: false }))
    expect(screen.getAllByRole('button', { name: /^Slide / }).map((b) => b.textContent)).toEqual(['01', '02', '03'])
    fireEvent.click(screen.getByRole('button', { name: 'Slide 03' }))
    expect(shownTagline()).toBe('Silence')
    expect(screen.getByRole('button', { name: 'Slide 03' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Slide 01' }).getAttribute('aria-current')).toBeNull()
  })

  it(`with has_timer moves on every ${DEFAULT_SLIDE_DURATION_MS} ms, wrapping round, with the timer on the current number`, () => {
    render(carousel())
    expect(screen.getByRole('button', { name: 'Slide 01' }).querySelector('[data-running="true"]')).not.toBeNull()
    act(() => vi.advanceTimersByTime(DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Space')
    act(() => vi.advanceTimersByTime(DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Silence')
    act(() => vi.advanceTimersByTime(DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Light')
  })

  it('pause stops the slides and play starts them again', () => {
    render(carousel())
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Light')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Space')
  })

  it('without has_timer never moves by itself and has no play/pause button', () => {
    render(carousel({ has_timer: false }))
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull()
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Light')
  })

  it('waits for play when the visitor prefers reduced motion', () => {
    mockReducedMotion(true)
    render(carousel())
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Light')
    expect(playPause()).toEqual(['Play'])
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Space')
  })

  it('an open hotspot holds the slide (focus is inside), and shows its description', () => {
    render(carousel())
    fireEvent.click(screen.getByRole('button', { name: 'Matrix LED headlights' }))
    expect(screen.getByRole('region', { name: 'Matrix LED headlights' }).textContent).toContain('Eighty-four dimmable LEDs.')
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownTagline()).toBe('Light')
  })

  it.each([
    [true, 'a plus icon', /<span aria-hidden="true" class="[^"]*plus[^"]*"><\/span>/],
    [false, 'its number', /aria-label="1. Matrix LED headlights"[^>]*><span aria-hidden="true">1<\/span>/],
  ])('has_icons %s draws each hotspot as %s', (hasIcons, _, marker) => {
    expect(renderToStaticMarkup(carousel({ has_icons: hasIcons }))).toMatch(marker)
  })

  it('shows one slide without controls, leaves out empty slides, and renders nothing without any', () => {
    const [only] = slides('Only')
    const empty = numberButtonCarousel.groupSchema.parse({ image: null })
    render(carousel({}, [only!, empty]))
    expect(shownTagline()).toBe('Only')
    expect(screen.queryByRole('button', { name: /^Slide|Pause/ })).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(carousel({}, []))).toBe('')
  })

  it('leaves the link out without a URL, and loads every image lazily outside the first two blocks', () => {
    const noUrl = numberButtonCarousel.groupSchema.parse({ tagline: 'No link', link_label: 'Go', link: { url: '' } })
    const html = renderToStaticMarkup(carousel({}, [...slides('A', 'B'), noUrl], false))
    expect(html).not.toContain('>Go<')
    expect(html).not.toContain('loading="eager"')
  })
})

describe('Number Button Carousel template', () => {
  it('applies the defaults', () => {
    expect(numberButtonCarousel.schema.parse({})).toEqual({ block_scroll_id: '', has_timer: true, has_icons: true })
    expect(numberButtonCarousel.groupSchema.parse({})).toEqual({
      image: { id: 24735 },
      hotspots: [],
      tagline: '',
      link_label: '',
      link: null,
    })
  })

  it("checks each slide's hotspots with the Hotspots Container rules, reading JSON text too", () => {
    expect(numberButtonCarousel.groupSchema.parse({ hotspots: JSON.stringify([headlights]) }).hotspots).toEqual([headlights])
    expect(numberButtonCarousel.groupSchema.safeParse({ hotspots: '[{"x":' }).error?.issues).toMatchObject([
      { path: ['hotspots'], message: 'Invalid JSON in hotspots' },
    ])
    expect(numberButtonCarousel.groupSchema.safeParse({ hotspots: [{ ...headlights, x: 120 }] }).success).toBe(false)
  })

  it.each([[{ has_timer: 'yes' }], [{ has_icons: 1 }], [{ autoplay: true }]])('rejects the fields %o', (raw) => {
    expect(numberButtonCarousel.schema.safeParse(raw).success).toBe(false)
  })

  it('takes up to 10 slides', () => {
    expect(importWithGroups('number-button-carousel', 10)).toMatchObject({ ok: true })
    expect(importWithGroups('number-button-carousel', 11)).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('11 field groups, at most 10 allowed')],
    })
  })
})
