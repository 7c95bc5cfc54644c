// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOUCH_QUERY } from '~/ui/carousel.ts'
import Versatility from './Block.tsx'
import { versatility } from './template.ts'

const frames = {
  frame_1: { id: 1001, alt: 'All seats up' },
  frame_2: { id: 1002, alt: 'Third row folded' },
  frame_3: { id: 1003, alt: 'Second row folded' },
  frame_4: { id: 1004, alt: 'All rows folded' },
}
const configuration = (extra: Record<string, unknown> = {}) =>
  versatility.groupSchema.parse({
    small_heading: 'Load space',
    big_heading: 'Room for everything',
    counter: 2050,
    disclaimer: '<p>Litres, seats folded.</p>',
    ...frames,
    ...extra,
  })
const seats = (raw: unknown = {}, groups = [configuration()], eagerImages = true) => (
  <Versatility fields={versatility.schema.parse(raw)} groups={groups} context={{ index: 3, eagerImages }} />
)
const shownFrame = () =>
  document.querySelector('[role="group"]:not([hidden]) img[alt]:not([alt=""])') ?? document.querySelector('img[alt]:not([alt=""])')
const touchDevice = (touch: boolean) => {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query === TOUCH_QUERY && touch,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia
}

beforeAll(() => {
  // jsdom has no PointerEvent: a mouse event carries clientX and pointerId well enough.
  class PointerEventPolyfill extends MouseEvent {
    pointerId = 1
  }
  window.PointerEvent ??= PointerEventPolyfill as unknown as typeof PointerEvent
})
beforeEach(() => touchDevice(false))
afterEach(cleanup)

describe('Seat Slider (spec 2 §3.7 versatility)', () => {
  it('renders the headings, the counter, the disclaimer and the first frame', () => {
    const html = renderToStaticMarkup(
      seats({ small_heading_tag: 'h3' }, [configuration({ image_under_text: { id: 1006, alt: 'Floor plan' } })]),
    )
    expect(html).toMatch(/<h3 class="[^"]*">Load space<\/h3>/)
    expect(html).toContain('Room for everything</p>')
    expect(html).toMatch(/<p class="[^"]*counter[^"]*">2050<\/p>/)
    expect(html).toContain('<p>Litres, seats folded.</p>')
    expect(html).toContain('alt="Floor plan"')
    expect(html).toContain('alt="All seats up"')
    expect(html.match(/alt=""/g)).toHaveLength(3)
  })

  it('shows the counter 1200 by default, and leads with it when reversed_counter_position is set', () => {
    expect(renderToStaticMarkup(seats({}, [versatility.groupSchema.parse({ big_heading: 'Seven seats' })]))).toMatch(/>1200<\/p>/)
    expect(renderToStaticMarkup(seats({ reversed_counter_position: true }))).toMatch(/<section class="[^"]*reversed/)
    expect(renderToStaticMarkup(seats())).not.toMatch(/<section class="[^"]*reversed/)
  })

  it('holds the frames still behind the prompt, then steps through them with the slider', () => {
    render(seats())
    expect(screen.queryByRole('slider')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Click to interact' }))
    expect(screen.queryByRole('button', { name: 'Click to interact' })).toBeNull()
    const slider = screen.getByRole('slider', { name: 'Load space' })
    expect(document.activeElement).toBe(slider)
    expect(slider.getAttribute('aria-valuetext')).toBe('1 of 4')
    fireEvent.change(slider, { target: { value: '3' } })
    expect(shownFrame()!.getAttribute('alt')).toBe('Second row folded')
    expect(slider.getAttribute('aria-valuetext')).toBe('3 of 4')
  })

  it('follows a pointer dragged across the frames, only after the prompt', () => {
    render(seats())
    const stage = screen.getByRole('button', { name: 'Click to interact' }).parentElement!
    stage.getBoundingClientRect = () => ({
      left: 0,
      width: 400,
      top: 0,
      height: 225,
      right: 400,
      bottom: 225,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    })
    fireEvent.pointerDown(stage, { clientX: 390 })
    expect(shownFrame()!.getAttribute('alt')).toBe('All seats up')
    fireEvent.click(screen.getByRole('button', { name: 'Click to interact' }))
    fireEvent.pointerDown(stage, { clientX: 150 })
    expect(shownFrame()!.getAttribute('alt')).toBe('Third row folded')
    fireEvent.pointerMove(stage, { clientX: 390 })
    expect(shownFrame()!.getAttribute('alt')).toBe('All rows folded')
    fireEvent.pointerUp(stage)
    fireEvent.pointerMove(stage, { clientX: 10 })
    expect(shownFrame()!.getAttribute('alt')).toBe('All rows folded')
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('4')
  })

  it.each([
    [true, {}, 'Tap to interact'],
    [true, { click_to_interact_label: 'Fold the seats', click_to_interact_label_mobile: 'Tap to fold the seats' }, 'Tap to fold the seats'],
    [false, { click_to_interact_label: 'Fold the seats', click_to_interact_label_mobile: 'Tap to fold the seats' }, 'Fold the seats'],
  ])('"Tap to interact" on touch devices: touch %s, labels %o → the prompt says %s', (touch, labels, prompt) => {
    touchDevice(touch)
    render(seats(labels))
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([prompt]) // the one prompt, in the device's label
  })

  it('needs no prompt with a single frame', () => {
    render(seats({}, [configuration({ frame_2: null, frame_3: null, frame_4: null })]))
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('slider')).toBeNull()
  })

  it('shows several configurations as slides with previous, next and dots, each with its own frames', () => {
    render(seats({}, [configuration(), configuration({ small_heading: 'Seven seats', counter: 7 })]))
    const visible = () => screen.getAllByRole('group').find((g) => !g.hidden)!
    expect(visible().textContent).toContain('Load space')
    fireEvent.click(screen.getByRole('button', { name: 'Next configuration' }))
    expect(visible().textContent).toContain('Seven seats')
    fireEvent.click(screen.getByRole('button', { name: 'Configuration 1' }))
    expect(visible().textContent).toContain('Load space')
    expect(screen.getByRole('region', { name: 'Seat configurations' }).getAttribute('aria-roledescription')).toBe('carousel')
  })

  it('loads the first frame eagerly only among the first two blocks, the other frames lazily', () => {
    expect(renderToStaticMarkup(seats()).match(/loading="eager"/g)).toHaveLength(1)
    expect(renderToStaticMarkup(seats({}, [configuration()], false))).not.toContain('loading="eager"')
  })

  it('renders nothing without content', () => {
    expect(renderToStaticMarkup(seats({}, [versatility.groupSchema.parse({ counter: null })]))).toBe('')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(versatility.schema.parse({})).toEqual({
      block_scroll_id: '',
      small_heading_tag: 'h2',
      reversed_counter_position: false,
      click_to_interact_label: 'Click to interact',
      click_to_interact_label_mobile: 'Tap to interact',
    })
    expect(versatility.groupSchema.parse({})).toEqual({
      small_heading: '',
      big_heading: '',
      counter: 1200,
      image_under_text: null,
      disclaimer: '',
      frame_1: null,
      frame_2: null,
      frame_3: null,
      frame_4: null,
    })
    expect(versatility.groupSchema.safeParse({ counter: '1200' }).success).toBe(false)
    expect(versatility.groupSchema.safeParse({ frame_5: { id: 1 } }).success).toBe(false)
    expect(versatility.schema.safeParse({ reversed_counter_position: 'yes' }).success).toBe(false)
  })
})
