import { describe, expect, it, vi } from 'vitest'
import { afterTagManager, TAG_MANAGER_LOADED, TAG_MANAGER_TIMEOUT_WARNING, TAG_MANAGER_WAIT_MS, tagManagerLoaded } from './tag-manager.ts'

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
    const callback = vi.fn()
    const warn = vi.fn()
    afterTagManager(callback, { win: win as never, warn })
    expect(TAG_MANAGER_WAIT_MS).toBe(5000)
    expect(timers[0]?.ms).toBe(5000)
    expect(callback).not.toHaveBeenCalled()
    timers[0]!.run()
    expect(warn).toHaveBeenCalledWith(TAG_MANAGER_TIMEOUT_WARNING)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs the callback once on the load event, without a warning', () => {
    const { win, timers } = fakeWindow()
    const callback = vi.fn()
    const warn = vi.fn()
    afterTagManager(callback, { win: win as never, warn })
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
    afterTagManager(callback, { win: win as never })
    expect(callback).toHaveBeenCalledTimes(1)
    expect(timers).toHaveLength(0)
  })
})
