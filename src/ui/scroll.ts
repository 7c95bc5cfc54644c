export type ScrollTarget = { kind: 'block'; index: number } | { kind: 'ids'; ids: [string, string] }

/**
 * spec 1 §2 Anchor and scroll behaviour: `#component-{n}` is the n-th page block (1-based);
 * any other hash is the element `rdx-{hash}`, else `{hash}`. Null for an empty hash.
 * @example scrollTargetIds('#specs') // → { kind: 'ids', ids: ['rdx-specs', 'specs'] }
 */
export function scrollTargetIds(hash: string): ScrollTarget | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (raw === '') return null
  let id = raw
  try {
    id = decodeURIComponent(raw)
  } catch {
    // A malformed escape is kept as typed: an element id may contain '%'.
  }
  const block = /^component-([1-9]\d{0,5})$/.exec(id)
  if (block?.[1]) return { kind: 'block', index: Number(block[1]) }
  return { kind: 'ids', ids: [`rdx-${id}`, id] }
}

/**
 * spec 1 §2: where anchors land, below the sticky header and the in-page navigation bar, in px.
 * The stylesheets keep it, as the root's scroll-padding (src/app/shell/global.css), from the
 * heights the header and the bar set: one source for CSS and script alike.
 */
export function stickyOffset(doc: Document): number {
  const view = doc.defaultView
  const padding = view ? Number.parseFloat(view.getComputedStyle(doc.documentElement).scrollPaddingBlockStart) : Number.NaN
  return Number.isFinite(padding) ? Math.max(0, padding) : 0
}

/** The element a hash names on the page (spec 1 §2 Anchor and scroll behaviour), or null. */
export function findScrollTarget(doc: Document, hash: string): Element | null {
  const target = scrollTargetIds(hash)
  if (!target) return null
  if (target.kind === 'block') return doc.querySelector(`[data-block-index="${target.index}"]`)
  return target.ids.map((id) => doc.getElementById(id)).find((el) => el !== null) ?? null
}

/**
 * Scrolls the window so the hash's target sits `offset` px below the top. False when the hash
 * names nothing on the page (the caller may retry once content has rendered).
 */
export function scrollToHash(doc: Document, hash: string, offset: number): boolean {
  const view = doc.defaultView
  const element = findScrollTarget(doc, hash)
  if (!element || !view) return false
  const top = Math.max(0, element.getBoundingClientRect().top + view.scrollY - offset)
  const reduceMotion = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  view.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' })
  return true
}
