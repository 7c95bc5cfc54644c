import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Test doubles for what jsdom lacks, shared by the tests of the 360 views and Compare Images:
 * matchMedia (reduced motion), IntersectionObserver (autostart), requestAnimationFrame (the
 * sweep) and PointerEvent (dragging). Tests only; no block imports this.
 */
export function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })
}

type Entry = Pick<IntersectionObserverEntry, 'isIntersecting'>
export const observers: { callback: (entries: Entry[]) => void; elements: Element[]; disconnected: boolean }[] = []
export function mockIntersectionObserver() {
  observers.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private record: (typeof observers)[number]
      constructor(callback: (entries: Entry[]) => void) {
        this.record = { callback, elements: [], disconnected: false }
        observers.push(this.record)
      }
      observe(element: Element) {
        this.record.elements.push(element)
      }
      disconnect() {
        this.record.disconnected = true
      }
    },
  )
}
const reportToObservers = (isIntersecting: boolean) =>
  act(() => {
    for (const observer of [...observers]) if (!observer.disconnected) observer.callback([{ isIntersecting }])
  })
/** Scrolls every watched element into view. */
export const scrollIntoView = () => reportToObservers(true)
/** Scrolls every watched element out of view. */
export const scrollOutOfView = () => reportToObservers(false)

let frameCallbacks: FrameRequestCallback[] = []
let clock = 0
export function mockAnimationFrames() {
  frameCallbacks = []
  clock = 0
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frameCallbacks[id - 1] = () => {}
  })
}
/** Runs the animation frames that fall within the next `ms` milliseconds (16 ms apart). */
export function advanceFrames(ms: number) {
  const until = clock + ms
  act(() => {
    while (clock < until) {
      const pending = frameCallbacks.map((callback, i) => [i, callback] as const)
      for (const [i] of pending) frameCallbacks[i] = () => {}
      for (const [, callback] of pending) callback(clock)
      clock += 16
    }
  })
}

/** jsdom has no PointerEvent: a MouseEvent carrying the pointer fields React reads. */
export function mockPointerEvents() {
  vi.stubGlobal(
    'PointerEvent',
    class extends MouseEvent {
      pointerId: number
      pointerType: string
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init)
        this.pointerId = init.pointerId ?? 1
        this.pointerType = init.pointerType ?? 'mouse'
      }
    },
  )
}

/** Gives an element a layout box (jsdom lays nothing out). */
export function setBox(element: Element, left: number, width: number) {
  element.getBoundingClientRect = () => ({
    left,
    width,
    right: left + width,
    top: 0,
    bottom: 100,
    height: 100,
    x: left,
    y: 0,
    toJSON: () => ({}),
  })
}
