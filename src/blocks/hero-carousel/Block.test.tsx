// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PARAGRAPH } from '../common-fields.ts'
import { mockIntersectionObserver, scrollIntoView, scrollOutOfView } from '~/test/browser-mocks.ts'
import { REDUCED_MOTION_QUERY, TOUCH_QUERY } from '~/ui/carousel.ts'
import HeroCarousel from './Block.tsx'
import { DESKTOP_QUERY } from './slides.ts'
import { heroCarousel } from './template.ts'

const inRouter = (element: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
const slides = (...headings: string[]) =>
  headings.map((heading, i) => heroCarousel.groupSchema.parse({ heading, 'rdx-image': { id: 1001 + i, alt: `Image ${i + 1}` } }))
const hero = (raw: unknown = {}, groups = slides('First', 'Second', 'Third'), eagerImages = true) =>
  inRouter(<HeroCarousel fields={heroCarousel.schema.parse(raw)} groups={groups} context={{ index: 1, eagerImages }} />)
const visibleHeading = () =>
  screen
    .getAllByRole('group')
    .find((g) => !g.hidden)
    ?.querySelector('h2')?.textContent
const media = ({ reduced = false, desktop = true, touch = false } = {}) => {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query === REDUCED_MOTION_QUERY ? reduced : query === DESKTOP_QUERY ? desktop : query === TOUCH_QUERY ? touch : false,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  media()
  HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve())
  HTMLMediaElement.prototype.pause = vi.fn()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Hero Carousel 2.0 (spec 2 §3.7, §4 Hero carousel)', () => {
  it('renders every slide on the server, only the first visible, without video or autoplay state', () => {
    const html = renderToStaticMarkup(
      hero({}, [...slides('First', 'Second'), heroCarousel.groupSchema.parse({ heading: 'Film', video_desktop: '/v/film.mp4' })]),
    )
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html.match(/role="group"[^>]*hidden=""/g)).toHaveLength(2)
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('aria-label="Play"')
    expect(html).not.toContain('<video')
  })

  it("loads the first slide's image eagerly in the first two blocks, every other image lazily", () => {
    const eager = renderToStaticMarkup(hero())
    expect(eager.match(/loading="eager"/g)).toHaveLength(1)
    expect(eager.match(/loading="lazy"/g)).toHaveLength(2)
    expect(eager).toMatch(/src="\/media\/api\/v2\/images\/1001\/[^"]*"[^>]*loading="eager"/)
    const lazy = renderToStaticMarkup(hero({}, slides('First', 'Second'), false))
    expect(lazy).not.toContain('loading="eager"')
  })

  it('moves on after slide_duration (6000 ms by default) and wraps round', () => {
    render(hero())
    expect(visibleHeading()).toBe('First')
    advance(5999)
    expect(visibleHeading()).toBe('First')
    advance(1)
    expect(visibleHeading()).toBe('Second')
    advance(6000)
    expect(visibleHeading()).toBe('Third')
    advance(6000)
    expect(visibleHeading()).toBe('First')
  })

  it("gives a slide its own slide_duration_limit, the others the block's slide_duration", () => {
    const groups = slides('First', 'Second', 'Third')
    groups[1]!.slide_duration_limit = 2000
    render(hero({ slide_duration: 9000 }, groups))
    advance(8999)
    expect(visibleHeading()).toBe('First')
    advance(1)
    expect(visibleHeading()).toBe('Second')
    advance(2000)
    expect(visibleHeading()).toBe('Third')
  })

  it('previous, next and the dots choose the slide', () => {
    render(hero())
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(visibleHeading()).toBe('Third')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(visibleHeading()).toBe('First')
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2' }))
    expect(visibleHeading()).toBe('Second')
    expect(screen.getByRole('button', { name: 'Slide 2' }).getAttribute('aria-current')).toBe('true')
  })

  it("pauses and plays with the timer's play/pause button when has_timer is set", () => {
    const { container } = render(hero())
    expect(container.querySelector('[data-running="true"]')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    expect(container.querySelector('[data-running="true"]')).toBeNull()
    advance(3 * 6000)
    expect(visibleHeading()).toBe('First')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    advance(6000)
    expect(visibleHeading()).toBe('Second')
  })

  it('has no play/pause button or timer without has_timer, but still moves on', () => {
    const { container } = render(hero({ has_timer: false }))
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull()
    expect(container.querySelector('[data-running]')).toBeNull()
    advance(6000)
    expect(visibleHeading()).toBe('Second')
  })

  it('stays still without is_autoplay until the visitor presses play', () => {
    render(hero({ is_autoplay: false }))
    advance(3 * 6000)
    expect(visibleHeading()).toBe('First')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    advance(6000)
    expect(visibleHeading()).toBe('Second')
  })

  it('does not autoplay when the visitor prefers reduced motion, until they press play', () => {
    media({ reduced: true })
    render(hero())
    advance(3 * 6000)
    expect(visibleHeading()).toBe('First')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    advance(6000)
    expect(visibleHeading()).toBe('Second')
  })

  it('holds still while hovered or while focus is inside it', () => {
    render(hero())
    const carousel = screen.getByRole('region', { name: 'Highlights' })
    fireEvent.mouseEnter(carousel)
    advance(3 * 6000)
    expect(visibleHeading()).toBe('First')
    fireEvent.mouseLeave(carousel)
    advance(6000)
    expect(visibleHeading()).toBe('Second')
    const next = screen.getByRole('button', { name: 'Next slide' })
    act(() => next.focus())
    advance(3 * 6000)
    expect(visibleHeading()).toBe('Second')
    act(() => next.blur())
    advance(6000)
    expect(visibleHeading()).toBe('Third')
  })

  it('shows one slide without controls and does not move; nothing without slides', () => {
    render(hero({}, slides('Only')))
    expect(visibleHeading()).toBe('Only')
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(hero({}, []))).toBe('')
  })

  it('shows only the first 4 slides on touch devices with has_touch_devices_slides_limit', () => {
    media({ touch: true })
    render(hero({ has_touch_devices_slides_limit: true }, slides('1', '2', '3', '4', '5', '6')))
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4)
    expect(screen.queryByRole('button', { name: 'Slide 5' })).toBeNull()
    cleanup()
    render(hero({ has_touch_devices_slides_limit: false }, slides('1', '2', '3', '4', '5', '6')))
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(6)
  })

  it('renders the slide copy: icon, title at its tag, paragraph, button, and the offer banner', () => {
    const slide = heroCarousel.groupSchema.parse({
      icon: 'bolt',
      heading: 'Aurelia <em>E7</em>',
      tag: 'h1',
      paragraph: '<p>402 miles of range.</p>',
      'rdx-link': { url: '/models/e7', link_text: 'Explore the E7' },
      info: 'Representative example',
      price: 'From £399 a month',
      description: '48 months, 8,000 miles a year.',
    })
    const html = renderToStaticMarkup(hero({}, [slide]))
    expect(html).toContain('data-icon="bolt"')
    expect(html).toMatch(/<h1 class="fc-heading fc-heading--xl">Aurelia <em>E7<\/em><\/h1>/)
    expect(html).toContain('<p>402 miles of range.</p>')
    expect(html).toMatch(/<a [^>]*href="\/models\/e7"[^>]*>Explore the E7<\/a>/)
    expect(html).toMatch(/Representative example<\/p><p[^>]*>From £399 a month<\/p><p[^>]*>48 months, 8,000 miles a year.<\/p>/)
    expect(renderToStaticMarkup(hero({ has_banner: false }, [slide]))).not.toContain('From £399 a month')
  })

  it("shows the fallback links only when the slide's button is not shown", () => {
    const fallback_links = [{ url: '/offers', link_text: 'See all offers' }]
    const withButton = heroCarousel.groupSchema.parse({
      heading: 'A',
      'rdx-link': { url: '/models/e7', link_text: 'Explore' },
      fallback_links,
    })
    expect(renderToStaticMarkup(hero({}, [withButton]))).not.toContain('See all offers')
    const withoutButton = heroCarousel.groupSchema.parse({ heading: 'A', 'rdx-link': { url: '/models/e7' }, fallback_links })
    expect(renderToStaticMarkup(hero({}, [withoutButton]))).toContain('See all offers')
  })

  it('uses the wide image from 768 px up with has_wide_ratio', () => {
    const slide = heroCarousel.groupSchema.parse({ heading: 'A', 'rdx-image': { id: 1001 }, 'rdx-image-wide': { id: 1012 } })
    const wide = renderToStaticMarkup(hero({ has_wide_ratio: true }, [slide]))
    expect(wide).toMatch(
      /<source media="\(min-width: 768px\)" srcSet="\/media\/api\/v2\/images\/1012\/w\/640\/h\/260 640w, [^"]*1600\/h\/650 1600w"/,
    )
    expect(wide).toContain('/media/api/v2/images/1001/w/1600/h/900')
    expect(renderToStaticMarkup(hero({}, [slide]))).not.toContain('1012')
  })

  describe('background videos', () => {
    const film = (extra: Record<string, unknown> = {}) => [
      heroCarousel.groupSchema.parse({
        heading: 'Film',
        'rdx-image': { id: 1011 },
        video_desktop: '/v/desktop.mp4',
        video_mobile: '/v/mobile.mp4',
        ...extra,
      }),
      ...slides('Second'),
    ]
    const video = () => document.querySelector('video')

    it('plays the desktop video muted, inline and on autoplay, with the slide image as poster', () => {
      render(hero({}, film()))
      const element = video()!
      expect(element.getAttribute('src')).toBe('/v/desktop.mp4')
      expect(element.muted).toBe(true)
      expect(element.hasAttribute('playsinline')).toBe(true)
      expect(element.autoplay).toBe(true)
      expect(element.loop).toBe(true)
      expect(element.getAttribute('poster')).toBe('/media/api/v2/images/1011/w/1600/h/900')
      expect(element.getAttribute('aria-hidden')).toBe('true')
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalled()
    })

    it('plays the mobile video on small screens, and none there without has_mobile_video', () => {
      media({ desktop: false })
      render(hero({}, film()))
      expect(video()!.getAttribute('src')).toBe('/v/mobile.mp4')
      cleanup()
      render(hero({ has_mobile_video: false }, film()))
      expect(video()).toBeNull()
      expect(document.querySelector('img')!.getAttribute('src')).toContain('/images/1011/')
    })

    it('uses the wide image as poster with has_wide_ratio, and the wide video position', () => {
      render(hero({ has_wide_ratio: true }, film({ 'rdx-image-wide': { id: 1012 }, 'video-styles': 'top', 'video-styles-wide': 'bottom' })))
      expect(video()!.getAttribute('poster')).toBe('/media/api/v2/images/1012/w/1600/h/650')
      expect(video()!.dataset.position).toBe('bottom')
    })

    it('does not autoplay under reduced motion; Play starts it and Pause stops it', () => {
      media({ reduced: true })
      render(hero({}, film()))
      expect(video()!.autoplay).toBe(false)
      expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled()
      fireEvent.click(screen.getByRole('button', { name: 'Play' }))
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1)
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
      expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled()
    })

    it('rests, with the slides, while the carousel is scrolled out of sight', () => {
      mockIntersectionObserver()
      render(hero({}, film()))
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1)
      scrollOutOfView()
      expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1)
      advance(60_000)
      expect(video()!.getAttribute('src')).toBe('/v/desktop.mp4')
      scrollIntoView()
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2)
    })

    it("loads only the current slide's video", () => {
      render(hero({}, [...slides('First'), ...film()]))
      expect(video()).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
      expect(video()!.getAttribute('src')).toBe('/v/desktop.mp4')
    })

    it('shows the native controls for a video with controls', () => {
      render(hero({}, film({ video_type: 'video' })))
      expect(video()!.controls).toBe(true)
      expect(video()!.hasAttribute('aria-hidden')).toBe(false)
    })
  })

  it("applies Reading A's defaults (ADR 012) and rejects bad values", () => {
    expect(heroCarousel.schema.parse({})).toEqual({
      block_scroll_id: '',
      is_autoplay: true,
      has_timer: true,
      slide_duration: 6000,
      timer_box_color: 'dark-theme',
      has_banner: true,
      has_touch_devices_slides_limit: false,
      has_mobile_video: true,
      has_wide_ratio: false,
      is_ffi: false,
      offer_key: '',
      has_mxo: false,
    })
    expect(heroCarousel.groupSchema.parse({})).toEqual({
      'rdx-image': { id: 24735 },
      'rdx-image-wide': null,
      slide_duration_limit: null,
      video_type: 'video_background',
      video_bg: '',
      video_desktop: '',
      video_mobile: '',
      'video-styles': 'center',
      'video-styles-wide': 'center',
      copy_side: 'auto',
      icon: '',
      heading: '',
      tag: 'h2',
      paragraph: DEFAULT_PARAGRAPH,
      'rdx-link': null,
      fallback_links: [],
      info: '',
      price: '',
      description: '',
    })
    expect(heroCarousel.htmlFields).toEqual([])
    expect(heroCarousel.groupHtmlFields).toEqual(['heading', 'paragraph'])
    expect(heroCarousel.schema.safeParse({ slide_duration: '6000' }).success).toBe(false)
    expect(heroCarousel.schema.safeParse({ slide_duration: 200 }).success).toBe(false)
    expect(heroCarousel.schema.safeParse({ timer_box_color: 'pink' }).success).toBe(false)
    expect(heroCarousel.groupSchema.safeParse({ video_type: 'youtube' }).success).toBe(false)
    expect(heroCarousel.groupSchema.safeParse({ tag: 'h7' }).success).toBe(false)
  })
})
