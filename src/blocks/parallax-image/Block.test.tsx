// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockReducedMotion } from '~/test/browser-mocks.ts'
import { parseBundle } from '~/bundle/bundle.ts'
import { DEFAULT_PARAGRAPH } from '../common-fields.ts'
import ParallaxImage from './Block.tsx'
import { parallaxImage } from './template.ts'

const sections = [
  {
    'rdx-image': { id: 1006, alt: 'Ridge on a mountain track' },
    heading: 'Made for <em>mountains</em>',
    header_tag: 'h3',
    paragraph: '<p>Low range and hill descent.</p>',
    speed: 'fast',
  },
  { 'rdx-image': { id: 1008, alt: 'In the forest' }, heading: 'Quiet in the forest', paragraph: '' },
  { 'rdx-image': null, heading: ' ', paragraph: '<p>Nothing to show.</p>' },
]
const block = (raw: unknown = {}, groups: unknown[] = sections, eagerImages = true) => (
  <ParallaxImage
    fields={parallaxImage.schema.parse(raw)}
    groups={groups.map((g) => parallaxImage.groupSchema.parse(g))}
    context={{ index: 1, eagerImages }}
  />
)
const layers = () => [...document.querySelectorAll<HTMLElement>('[data-speed]')]
/** jsdom does no layout: place every frame `top` px from the viewport's top, 400 px high, in an 800 px viewport. */
const placeFrames = (top: number) => {
  for (const layer of layers()) layer.parentElement!.getBoundingClientRect = () => ({ top, height: 400 }) as DOMRect
}

let frameCallbacks: FrameRequestCallback[] = []
/** Scrolls (or resizes) the window and runs the animation frame that follows. */
const pageEvent = (type: 'scroll' | 'resize') => {
  fireEvent(window, new Event(type))
  const callbacks = frameCallbacks
  frameCallbacks = []
  for (const callback of callbacks) callback(0)
}

beforeEach(() => {
  mockReducedMotion(false)
  window.innerHeight = 800
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frameCallbacks.push(callback))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Parallax Image (spec 2 §3.6, ADR 015)', () => {
  it('renders a frame per section with content: the image, and the title at its tag and text in a box_color panel', () => {
    const html = renderToStaticMarkup(block({ box_color: 'light-theme' }))
    expect(html.match(/data-speed=/g)).toHaveLength(2)
    expect(html).toMatch(/data-speed="fast"><img [^>]*alt="Ridge on a mountain track"/)
    expect(html).toMatch(
      /<div class="[^"]*panel[^"]* light-theme"><h3 class="fc-heading fc-heading--l">Made for <em>mountains<\/em><\/h3><div class="fc-prose"><p>Low range and hill descent.<\/p><\/div>/,
    )
    expect(html).toContain('<h2 class="fc-heading fc-heading--l">Quiet in the forest</h2>')
    expect(html).not.toContain('Nothing to show')
  })

  it('is still on the server: no transform in the markup', () => {
    expect(renderToStaticMarkup(block())).not.toContain('transform')
  })

  it('loads the first image eagerly only among the first two blocks, the others lazily', () => {
    expect(renderToStaticMarkup(block()).match(/loading="(\w+)"/g)).toEqual(['loading="eager"', 'loading="lazy"'])
    expect(renderToStaticMarkup(block({}, sections, false))).not.toContain('loading="eager"')
  })

  it("moves each image at its section's speed as the page scrolls", () => {
    render(block())
    placeFrames(800) // entering at the bottom edge
    pageEvent('scroll')
    expect(layers().map((l) => l.style.transform)).toEqual(['translate3d(0, -80px, 0)', 'translate3d(0, -56px, 0)'])
    placeFrames(-100)
    pageEvent('scroll')
    pageEvent('scroll')
    expect(layers().map((l) => l.style.transform)).toEqual(['translate3d(0, 40px, 0)', 'translate3d(0, 28px, 0)'])
    placeFrames(200)
    pageEvent('resize')
    expect(layers().map((l) => l.style.transform)).toEqual(['translate3d(0, 0px, 0)', 'translate3d(0, 0px, 0)'])
  })

  it('moves nothing when the visitor prefers reduced motion', () => {
    mockReducedMotion(true)
    render(block())
    placeFrames(800)
    pageEvent('scroll')
    expect(layers().map((l) => l.style.transform)).toEqual(['', ''])
  })

  it('stops listening when it leaves the page', () => {
    const { unmount } = render(block())
    const [first] = layers()
    unmount()
    first!.parentElement!.getBoundingClientRect = () => ({ top: 800, height: 400 }) as DOMRect
    pageEvent('scroll')
    expect(first!.style.transform).toBe('')
  })

  it('renders nothing without sections', () => {
    expect(renderToStaticMarkup(block({}, []))).toBe('')
  })

  it('applies the defaults and the limit of 40 sections (spec 2 §9), and rejects bad values', () => {
    expect(parallaxImage.schema.parse({})).toEqual({ block_scroll_id: '', box_color: 'black-theme' })
    expect(parallaxImage.groupSchema.parse({})).toEqual({
      'rdx-image': { id: 24735 },
      speed: 'medium',
      heading: '',
      header_tag: 'h2',
      paragraph: DEFAULT_PARAGRAPH,
    })
    expect(parallaxImage.max_field_groups).toBe(40)
    expect(parallaxImage.groupSchema.safeParse({ speed: 'warp' }).success).toBe(false)
    expect(parallaxImage.schema.safeParse({ speed: 'fast' }).success).toBe(false)
    const page = (count: number) =>
      parseBundle({
        format: 'forecourt.bundle/1',
        pages: [
          {
            path: '/p',
            title: 'P',
            blocks: [{ template: 'parallax-image', fields: {}, groups: Array.from({ length: count }, () => ({ heading: 'Section' })) }],
          },
        ],
      })
    expect(page(40).ok).toBe(true)
    expect(page(41)).toMatchObject({ ok: false, errors: [expect.stringContaining('41 field groups, at most 40 allowed')] })
  })
})
