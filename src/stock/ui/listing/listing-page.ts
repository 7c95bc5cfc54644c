/**
 * The listing page's own address (its path with the filters in its query), kept in session storage
 * so the showroom's back link returns to the listing as the visitor left it (ADR 090: spec 3 §2
 * keeps the API's list query, not the page's). Only for the same page the back link names.
 */
export const LISTING_PAGE_SESSION_KEY = 'fc_stock_listing_page'

type Win = Pick<Window, 'location' | 'sessionStorage'>

export function rememberListingPage(win: Win): void {
  try {
    win.sessionStorage.setItem(LISTING_PAGE_SESSION_KEY, `${win.location.pathname}${win.location.search}`)
  } catch {
    // Storage refused (private mode): the back link leads to the page without filters.
  }
}

/** The back link's target: the listing as last seen when it is that page, else `href` itself. */
export function backToListing(win: Pick<Window, 'sessionStorage'>, href: string): string {
  try {
    const last = win.sessionStorage.getItem(LISTING_PAGE_SESSION_KEY)
    if (last?.startsWith('/') && !last.startsWith('//') && last.split('?')[0] === href.split('?')[0]) return last
  } catch {
    // As above.
  }
  return href
}

/**
 * Whether the back link's target is the page the browser came from, so going back in the history
 * returns to it as it was left (its scroll, the cards "Load more" added) rather than loading it
 * again at its top: the document was opened from it (`referrer`, same origin) and has made no
 * entry of its own since (`idx`, React Router's index of the entry, 0 on a document's first).
 */
export function cameFromListing(referrer: string, origin: string, target: string, idx: unknown): boolean {
  if (idx !== 0 && idx !== undefined) return false
  try {
    const from = new URL(referrer)
    return from.origin === origin && `${from.pathname}${from.search}` === target
  } catch {
    return false
  }
}
