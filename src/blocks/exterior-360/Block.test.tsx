// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Exterior360 from './Block.tsx'
import {
  advanceFrames,
  mockAnimationFrames,
  mockIntersectionObserver,
  mockPointerEvents,
  mockReducedMotion,
  observers,
  scrollIntoView,
  setBox,
} from '~/test/browser-mocks.ts'
import { SPIN_MS } from './frames.ts'
import { exterior360 } from './template.ts'

const frameGroups = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    exterior360.groupSchema.parse({ image: { id: 2000 + i, alt: i === 0 ? 'Vantor Ridge from the front' : `frame ${i}` } }),
  )
const block = (raw: Record<string, unknown> = {}, count = 8) => (
  <Exterior360 fields={exterior360.schema.parse(raw)} groups={frameGroups(count)} context={{ index: 1, eagerImages: false }} />
)
const slider = () => screen.getByRole('slider', { name: 'Turn the car' })
const value = () => Number((slider() as HTMLInputElement).value || slider().getAttribute('aria-valuenow'))
const stage = () => screen.getByAltText('Vantor Ridge from the front').parentElement!
/** The frame on show: the base frame, or the one loaded over it. */
const shownImage = () =>
  stage().querySelector('img[class*="current"]')?.getAttribute('src') ?? stage().querySelector('img')!.getAttribute('src')

beforeEach(() => {
  mockReducedMotion(false)
  mockIntersectionObserver()
  mockAnimationFrames()
  mockPointerEvents()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('dir')
})

describe('Exterior 360 (spec 2 §3.8)', () => {
  it('renders on the server with only the first frame, the prompts, the slider and the theme', () => {
    const html = renderToStaticMarkup(block({ heading: 'Walk round the Ridge', slider_theme: 'all-white-theme' }))
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).toContain('/media/api/v2/images/2000/')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('CLICK TO INTERACT')
    expect(html).toContain('TOUCH TO INTERACT')
    expect(html).toMatch(/<input[^>]*type="range"[^>]*min="0"[^>]*max="7"/)
    expect(html).toMatch(/<section class="[^"]*all-white-theme"/)
    expect(html).toContain('withSidebar')
    expect(html).toContain('Walk round the Ridge')
  })

  it('turns with the slider, loading every frame, and the prompt goes', () => {
    render(block())
    fireEvent.change(slider(), { target: { value: '3' } })
    expect(value()).toBe(3)
    expect(stage().querySelectorAll('img')).toHaveLength(8)
    expect(stage().querySelectorAll('[aria-hidden="true"] img')).toHaveLength(7)
    expect(shownImage()).toContain('/images/2003/')
    expect(screen.queryByText('CLICK TO INTERACT')).toBeNull()
    expect(slider().getAttribute('aria-valuetext')).toBe('135°')
  })

  it('turns by dragging, wrapping round past the first frame', () => {
    render(block())
    setBox(stage(), 0, 800) // 100 px per frame
    fireEvent.pointerDown(stage(), { clientX: 400, pointerId: 1, button: 0 })
    fireEvent.pointerMove(stage(), { clientX: 650, pointerId: 1 })
    expect(value()).toBe(2)
    fireEvent.pointerMove(stage(), { clientX: 250, pointerId: 1 })
    expect(value()).toBe(7)
    expect(shownImage()).toContain('/images/2007/')
    fireEvent.pointerUp(stage(), { pointerId: 1 })
    fireEvent.pointerMove(stage(), { clientX: 800, pointerId: 1 })
    expect(value()).toBe(7)
  })

  it('without the slider the view itself is a keyboard slider that wraps round', () => {
    render(block({ has_slider_with_handle: false }))
    expect(screen.queryByRole('slider')?.tagName).toBe('DIV')
    expect(document.querySelector('input[type="range"]')).toBeNull()
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' })
    expect(value()).toBe(7)
    fireEvent.keyDown(slider(), { key: 'ArrowRight' })
    fireEvent.keyDown(slider(), { key: 'ArrowRight' })
    expect(value()).toBe(1)
    fireEvent.keyDown(slider(), { key: 'End' })
    expect(value()).toBe(7)
    expect(screen.queryByText('CLICK TO INTERACT')).toBeNull()
  })

  it('the prompt starts interaction and focuses the control that turns the car', () => {
    render(block())
    fireEvent.click(screen.getByRole('button', { name: /CLICK TO INTERACT/ }))
    expect(document.activeElement).toBe(slider())
    expect(screen.queryByRole('button', { name: /INTERACT/ })).toBeNull()
    cleanup()
    render(block({ has_slider_with_handle: false }))
    fireEvent.click(screen.getByRole('button', { name: /CLICK TO INTERACT/ }))
    expect(document.activeElement).toBe(slider())
  })

  it('turns once when scrolled into view, ending on the first frame', () => {
    render(block())
    scrollIntoView()
    advanceFrames(SPIN_MS / 2 + 32)
    expect(value()).toBe(4)
    advanceFrames(SPIN_MS)
    expect(value()).toBe(0)
    // Still idle: the turn is not the visitor's interaction, so the prompt (both labels) stays.
    expect(screen.getByRole('button', { name: /INTERACT/ }).textContent).toBe('CLICK TO INTERACTTOUCH TO INTERACT')
    expect(observers.every((o) => o.disconnected)).toBe(true)
  })

  it.each([
    ['has_autostart is off', { has_autostart: false }, false, 8],
    ['reduced motion is preferred', {}, true, 8],
    ['there is one frame', {}, false, 1],
  ])('does not turn by itself when %s', (_, raw, reduced, count) => {
    mockReducedMotion(reduced)
    render(block(raw, count))
    scrollIntoView()
    advanceFrames(SPIN_MS / 2)
    expect(stage().querySelectorAll('img')).toHaveLength(1)
  })

  it('renders nothing without frames or text, and the text alone without frames', () => {
    expect(renderToStaticMarkup(block({ paragraph: '' }, 0))).toBe('')
    expect(renderToStaticMarkup(block({ heading: 'Coming soon' }, 0))).toContain('Coming soon')
  })

  it('applies the defaults and the frame limit', () => {
    expect(exterior360.schema.parse({})).toMatchObject({
      has_slider_with_handle: true,
      slider_theme: 'black-theme',
      has_sidebar: true,
      has_autostart: true,
      clickToInteract: 'CLICK TO INTERACT',
      touchToInteract: 'TOUCH TO INTERACT',
    })
    expect(exterior360.groupSchema.parse({})).toEqual({ image: null })
    expect(exterior360.max_field_groups).toBe(72)
    expect(exterior360.schema.safeParse({ slider_theme: 'pink' }).success).toBe(false)
  })
})
