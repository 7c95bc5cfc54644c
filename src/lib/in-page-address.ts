import type { ShouldRevalidateFunction } from 'react-router'

// Its own module: the root route's revalidation reads it, and the shell's chunk should carry nothing more.
/**
 * Query parameters that only the browser reads: the checkout's step (`step`, ADR 099) and the news
 * list's page (`currentPage`, ADR 165). Each move between their values is an entry of the browser's
 * history, so Back returns to the step or page before.
 */
export const IN_PAGE_PARAMS: readonly string[] = ['step', 'currentPage']

/**
 * Whether going from `current` to `next` changes in-page parameters only (or the other parameters'
 * order): the same path and other parameters. Such a move needs no new data from the server.
 *
 * @example onlyInPageStateChanged(new URL('https://m.example/c?vehicle=1'), new URL('https://m.example/c?vehicle=1&step=details')) // true
 */
export function onlyInPageStateChanged(current: URL, next: URL): boolean {
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search)
    for (const name of IN_PAGE_PARAMS) params.delete(name)
    params.sort()
    return url.pathname + params
  }
  return current.search !== next.search && rest(current) === rest(next)
}

/**
 * The routes' revalidation (root, content page, checkout): data reloads for another path (the
 * shell depends on it: sub-brand logo, navigation on home) or as React Router would, never for a
 * move that changes in-page parameters only.
 */
export const revalidateUnlessInPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname) && !onlyInPageStateChanged(currentUrl, nextUrl)
