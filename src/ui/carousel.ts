import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react'
import { useOnScreen } from './use-on-screen.ts'

/**
 * Carousels (spec 2 §3.6 Quote Slider, §3.7 carousels): the pure rules of slide order, autoplay and
 * scrolling rows, and the hooks that put them to work. Kept free of markup so each block draws its
 * own controls.
 */

/** Slide durations where a block sets none (spec 2 §9: slide duration 6000 ms). */
export const DEFAULT_SLIDE_DURATION_MS = 6000

/**
 * The slide shown after stepping `step` places from `current`, wrapping round at both ends
 * (next after the last is the first, previous before the first is the last).
 */
export function slideAfter(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0
  return (((current + step) % count) + count) % count
}

/**
 * Slide-advance rule: a carousel moves on by itself only with more than one slide, while playing,
 * and while the visitor is not hovering or focused inside it.
 */
export function advancesAutomatically(state: { count: number; playing: boolean; interacting: boolean }): boolean {
  return state.count > 1 && state.playing && !state.interacting
}

/**
 * Play state: the visitor's play/pause choice wins; before any choice a carousel plays when it is
 * set to autoplay and the visitor does not prefer reduced motion (WCAG 2.2.2, 2.3.3).
 */
export const isPlaying = (choice: boolean | null, prefersReducedMotion: boolean, autoplay = true): boolean =>
  choice ?? (autoplay && !prefersReducedMotion)

/**
 * Scrolling rows (scroll-snap strips with previous/next buttons): whether the row can scroll
 * back or on. `scrollStart` is the distance scrolled from the inline start, whatever the direction
 * (browsers report a negative scrollLeft in right-to-left rows). 1 px slack absorbs sub-pixel sizes.
 */
export function scrollEdges(row: { scrollStart: number; scrollWidth: number; clientWidth: number }): { atStart: boolean; atEnd: boolean } {
  const start = Math.abs(row.scrollStart)
  return { atStart: start <= 1, atEnd: start + row.clientWidth >= row.scrollWidth - 1 }
}

/** The horizontal scrollBy() offset that moves a row `step` pages towards its inline end (negative in right-to-left rows). */
export const scrollOffset = (step: number, pageWidth: number, rtl: boolean): number => step * pageWidth * (rtl ? -1 : 1)

/**
 * Scrolling rows with pagination: how many visible widths ("pages") the row holds and which one
 * is showing (the last once the row is scrolled to its end). An unmeasured row has no pages.
 */
export function scrollPages(row: { scrollStart: number; scrollWidth: number; clientWidth: number }): { page: number; pages: number } {
  if (row.clientWidth <= 0) return { page: 0, pages: 0 }
  const pages = Math.max(1, Math.ceil((row.scrollWidth - 1) / row.clientWidth))
  const page = scrollEdges(row).atEnd ? pages - 1 : Math.min(pages - 1, Math.round(Math.abs(row.scrollStart) / row.clientWidth))
  return { page, pages }
}

// ── Hooks ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Whether a media query matches, kept current. The server and the hydrating render use
 * `serverValue`, so server markup never depends on the visitor's device.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  )
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
/** Touch devices: no hover and a coarse pointer (phones, tablets). */
export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)'
/** The server never autoplays: it assumes reduced motion, and the first client render decides. */
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY, true)

export interface CarouselOptions {
  count: number
  /** How long slide `index` stays before the next, in ms. */
  durationOf?: (index: number) => number
  /** Whether it plays by itself before the visitor chooses (off: it waits for the play button). */
  autoplay?: boolean
}

/**
 * One slide at a time, moving on by itself (see isPlaying, advancesAutomatically) after each
 * slide's duration, pausing while hovered, focused or off screen. Spread `interaction` on the
 * carousel's root.
 */
export function useCarousel({ count, durationOf = () => DEFAULT_SLIDE_DURATION_MS, autoplay = true }: CarouselOptions) {
  const [current, setCurrent] = useState(0)
  const [choice, setChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const playing = isPlaying(choice, reducedMotion, autoplay)
  const shown = Math.min(current, Math.max(count - 1, 0))
  // Off screen it waits where it is: the visitor who scrolls back finds the slide they left.
  const root = useRef<HTMLElement | null>(null)
  const attach = useCallback((element: HTMLElement | null) => {
    root.current = element
  }, [])
  const onScreen = useOnScreen(root)
  const moving = advancesAutomatically({ count, playing, interacting: hovered || focused || !onScreen })
  const duration = durationOf(shown)

  useEffect(() => {
    if (!moving) return
    const timer = setTimeout(() => setCurrent(slideAfter(shown, count, 1)), duration)
    return () => clearTimeout(timer)
  }, [moving, shown, count, duration])

  return {
    current: shown,
    playing,
    moving,
    onScreen,
    duration,
    reducedMotion,
    goTo: (index: number) => setCurrent(index),
    step: (step: 1 | -1) => setCurrent(slideAfter(shown, count, step)),
    togglePlay: () => setChoice(!playing),
    interaction: {
      ref: attach,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}

/**
 * A horizontally scrolling row with previous/next buttons: `ref` goes on the scroller; `step`
 * scrolls by one visible width (the browser snaps to the nearest item); `atStart`/`atEnd` disable
 * the buttons; `page` of `pages` and `toPage` serve pagination. Before hydration both buttons are
 * enabled and there are no pages (the server cannot measure).
 */
export function useScrollRow<E extends HTMLElement>() {
  const [row, setRow] = useState<E | null>(null)
  const [position, setPosition] = useState({ atStart: false, atEnd: false, page: 0, pages: 0 })

  useEffect(() => {
    if (!row) return
    const update = () => {
      const size = { scrollStart: row.scrollLeft, scrollWidth: row.scrollWidth, clientWidth: row.clientWidth }
      setPosition({ ...scrollEdges(size), ...scrollPages(size) })
    }
    update()
    row.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null
    observer?.observe(row)
    return () => {
      row.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [row])

  /** Scrolls by `pages` visible widths towards the inline end (negative: back). */
  const scrollByPages = (pages: number) => {
    if (!row) return
    const rtl = getComputedStyle(row).direction === 'rtl'
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches
    row.scrollBy({ left: scrollOffset(pages, row.clientWidth, rtl), behavior: reduced ? 'auto' : 'smooth' })
  }

  return {
    ref: setRow,
    step: (direction: 1 | -1) => scrollByPages(direction),
    toPage: (page: number) => scrollByPages(page - position.page),
    ...position,
  }
}
