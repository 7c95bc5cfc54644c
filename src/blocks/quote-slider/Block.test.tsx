// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockIntersectionObserver, mockReducedMotion, scrollIntoView, scrollOutOfView } from '~/test/browser-mocks.ts'
import QuoteSlider from './Block.tsx'
import { QUOTE_INTERVAL_MS } from './slider.ts'
import { quoteSlider } from './template.ts'

const groups = (...quotes: string[]) => quotes.map((quote) => quoteSlider.groupSchema.parse({ quote, author: `Author of ${quote}` }))
const slider = (raw: unknown, quoteGroups = groups('First', 'Second', 'Third')) => (
  <QuoteSlider fields={quoteSlider.schema.parse(raw)} groups={quoteGroups} context={{ index: 1, eagerImages: true }} />
)
const visibleQuote = () =>
  screen
    .getAllByRole('group')
    .find((g) => !g.hidden)
    ?.querySelector('blockquote')?.textContent
/** The names of the play/pause controls: one, saying what it will do. */
const playPause = () => screen.queryAllByRole('button', { name: /^(Play|Pause)$/ }).map((b) => b.getAttribute('aria-label'))

beforeEach(() => {
  vi.useFakeTimers()
  mockReducedMotion(false)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Quote Slider (spec 2 §3.6)', () => {
  it('renders every quote on the server, only the first visible, without autoplay state', () => {
    const html = renderToStaticMarkup(slider({}))
    expect(html.match(/<blockquote/g)).toHaveLength(3)
    expect(html.match(/hidden=""/g)).toHaveLength(2)
    expect(html).toContain('aria-label="Play"')
  })

  it(`moves to the next quote every ${QUOTE_INTERVAL_MS} ms and wraps round`, () => {
    render(slider({}))
    expect(visibleQuote()).toBe('First')
    act(() => vi.advanceTimersByTime(QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('Second')
    act(() => vi.advanceTimersByTime(QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('Third')
    act(() => vi.advanceTimersByTime(QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('First')
  })

  it('previous, next and the dots choose the quote', () => {
    render(slider({}))
    fireEvent.click(screen.getByRole('button', { name: 'Previous quote' }))
    expect(visibleQuote()).toBe('Third')
    fireEvent.click(screen.getByRole('button', { name: 'Next quote' }))
    expect(visibleQuote()).toBe('First')
    fireEvent.click(screen.getByRole('button', { name: 'Quote 2' }))
    expect(visibleQuote()).toBe('Second')
    expect(screen.getByRole('button', { name: 'Quote 2' }).getAttribute('aria-current')).toBe('true')
  })

  it('pauses and plays with the play/pause button when has_timer is set', () => {
    render(slider({}))
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(3 * QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('First')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('Second')
  })

  it('has no play/pause button without has_timer, but still moves on', () => {
    render(slider({ has_timer: false }))
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull()
    act(() => vi.advanceTimersByTime(QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('Second')
  })

  it('does not autoplay when the visitor prefers reduced motion', () => {
    mockReducedMotion(true)
    render(slider({}))
    act(() => vi.advanceTimersByTime(3 * QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('First')
    expect(playPause()).toEqual(['Play'])
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('Second')
  })

  it('waits where it is while scrolled out of sight, and moves on once back', () => {
    mockIntersectionObserver()
    try {
      render(slider({}))
      scrollOutOfView()
      act(() => vi.advanceTimersByTime(3 * QUOTE_INTERVAL_MS))
      expect(visibleQuote()).toBe('First')
      scrollIntoView()
      act(() => vi.advanceTimersByTime(QUOTE_INTERVAL_MS))
      expect(visibleQuote()).toBe('Second')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('holds still while focus is inside it (keyboard use)', () => {
    render(slider({}))
    const next = screen.getByRole('button', { name: 'Next quote' })
    act(() => next.focus())
    fireEvent.click(next)
    act(() => vi.advanceTimersByTime(3 * QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('Second')
    act(() => next.blur())
    act(() => vi.advanceTimersByTime(QUOTE_INTERVAL_MS))
    expect(visibleQuote()).toBe('Third')
  })

  it('shows one quote without controls, and nothing without quotes', () => {
    render(slider({}, groups('Only')))
    expect(visibleQuote()).toBe('Only')
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(slider({}, []))).toBe('')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(quoteSlider.schema.parse({})).toEqual({ block_scroll_id: '', has_timer: true })
    expect(quoteSlider.groupSchema.parse({})).toEqual({
      section_class: 'center',
      justify_text: false,
      quote: '',
      author: '',
      author_position: '',
    })
    expect(quoteSlider.schema.safeParse({ has_timer: 'on' }).success).toBe(false)
    expect(quoteSlider.groupSchema.safeParse({ section_class: 'justify' }).success).toBe(false)
    expect(quoteSlider.max_field_groups).toBe(10)
  })
})
