// Its own module: the root route's revalidation reads it, and the shell's chunk should carry nothing more.
/**
 * Query parameters that only the browser reads: the checkout's step (`step`, ADR 099) and the news
 * list's page (`currentPage`, ADR 165). Each move between their values is an entry of the browser's
 * history, so Back returns to the step or page before.
 */
export const IN_PAGE_PARAMS: readonly string[] = ['step', 'currentPage']

/**
 * Whether going from `current` to `next` changes in-page parameters only: the same path and other
 * parameters. Such a move needs no new data from the server.
 *
 * @example onlyInPageStateChanged(new URL('https://m.example/c?vehicle=1'), new URL('https://m.example/c?vehicle=1&step=details')) // true
 */
export function onlyInPageStateChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search)
    for (const name of IN_PAGE_PARAMS) params.delete(name)
    params.sort()
    return params.toString()
  }
  return IN_PAGE_PARAMS.some((name) => current.searchParams.get(name) !== next.searchParams.get(name)) && rest(current) === rest(next)
}
