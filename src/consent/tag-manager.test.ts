// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import {
  afterTagManager,
  TAG_MANAGER_ATTRIBUTE,
  TAG_MANAGER_LOADED,
  TAG_MANAGER_TIMEOUT_WARNING,
  TAG_MANAGER_WAIT_MS,
  tagManagerLoaded,
  tagManagerRequested,
  pushToDataLayer,
} from './tag-manager.ts'

function fakeWindow() {
  const target = new EventTarget() as EventTarget & Record<string, unknown>
  const timers: { run: () => void; ms: number }[] = []
  Object.assign(target, {
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    clearTimeout: (id: number) => {
      timers[id - 1] = { run: () => {}, ms: -1 }
    },
  })
  return { win: target as unknown as Window, timers }
}

describe('tag manager wait (spec 1 §4, §8, §9: 5,000 ms, then a warning and the callback)', () => {
  it('waits 5,000 ms, then warns and runs the callback', () => {
    const { win, timers } = fakeWindow()
    tagManagerRequested(win)
    const callback = vi.fn()
    const warn = vi.fn()
    afterTagManager(callback, { win: win as never, warn, expected: true })
    expect(TAG_MANAGER_WAIT_MS).toBe(5000)
    expect(timers[0]?.ms).toBe(5000)
    expect(callback).not.toHaveBeenCalled()
    timers[0]!.run()
    expect(warn).toHaveBeenCalledWith(TAG_MANAGER_TIMEOUT_WARNING)
    expect(callback).toHaveBeenCalledTimes(1)
    // The wait has run out on this page: the next callback runs at once, without a second warning.
    const later = vi.fn()
    afterTagManager(later, { win: win as never, warn, expected: true })
    expect(later).toHaveBeenCalledTimes(1)
    expect(timers).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('runs callbacks waiting together in the order they came, each warning only once per page', () => {
    const { win, timers } = fakeWindow()
    tagManagerRequested(win)
    const order: number[] = []
    const warn = vi.fn()
    afterTagManager(() => order.push(1), { win: win as never, warn, expected: true })
    afterTagManager(() => order.push(2), { win: win as never, warn, expected: true })
    for (const timer of timers) timer.run()
    expect(order).toEqual([1, 2])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('runs the callback after the wait without a warning when consent has kept the script off the page (ADR 111)', () => {
    const { win, timers } = fakeWindow()
    const callback = vi.fn()
    const warn = vi.fn()
    afterTagManager(callback, { win: win as never, warn, expected: true })
    timers[0]!.run()
    expect(callback).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
    // As after a warning, the next callback does not wait again.
    const later = vi.fn()
    afterTagManager(later, { win: win as never, warn, expected: true })
    expect(later).toHaveBeenCalledTimes(1)
    expect(timers).toHaveLength(1)
  })

  it('runs the callback once on the load event, without a warning', () => {
    const { win, timers } = fakeWindow()
    const callback = vi.fn()
    const warn = vi.fn()
    afterTagManager(callback, { win: win as never, warn, expected: true })
    win.dispatchEvent(new Event(TAG_MANAGER_LOADED))
    win.dispatchEvent(new Event(TAG_MANAGER_LOADED))
    timers[0]?.run()
    expect(callback).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
  })

  it('runs at once when the tag manager has already loaded', () => {
    const { win, timers } = fakeWindow()
    tagManagerLoaded(win)
    const callback = vi.fn()
    afterTagManager(callback, { win: win as never, expected: true })
    expect(callback).toHaveBeenCalledTimes(1)
    expect(timers).toHaveLength(0)
  })

  it("runs at once, without a warning, when the page's market has no tag manager", () => {
    const { win, timers } = fakeWindow()
    const callback = vi.fn()
    const warn = vi.fn()
    afterTagManager(callback, { win: win as never, warn })
    expect(callback).toHaveBeenCalledTimes(1)
    expect(timers).toHaveLength(0)
    expect(warn).not.toHaveBeenCalled()
  })

  it("reads the market's tag manager from the page's <html>", () => {
    const { win, timers } = fakeWindow()
    const html = document.createElement('html')
    html.setAttribute(TAG_MANAGER_ATTRIBUTE, '')
    Object.assign(win, { document: { documentElement: html } })
    const callback = vi.fn()
    afterTagManager(callback, { win: win as never, warn: () => {} })
    expect(callback).not.toHaveBeenCalled()
    expect(timers[0]?.ms).toBe(5000)
  })

  it('pushToDataLayer creates the data layer when no tag manager has, and appends to one that has', () => {
    const fresh: { dataLayer?: unknown[] } = {}
    pushToDataLayer(fresh, [{ a: 1 }])
    expect(fresh.dataLayer).toEqual([{ a: 1 }])
    const existing = { dataLayer: [{ event: 'gtm.js' }] as unknown[] }
    pushToDataLayer(existing, [{ ecommerce: null }, { b: 2 }])
    expect(existing.dataLayer).toEqual([{ event: 'gtm.js' }, { ecommerce: null }, { b: 2 }])
    pushToDataLayer(fresh, [])
    expect(fresh.dataLayer).toHaveLength(1)
  })

  it('pushToDataLayer waits for a tag manager the market has', () => {
    const { win, timers } = fakeWindow()
    const html = document.createElement('html')
    html.setAttribute(TAG_MANAGER_ATTRIBUTE, '')
    Object.assign(win, { document: { documentElement: html } })
    const page = win as unknown as { dataLayer?: unknown[] }
    pushToDataLayer(win, [{ event: 'page_view' }])
    expect(page.dataLayer).toBeUndefined()
    tagManagerLoaded(win)
    expect(page.dataLayer).toEqual([{ event: 'page_view' }])
    expect(timers).toHaveLength(1)
  })
})
