import { act, cleanup } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { parseBundle } from '~/bundle/bundle.ts'
import { mockReducedMotion } from './browser-mocks.ts'

/** Helpers for block renderer tests in jsdom (carousels, rows). */

/** Renders an element inside a router, for blocks with internal links. */
export const inRouter = (element: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />

export { mockReducedMotion }

/**
 * For a test file of moving carousels: fake timers and a browser that does not prefer reduced
 * motion before each test; unmounts and restores real timers after each.
 */
export function setUpCarouselTests() {
  beforeEach(() => {
    vi.useFakeTimers()
    mockReducedMotion(false)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })
}

/** jsdom does no layout: gives a scrolling row a size and a scroll position, and tells it. */
export function sizeRow(row: HTMLElement, size: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  for (const [key, value] of Object.entries(size)) Object.defineProperty(row, key, { configurable: true, value })
  act(() => {
    row.dispatchEvent(new Event('scroll'))
  })
}

/** The carousel slide that is showing (aria-roledescription="slide", not hidden). */
export const shownSlide = (): HTMLElement | undefined =>
  [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].find((slide) => !slide.hidden)

/** What the bundle import says of one block of `template` with `count` field groups of defaults (spec 2 §9 limits). */
export const importWithGroups = (template: string, count: number) =>
  parseBundle({
    format: 'forecourt.bundle/1',
    pages: [{ path: '/p', title: 'P', blocks: [{ template, fields: {}, groups: Array.from({ length: count }, () => ({})) }] }],
  })
