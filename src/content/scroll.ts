/** spec 1 §9 Layout heights (px) of the bars that stick to the top while scrolling. */
export const STICKY_HEIGHTS = {
  navigation: { small: 48, large: 72 },
  inpageNavigation: { small: 65, large: 75 },
} as const

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

/** spec 1 §2: targets land below the sticky header and the in-page navigation bar. */
export function scrollOffset(heights: { nav: number; inpageNav: number }): number {
  return Math.max(0, heights.nav) + Math.max(0, heights.inpageNav)
}

function findTarget(doc: Document, target: ScrollTarget): Element | null {
  if (target.kind === 'block') return doc.querySelector(`[data-block-index="${target.index}"]`)
  return target.ids.map((id) => doc.getElementById(id)).find((el) => el !== null) ?? null
}

/**
 * Scrolls the window so the hash's target sits `offset` px below the top. False when the hash
 * names nothing on the page (the caller may retry once content has rendered).
 */
export function scrollToHash(doc: Document, hash: string, offset: number): boolean {
  const target = scrollTargetIds(hash)
  const view = doc.defaultView
  const element = target && findTarget(doc, target)
  if (!element || !view) return false
  const top = Math.max(0, element.getBoundingClientRect().top + view.scrollY - offset)
  const reduceMotion = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  view.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' })
  return true
}
