/**
 * spec 2 §3.7 galleries (Gallery Carousel, Gallery Categories): the full-screen viewer's share
 * links, to the networks' share pages for the page the visitor is on. Links only: nothing loads
 * from those networks until the visitor follows one.
 */
export function shareLinks(pageUrl: string): { facebook: string; twitter: string } {
  const url = encodeURIComponent(pageUrl)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    twitter: `https://twitter.com/intent/tweet?url=${url}`,
  }
}

/** The viewer's arrow keys: the arrow pointing to the inline end shows the next image (left in right-to-left pages). */
export function arrowStep(key: string, rtl: boolean): 1 | -1 | 0 {
  if (key === 'ArrowRight') return rtl ? -1 : 1
  if (key === 'ArrowLeft') return rtl ? 1 : -1
  return 0
}

/** How far a finger moves, in CSS pixels, before it is a swipe rather than a tap. */
const SWIPE_DISTANCE = 40

/**
 * A touch swipe across the image: a move mostly sideways and long enough steps as the arrow keys
 * do, the finger dragging the next image in (from the inline end: the right, or the left in
 * right-to-left pages). A tap or a mostly vertical move (the page scrolling) is no step.
 * @example swipeStep(-80, 10, false) // 1: finger moved left, the next image
 */
export function swipeStep(dx: number, dy: number, rtl: boolean): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0
  const leftwards = dx < 0
  return leftwards === rtl ? -1 : 1
}
