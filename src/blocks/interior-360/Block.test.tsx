// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockPointerEvents } from '~/test/browser-mocks.ts'
import Interior360 from './Block.tsx'
import { interior360 } from './template.ts'

const block = (raw: Record<string, unknown> = {}) => (
  <Interior360
    fields={interior360.schema.parse({ 'rdx-image': { id: 1010, alt: 'The cabin of the Aurelia E7' }, ...raw })}
    groups={[]}
    context={{ index: 3, eagerImages: false }}
  />
)
const view = () => screen.queryByRole('group', { name: 'The cabin of the Aurelia E7' })
const strip = () => document.querySelector<HTMLElement>('[class*="track"]')!
const prompt = () => screen.getByRole('button', { name: /CLICK TO INTERACT/ })

beforeEach(() => mockPointerEvents())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Interior 360 (spec 2 §3.8)', () => {
  it('renders on the server idle: the prompts over the panorama at the start view, announced once', () => {
    const html = renderToStaticMarkup(block({ heading: 'Step inside', start_position: 25 }))
    expect(html).toContain('CLICK TO INTERACT')
    expect(html).toContain('TOUCH TO INTERACT')
    expect(html).not.toContain('RESET TO DASH')
    expect(html).toContain('transform:translate(-41.667%, -11.538%)')
    expect(html.match(/<img/g)).toHaveLength(3)
    expect(html.match(/<div class="[^"]*copy[^"]*" aria-hidden="true"><img/g)).toHaveLength(2)
    expect(html).toMatch(/<div class="[^"]*copy[^"]*"><img[^>]*alt="The cabin of the Aurelia E7"/)
    expect(html).toContain('/media/api/v2/images/1010/w/1600/h/800')
    expect(html).toMatch(/<section class="[^"]*black-theme"/)
    expect(html).toContain('Step inside')
  })

  it('cannot be panned before the prompt is pressed', () => {
    render(block())
    expect(view()).toBeNull()
    const before = strip().style.transform
    fireEvent.keyDown(strip().parentElement!, { key: 'ArrowRight' })
    fireEvent.pointerDown(strip().parentElement!, { clientX: 100, clientY: 100 })
    fireEvent.pointerMove(strip().parentElement!, { clientX: 400, clientY: 100 })
    expect(strip().style.transform).toBe(before)
  })

  it('pressing the prompt enters interaction mode and focuses the view; the arrow keys pan', () => {
    render(block())
    fireEvent.click(prompt())
    expect(document.activeElement).toBe(view())
    // The prompt gives way to the interaction controls.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['RESET TO DASH', 'EXIT'])
    fireEvent.keyDown(view()!, { key: 'ArrowRight' })
    expect(strip().style.transform).toBe('translate(-51.667%, -11.538%)')
    fireEvent.keyDown(view()!, { key: 'ArrowUp' })
    expect(strip().style.transform).toBe('translate(-51.667%, -6.923%)')
  })

  it('pans by dragging, wrapping round the panorama', () => {
    render(block())
    fireEvent.click(prompt())
    const panorama = strip().children[1]!
    panorama.getBoundingClientRect = () => ({ width: 2000, height: 1300 }) as DOMRect
    view()!.getBoundingClientRect = () => ({ width: 800, height: 1000 }) as DOMRect
    fireEvent.pointerDown(view()!, { clientX: 500, clientY: 500, pointerId: 1, button: 0 })
    fireEvent.pointerMove(view()!, { clientX: 1700, clientY: 500, pointerId: 1 }) // 60 % of the width to the right
    expect(strip().style.transform).toBe('translate(-63.333%, -11.538%)') // x 50 − 60 → 90
    fireEvent.pointerUp(view()!, { pointerId: 1 })
    fireEvent.pointerMove(view()!, { clientX: 0, clientY: 0, pointerId: 1 })
    expect(strip().style.transform).toBe('translate(-63.333%, -11.538%)')
  })

  it("'RESET TO DASH' returns to the start view and stays interactive", () => {
    render(block({ start_position: 40 }))
    const start = strip().style.transform
    fireEvent.click(prompt())
    fireEvent.keyDown(view()!, { key: 'ArrowLeft' })
    fireEvent.keyDown(view()!, { key: 'ArrowDown' })
    expect(strip().style.transform).not.toBe(start)
    fireEvent.click(screen.getByRole('button', { name: 'RESET TO DASH' }))
    expect(strip().style.transform).toBe(start)
    expect(view()).not.toBeNull()
  })

  it.each([
    ["'EXIT'", () => fireEvent.click(screen.getByRole('button', { name: 'EXIT' }))],
    ['Escape', () => fireEvent.keyDown(view()!, { key: 'Escape' })],
  ])('%s leaves interaction mode and returns focus to the prompt', (_, leave) => {
    render(block())
    fireEvent.click(prompt())
    leave()
    expect(view()).toBeNull()
    expect(screen.queryByRole('button', { name: 'EXIT' })).toBeNull()
    expect(document.activeElement).toBe(prompt())
  })

  it('renders nothing without a panorama or text', () => {
    expect(
      renderToStaticMarkup(
        <Interior360
          fields={interior360.schema.parse({ 'rdx-image': null, paragraph: '' })}
          groups={[]}
          context={{ index: 1, eagerImages: true }}
        />,
      ),
    ).toBe('')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(interior360.schema.parse({})).toMatchObject({
      box_color: 'black-theme',
      start_position: 50,
      'rdx-image': { id: 24735 },
      clickToInteract: 'CLICK TO INTERACT',
      touchToInteract: 'TOUCH TO INTERACT',
      reset_label: 'RESET TO DASH',
      exit_label: 'EXIT',
    })
    expect(interior360.schema.safeParse({ start_position: 120 }).success).toBe(false)
  })
})
