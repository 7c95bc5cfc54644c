// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import HotspotsContainer from './Block.tsx'
import { hotspotsContainer } from './template.ts'

const hotspots = [
  { x: 22, y: 58, title: 'Matrix LED headlights', text: 'Eighty-four individually dimmed LEDs.\nNever dazzle oncoming traffic.' },
  { x: 71.5, y: 40, title: 'Panoramic roof' },
]
const block = (raw: Record<string, unknown> = {}) => (
  <HotspotsContainer
    fields={hotspotsContainer.schema.parse({ 'rdx-image': { id: 1003, alt: 'Aurelia GT coupé in copper' }, hotspots, ...raw })}
    groups={[]}
    context={{ index: 2, eagerImages: true }}
  />
)
// Numbered markers: the visible number leads the name (label in name).
const point = (title: string) => screen.getByRole('button', { name: new RegExp(`^\\d+\\. ${title}$`) })
const panel = () => document.querySelector<HTMLElement>('[role="region"]')!

afterEach(cleanup)

describe('Hotspots Container (spec 2 §3.8)', () => {
  it('renders the image and one numbered button per hotspot, at its percentages, the box closed', () => {
    const html = renderToStaticMarkup(block())
    expect(html).toContain('alt="Aurelia GT coupé in copper"')
    expect(html).toContain('style="left:clamp(22px, 22%, calc(100% - 22px));top:clamp(22px, 58%, calc(100% - 22px))"')
    expect(html).toContain('style="left:clamp(22px, 71.5%, calc(100% - 22px));top:clamp(22px, 40%, calc(100% - 22px))"')
    expect(html).toMatch(/aria-label="1. Matrix LED headlights"[^>]*aria-expanded="false"/)
    expect(html).toContain('hidden=""')
    expect(html).not.toContain('Eighty-four')
  })

  it('a hotspot opens its description in the side box, in side_box_color, and focus moves there', () => {
    render(block({ side_box_color: 'light-theme' }))
    fireEvent.click(point('Matrix LED headlights'))
    expect(panel().hidden).toBe(false)
    expect(panel().className).toContain('light-theme')
    expect(within(panel()).getByRole('heading').textContent).toBe('Matrix LED headlights')
    expect(panel().getAttribute('aria-label')).toBe('Matrix LED headlights')
    expect(panel().textContent).toContain('Eighty-four individually dimmed LEDs.\nNever dazzle oncoming traffic.')
    expect(point('Matrix LED headlights').getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(panel())
  })

  it('another hotspot replaces the description; pressing the open one closes it', () => {
    render(block())
    fireEvent.click(point('Matrix LED headlights'))
    fireEvent.click(point('Panoramic roof'))
    expect(within(panel()).getByRole('heading').textContent).toBe('Panoramic roof')
    expect(panel().textContent).not.toContain('Eighty-four') // the headlights' description is gone
    expect(point('Matrix LED headlights').getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(point('Panoramic roof'))
    expect(panel().hidden).toBe(true)
    expect(document.activeElement).toBe(point('Panoramic roof'))
  })

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(panel(), { key: 'Escape' })],
  ])('%s closes the box and returns focus to the hotspot', (_, closeIt) => {
    render(block())
    fireEvent.click(point('Panoramic roof'))
    closeIt()
    expect(panel().hidden).toBe(true)
    expect(document.activeElement).toBe(point('Panoramic roof'))
  })

  it('shows the image alone without hotspots, and nothing without an image', () => {
    const html = renderToStaticMarkup(block({ hotspots: [] }))
    expect(html).toContain('<img')
    expect(html).not.toContain('<button')
    expect(renderToStaticMarkup(block({ 'rdx-image': null }))).toBe('')
  })

  it('validates the hotspots JSON, keeping the checked list; JSON text is read too', () => {
    expect(hotspotsContainer.schema.parse({})).toEqual({
      block_scroll_id: '',
      'rdx-image': { id: 24735 },
      hotspots: [],
      side_box_color: 'black-theme',
    })
    expect(hotspotsContainer.schema.parse({ hotspots: JSON.stringify(hotspots) }).hotspots).toEqual([
      hotspots[0],
      { ...hotspots[1], text: '' },
    ])
    const invalidJson = hotspotsContainer.schema.safeParse({ hotspots: '[{"x":' })
    expect(invalidJson.error?.issues).toMatchObject([{ path: ['hotspots'], message: 'Invalid JSON in hotspots' }])
    const outOfRange = hotspotsContainer.schema.safeParse({ hotspots: [{ x: 120, y: 5, title: 'Wheels' }] })
    expect(outOfRange.error?.issues).toMatchObject([
      { path: ['hotspots'], message: 'Invalid hotspots: 0.x: Too big: expected number to be <=100' },
    ])
    expect(hotspotsContainer.schema.safeParse({ side_box_color: 'all-white-theme' }).success).toBe(false)
  })
})
