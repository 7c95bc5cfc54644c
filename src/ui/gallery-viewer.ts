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
