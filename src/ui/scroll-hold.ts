import { findScrollTarget, scrollTargetIds } from './scroll.ts'

/**
 * How long an anchor's target is held in place while the page settles: the blocks that load in
 * the browser answer or give up within 8 s (the news list's NEWS_LOAD_TIMEOUT_MS).
 */
export const HOLD_SCROLL_TARGET_MS = 10_000

/** What the visitor does to move on their own; the first of them ends the hold. */
const VISITOR_INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * spec 1 §2 Anchor and scroll behaviour, after the first scroll: while the page is still settling
 * (a block that loads in the browser, such as the news list, grows above the target), the hash's
 * target is put back `offset()` px below the top each time the page's size changes — before the
 * frame is painted, so it does not seem to move. Ends at the visitor's first wheel, touch, press
 * or key, after `ms`, or when the returned function is called.
 */
export function holdScrollTarget(doc: Document, hash: string, offset: () => number, ms = HOLD_SCROLL_TARGET_MS): () => void {
  const view = doc.defaultView
  if (!view || typeof view.ResizeObserver !== 'function' || !scrollTargetIds(hash)) return () => {}
  // NOTE: an observer reports each element once when it starts; that is not a change (and would
  // cut short the first scroll's animation).
  let started = false
  const observer = new view.ResizeObserver(() => {
    if (!started) {
      started = true
      return
    }
    const element = findScrollTarget(doc, hash)
    if (!element) return
    const drift = element.getBoundingClientRect().top - offset()
    if (Math.abs(drift) >= 1) view.scrollTo({ top: Math.max(0, view.scrollY + drift), behavior: 'instant' })
  })
  const stop = () => {
    observer.disconnect()
    view.clearTimeout(timer)
    for (const type of VISITOR_INPUTS) view.removeEventListener(type, stop, true)
  }
  const timer = view.setTimeout(stop, ms)
  for (const type of VISITOR_INPUTS) view.addEventListener(type, stop, { capture: true, passive: true })
  observer.observe(doc.body)
  return stop
}
