// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
import CompareImages from './Block.tsx'
import { SWEEP_MS } from './compare.ts'
import { compareImages } from './template.ts'

const images = {
  image_before: { id: 1012, alt: 'The coast road before' },
  image_after: { id: 1011, alt: 'The coast road after' },
  image_before_sidebar: { id: 1008, alt: 'Forest road before' },
  image_after_sidebar: { id: 1006, alt: 'Mountain track after' },
}
const block = (raw: Record<string, unknown> = {}) => (
  <CompareImages fields={compareImages.schema.parse({ ...images, ...raw })} groups={[]} context={{ index: 1, eagerImages: true }} />
)
const html = (raw: Record<string, unknown> = {}) => {
  const router = createMemoryRouter([{ path: '/', element: block(raw) }])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}
const slider = () => screen.getByRole('slider', { name: 'Before and after' })
const value = () => slider().getAttribute('aria-valuenow')
const stage = () => slider().parentElement!
/** The idle prompt: one button with both labels (CSS shows the one for the visitor's pointer). */
const prompt = () => screen.queryByRole('button', { name: /interact/ })

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

describe('Compare Images (spec 2 §3.8)', () => {
  it('renders on the server: the divider at start_position, both prompts, the title, text and link', () => {
    const markup = html({
      heading: 'Day and night',
      header_tag: 'h3',
      paragraph: '<p>Drag to see the road after dark.</p>',
      'rdx-link': { type: 'internal', url: '/models', link_text: 'Explore the range' },
    })
    expect(markup).toContain('role="slider"')
    expect(markup).toContain('aria-valuenow="50"')
    expect(markup).toContain('--position:50%')
    expect(markup).toContain('Click to interact')
    expect(markup).toContain('Touch to interact')
    expect(markup).toMatch(/<h3 class="fc-heading fc-heading--l">Day and night<\/h3>/)
    expect(markup).toContain('<p>Drag to see the road after dark.</p>')
    expect(markup).toContain('Explore the range')
    expect(html({ start_position: 30 })).toContain('aria-valuenow="30"')
  })

  it('uses the 1350x946 images beside the text, the 1600x900 images without a sidebar', () => {
    const withSidebar = html()
    expect(withSidebar).toContain('/media/api/v2/images/1008/w/1600/h/1121')
    expect(withSidebar).toContain('alt="Mountain track after"')
    expect(withSidebar).toContain('withSidebar')
    const full = html({ has_sidebar: false })
    expect(full).toContain('/media/api/v2/images/1012/w/1600/h/900')
    expect(full).toContain('alt="The coast road after"')
    expect(full).not.toContain('withSidebar')
    // One pair stands in for the other.
    expect(html({ has_sidebar: false, image_before: null, image_after: null })).toContain('images/1008/')
  })

  it('sets the colour theme, black by default', () => {
    expect(html()).toMatch(/<section class="[^"]*black-theme"/)
    expect(html({ theme: 'grey-theme' })).toMatch(/<section class="[^"]*grey-theme"/)
  })

  it('moves the divider with the arrow keys, clamped to 0–100, and the prompt goes', () => {
    render(block({ has_autostart: false }))
    expect(prompt()?.textContent).toBe('Click to interactTouch to interact')
    fireEvent.keyDown(slider(), { key: 'ArrowRight' })
    expect(value()).toBe('55')
    expect(screen.queryByText('Click to interact')).toBeNull()
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' })
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' })
    expect(value()).toBe('45')
    fireEvent.keyDown(slider(), { key: 'End' })
    fireEvent.keyDown(slider(), { key: 'ArrowRight' })
    expect(value()).toBe('100')
    expect(slider().getAttribute('aria-valuetext')).toBe('Before 100%, after 0%')
    fireEvent.keyDown(slider(), { key: 'Home' })
    expect(value()).toBe('0')
  })

  it('swaps left and right arrows on right-to-left pages', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    render(block({ has_autostart: false }))
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' })
    expect(value()).toBe('55')
  })

  it('follows the pointer while dragging, clamped to the image', () => {
    render(block({ has_autostart: false }))
    setBox(stage(), 100, 400)
    fireEvent.pointerDown(stage(), { clientX: 200, pointerId: 1, button: 0 })
    expect(value()).toBe('25')
    expect(screen.queryByText('Click to interact')).toBeNull()
    fireEvent.pointerMove(stage(), { clientX: 400, pointerId: 1 })
    expect(value()).toBe('75')
    fireEvent.pointerMove(stage(), { clientX: 900, pointerId: 1 })
    expect(value()).toBe('100')
    fireEvent.pointerUp(stage(), { clientX: 900, pointerId: 1 })
    fireEvent.pointerMove(stage(), { clientX: 100, pointerId: 1 })
    expect(value()).toBe('100')
  })

  it('measures the pointer from the right on right-to-left pages', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    render(block({ has_autostart: false }))
    setBox(stage(), 0, 400)
    fireEvent.pointerDown(stage(), { clientX: 100, pointerId: 1, button: 0 })
    expect(value()).toBe('75')
  })

  it('the prompt itself starts interaction and focuses the handle, without moving the divider', () => {
    render(block({ has_autostart: false }))
    fireEvent.pointerDown(screen.getByRole('button', { name: /Click to interact/ }))
    fireEvent.click(screen.getByRole('button', { name: /Click to interact/ }))
    expect(screen.queryByRole('button', { name: /interact/ })).toBeNull()
    expect(document.activeElement).toBe(slider())
    expect(value()).toBe('50')
  })

  it('sweeps once when scrolled into view, back to the start', () => {
    render(block())
    advanceFrames(100)
    expect(value()).toBe('50')
    scrollIntoView()
    advanceFrames(SWEEP_MS / 4)
    expect(Number(value())).toBeLessThan(25)
    advanceFrames(SWEEP_MS)
    expect(value()).toBe('50')
    expect(prompt()?.textContent).toBe('Click to interactTouch to interact') // the sweep is not the visitor's interaction
    scrollIntoView()
    advanceFrames(SWEEP_MS / 4)
    expect(value()).toBe('50')
  })

  it('stops the sweep when the visitor takes over', () => {
    render(block())
    scrollIntoView()
    advanceFrames(SWEEP_MS / 8)
    fireEvent.keyDown(slider(), { key: 'End' })
    advanceFrames(SWEEP_MS)
    expect(value()).toBe('100')
  })

  it.each([
    ['has_autostart is off', { has_autostart: false }, false],
    ['reduced motion is preferred', {}, true],
  ])('does not sweep when %s', (_, raw, reduced) => {
    mockReducedMotion(reduced)
    render(block(raw))
    expect(observers.filter((o) => !o.disconnected)).toHaveLength(0)
    scrollIntoView()
    advanceFrames(SWEEP_MS / 4)
    expect(value()).toBe('50')
  })

  it('shows no slider without both images', () => {
    const markup = html({ image_before: null, image_before_sidebar: null, heading: 'Only text' })
    expect(markup).not.toContain('role="slider"')
    expect(markup).toContain('Only text')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(compareImages.schema.parse({})).toMatchObject({
      theme: 'black-theme',
      has_sidebar: true,
      has_autostart: true,
      start_position: 50,
      header_tag: 'h2',
      clickToInteract: 'Click to interact',
      touchToInteract: 'Touch to interact',
      image_before: { id: 24735 },
    })
    expect(compareImages.fields.find((f) => f.symbol === 'image_before_sidebar')?.attrs.sizes).toEqual([
      { w: 1350, h: 946 },
      { w: 1100, h: 900 },
    ])
    expect(compareImages.fields.find((f) => f.symbol === 'image_after')?.attrs.sizes).toEqual([{ w: 1600, h: 900 }])
    for (const raw of [
      { start_position: 101 },
      { start_position: -1 },
      { theme: 'all-white-theme' },
      { header_tag: 'h7' },
      { has_sidebar: 'yes' },
    ]) {
      expect(compareImages.schema.safeParse(raw).success).toBe(false)
    }
  })
})
