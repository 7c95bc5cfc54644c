// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ui as arabic } from '~/i18n/locales/ar.ts'
import { UiTextsContext } from '~/i18n/ui-texts.ts'
import { importWithGroups, inRouter, mockReducedMotion, setUpCarouselTests, shownSlide } from '~/test/blocks.tsx'
import { DEFAULT_SLIDE_DURATION_MS } from '~/ui/carousel.ts'
import { VideoModalHost } from '~/ui/VideoModal.tsx'
import DualFrameCarousel from './Block.tsx'
import { dualFrameCarousel } from './template.ts'

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const inPage = (element: ReactNode) => <VideoModalHost>{inRouter(element)}</VideoModalHost>
const slides = (...headings: string[]) =>
  headings.map((heading, i) =>
    dualFrameCarousel.groupSchema.parse({
      'rdx-image': { id: 1001 + i, alt: `${heading} image` },
      heading,
      paragraph: `<p>About ${heading}</p>`,
      'rdx-button': { url: `/stories/${i + 1}`, link_text: `Read ${heading}` },
    }),
  )
const carousel = (raw: unknown = {}, groups = slides('Design', 'Comfort', 'Range'), eagerImages = true) =>
  inPage(<DualFrameCarousel fields={dualFrameCarousel.schema.parse(raw)} groups={groups} context={{ index: 1, eagerImages }} />)
const shownHeading = () => shownSlide()?.querySelector('h2')?.textContent
/** The names of the play/pause controls: one, saying what it will do. */
const playPause = () => screen.queryAllByRole('button', { name: /^(Play|Pause)$/ }).map((b) => b.getAttribute('aria-label'))

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one to open and close it.
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open')
  }
})
setUpCarouselTests()

describe('Dual Frame Carousel 2.0 (spec 2 §3.7)', () => {
  it('renders each slide as an image frame and a copy frame, the first shown', () => {
    const html = renderToStaticMarkup(carousel())
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html.match(/role="group"[^>]*hidden=""/g)).toHaveLength(2)
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1001\/w\/1600\/h\/900"[^>]*alt="Design image"/)
    expect(html).toContain('<h2 class="fc-heading fc-heading--l">Design</h2>')
    expect(html).toContain('<p>About Design</p>')
    expect(html).toMatch(/href="\/stories\/1"[^>]*>Read Design<\/a>/)
    expect(html.match(/loading="eager"/g)).toHaveLength(1)
  })

  it.each([
    [{}, 'left', 'center'],
    [{ image_alignment: 'right', vertical_alignment: 'top' }, 'right', 'top'],
  ])('places the frames by image_alignment and vertical_alignment (%o)', (raw, image, align) => {
    expect(renderToStaticMarkup(carousel(raw))).toContain(`data-image="${image}" data-align="${align}"`)
  })

  it(`moves on every ${DEFAULT_SLIDE_DURATION_MS} ms, wrapping round; pause and play`, () => {
    render(carousel())
    act(() => vi.advanceTimersByTime(DEFAULT_SLIDE_DURATION_MS))
    expect(shownHeading()).toBe('Comfort')
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownHeading()).toBe('Comfort')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(DEFAULT_SLIDE_DURATION_MS))
    expect(shownHeading()).toBe('Range')
    act(() => vi.advanceTimersByTime(DEFAULT_SLIDE_DURATION_MS))
    expect(shownHeading()).toBe('Design')
  })

  it('previous, next and the dots choose the slide', () => {
    render(carousel())
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(shownHeading()).toBe('Range')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(shownHeading()).toBe('Design')
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2' }))
    expect(shownHeading()).toBe('Comfort')
    expect(screen.getByRole('button', { name: 'Slide 2' }).getAttribute('aria-current')).toBe('true')
  })

  it('with disable_autoplay never moves by itself and has no play/pause button', () => {
    render(carousel({ disable_autoplay: true }))
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull()
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownHeading()).toBe('Design')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(shownHeading()).toBe('Comfort')
  })

  it('waits for play when the visitor prefers reduced motion, and holds while hovered', () => {
    mockReducedMotion(true)
    render(carousel())
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownHeading()).toBe('Design')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    fireEvent.mouseEnter(screen.getByRole('region'))
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownHeading()).toBe('Design')
  })

  it("the video's play button opens the video modal and pauses the slides", async () => {
    render(carousel({ youtube: VIDEO }))
    const play = screen.getByRole('link', { name: 'Play video' })
    expect(play.getAttribute('href')).toBe(VIDEO)
    expect(playPause()).toEqual(['Pause'])
    // The dialog is a chunk of its own, loaded on first use: let it arrive (timers are fake here).
    await act(async () => {
      fireEvent.click(play)
      await import('~/ui/VideoDialog.tsx')
    })
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
    expect(playPause()).toEqual(['Play'])
    act(() => vi.advanceTimersByTime(3 * DEFAULT_SLIDE_DURATION_MS))
    expect(shownHeading()).toBe('Design')
  })

  it.each([
    ['no link', ''],
    ['a link that is not a video', 'https://example.com/brochure.pdf'],
    ['a script', 'javascript:alert(1)'],
  ])('has no video button with %s', (_, youtube) => {
    expect(renderToStaticMarkup(carousel({ youtube }))).not.toContain('Play video')
  })

  it('is a plain link to the video in a new tab without the modal host (or JavaScript)', () => {
    const html = renderToStaticMarkup(
      inRouter(
        <DualFrameCarousel
          fields={dualFrameCarousel.schema.parse({ youtube: VIDEO })}
          groups={slides('Only')}
          context={{ index: 3, eagerImages: false }}
        />,
      ),
    )
    expect(html).toContain(`href="${VIDEO.replace('&', '&amp;')}" target="_blank" rel="noopener noreferrer" aria-label="Play video"`)
  })

  it('shows one slide without controls, leaves out empty slides, and renders nothing without any', () => {
    const empty = dualFrameCarousel.groupSchema.parse({ 'rdx-image': null })
    render(carousel({}, [...slides('Only'), empty]))
    expect(shownHeading()).toBe('Only')
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(carousel({}, []))).toBe('')
  })
})

