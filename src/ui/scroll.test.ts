// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdScrollTarget } from './scroll-hold.ts'
import { scrollTargetIds, scrollToHash, stickyOffset, type ScrollTarget } from './scroll.ts'

describe('scrollTargetIds (spec 1 §2 Anchor and scroll behaviour)', () => {
  it.each<[string, ScrollTarget | null]>([
    ['', null],
    ['#', null],
    ['#component-1', { kind: 'block', index: 1 }],
    ['#component-12', { kind: 'block', index: 12 }],
    ['component-3', { kind: 'block', index: 3 }],
    ['#component-0', { kind: 'ids', ids: ['rdx-component-0', 'component-0'] }],
    ['#component-x', { kind: 'ids', ids: ['rdx-component-x', 'component-x'] }],
    ['#specs', { kind: 'ids', ids: ['rdx-specs', 'specs'] }],
    ['#caf%C3%A9', { kind: 'ids', ids: ['rdx-café', 'café'] }],
    ['#100%', { kind: 'ids', ids: ['rdx-100%', '100%'] }],
    ['#%E0%A4%A', { kind: 'ids', ids: ['rdx-%E0%A4%A', '%E0%A4%A'] }],
  ])('%s → %j', (hash, expected) => {
    expect(scrollTargetIds(hash)).toEqual(expected)
  })
})

describe('stickyOffset (the root scroll-padding the header and in-page navigation set)', () => {
  afterEach(() => document.documentElement.style.removeProperty('scroll-padding-block-start'))
  it.each([
    ['163px', 163],
    ['12.5px', 12.5],
    ['', 0],
    ['auto', 0],
  ])('%s → %d', (padding, expected) => {
    document.documentElement.style.setProperty('scroll-padding-block-start', padding)
    expect(stickyOffset(document)).toBe(expected)
  })
})

describe('scrollToHash (jsdom)', () => {
  const scrollTo = vi.fn()
  beforeEach(() => {
    document.body.innerHTML = `
      <main>
        <div class="fc-block" data-block-index="1"><span id="top"></span></div>
        <div class="fc-block" data-block-index="2"><h2 id="specs">Specs</h2><h2 id="rdx-specs">Specs (rdx)</h2></div>
        <div class="fc-block" data-block-index="3"><p id="café">Café</p></div>
      </main>`
    const tops: Record<string, number> = { top: -50, specs: 400, 'rdx-specs': 900, café: 1500 }
    for (const el of document.querySelectorAll<HTMLElement>('[id], [data-block-index]')) {
      const top = el.id ? tops[el.id]! : 2000 + Number(el.dataset.blockIndex) * 100
      el.getBoundingClientRect = () => ({ top }) as DOMRect
    }
    window.scrollTo = scrollTo as typeof window.scrollTo
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true })
  })
  afterEach(() => scrollTo.mockReset())

  it.each<[string, number | null]>([
    ['#component-1', 2100 + 100 - 72],
    ['#component-3', 2300 + 100 - 72],
    ['#specs', 900 + 100 - 72],
    ['#caf%C3%A9', 1500 + 100 - 72],
    ['#top', 0], // above the page top: clamped
    ['#component-4', null],
    ['#missing', null],
    ['', null],
  ])('%s → top %s', (hash, top) => {
    expect(scrollToHash(document, hash, 72)).toBe(top !== null)
    if (top === null) expect(scrollTo).not.toHaveBeenCalled()
    else expect(scrollTo).toHaveBeenCalledWith({ top, behavior: 'smooth' })
  })

  it('falls back to the plain id when there is no rdx- element', () => {
    document.getElementById('rdx-specs')!.remove()
    expect(scrollToHash(document, '#specs', 0)).toBe(true)
    expect(scrollTo).toHaveBeenCalledWith({ top: 500, behavior: 'smooth' })
  })

  it('jumps without animation when the visitor prefers reduced motion', () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })) as typeof window.matchMedia
    try {
      expect(scrollToHash(document, '#specs', 0)).toBe(true)
      expect(scrollTo).toHaveBeenCalledWith({ top: 1000, behavior: 'auto' })
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia
    }
  })
})

describe('holdScrollTarget (jsdom: the page settling under an anchor)', () => {
  const scrollTo = vi.fn()
  let resized: (() => void) | null = null
  let top = 72
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div id="racing">Racing results</div>'
    document.getElementById('racing')!.getBoundingClientRect = () => ({ top }) as DOMRect
    window.scrollTo = scrollTo as typeof window.scrollTo
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true })
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback
      }
      observe() {
        resized!() // as browsers do: each element once when observed
      }
      disconnect() {
        resized = null
      }
      unobserve() {}
    } as unknown as typeof ResizeObserver
  })
  afterEach(() => {
    vi.useRealTimers()
    scrollTo.mockReset()
    top = 72
  })

  it('puts the target back below the header when content above it grows, not when it starts', () => {
    holdScrollTarget(document, '#racing', () => 72)
    expect(scrollTo).not.toHaveBeenCalled()
    top = 72 + 2553 // the news list arrived above it
    resized!()
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 + 2553, behavior: 'instant' })
  })

  it('leaves a target that has not moved where it is', () => {
    holdScrollTarget(document, '#racing', () => 72)
    top = 72.5
    resized!()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])('lets go at the visitor’s first %s', (type) => {
    holdScrollTarget(document, '#racing', () => 72)
    window.dispatchEvent(new Event(type))
    expect(resized).toBeNull()
  })

  it('lets go after its time, or when told', () => {
    holdScrollTarget(document, '#racing', () => 72, 5000)
    vi.advanceTimersByTime(5000)
    expect(resized).toBeNull()
    const release = holdScrollTarget(document, '#racing', () => 72)
    release()
    expect(resized).toBeNull()
  })

  it('holds nothing without a hash', () => {
    holdScrollTarget(document, '', () => 72)
    expect(resized).toBeNull()
  })
})
