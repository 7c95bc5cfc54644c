// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPress } from './after-press.ts'

describe('afterPress', () => {
  afterEach(() => vi.useRealTimers())

  it('runs at once when nothing is pressed', () => {
    const run = vi.fn()
    afterPress(run, () => false)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it.each(['pointerup', 'pointercancel'])('during a press, runs a task after the %s, once', (release) => {
    vi.useFakeTimers()
    const run = vi.fn()
    afterPress(run, () => true)
    expect(run).not.toHaveBeenCalled()
    window.dispatchEvent(new Event(release))
    // The click of the release comes first.
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('pointerup'))
    vi.runAllTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('afterPress, reading the page', () => {
  it('waits while a pointer is down and runs after its release', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    window.dispatchEvent(new Event('pointerdown'))
    afterPress(run)
    expect(run).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pointerup'))
    vi.runAllTimers()
    expect(run).toHaveBeenCalledTimes(1)
    // Released, the next blur runs at once.
    afterPress(run)
    expect(run).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })
})