describe('Dual Frame Carousel 2.0 template', () => {
  it('applies the defaults', () => {
    expect(dualFrameCarousel.schema.parse({})).toEqual({
      block_scroll_id: '',
      vertical_alignment: 'center',
      youtube: '',
      image_alignment: 'left',
      disable_autoplay: false,
    })
    expect(dualFrameCarousel.groupSchema.parse({})).toEqual({
      'rdx-image': { id: 24735 },
      heading: '',
      header_tag: 'h2',
      paragraph: '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>',
      'rdx-button': null,
    })
  })

  it.each([
    [{ vertical_alignment: 'bottom' }],
    [{ image_alignment: 'center' }],
    [{ disable_autoplay: 'no' }],
    [{ youtube: `https://youtu.be/${'x'.repeat(2040)}` }],
  ])('rejects the fields %#', (raw) => {
    expect(dualFrameCarousel.schema.safeParse(raw).success).toBe(false)
  })

  it('takes up to 10 slides', () => {
    expect(importWithGroups('dual-frame-carousel', 10)).toMatchObject({ ok: true })
    expect(importWithGroups('dual-frame-carousel', 11)).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('11 field groups, at most 10 allowed')],
    })
  })

  it("speaks the market's language: an Arabic page names its controls in Arabic (ADR 118)", () => {
    const html = renderToStaticMarkup(<UiTextsContext value={arabic}>{carousel({ youtube: VIDEO })}</UiTextsContext>)
    expect(html).toContain(`aria-roledescription="${arabic.carousel}"`)
    expect(html).toContain(`aria-label="${arabic.stories}"`)
    expect(html).toContain(`aria-label="1 من 3"`)
    expect(html).toContain(`aria-label="${arabic.previousSlide}"`)
    expect(html).toContain(`aria-label="${arabic.playVideo}"`)
    expect(html).not.toMatch(/aria-(label|roledescription)="[^"]*[A-Za-z]{2}/)
  })
})
