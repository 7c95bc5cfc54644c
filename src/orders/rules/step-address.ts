// Its own module: the root route's revalidation reads it, and the shell's chunk should not carry the step rules.
/**
 * The checkout's address names the step shown (`?step=details`), so that each step the shopper
 * moves to is an entry of the browser's history and Back returns to the step before (ADR 099).
 */
export const STEP_PARAM = 'step'

/**
 * Whether going from `current` to `next` changes the step only: the same path and parameters but
 * another `step`. Such a move needs no new data from the server.
 *
 * @example onlyStepChanged(new URL('https://m.example/c?vehicle=1'), new URL('https://m.example/c?vehicle=1&step=details')) // true
 */
export function onlyStepChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.searchParams.get(STEP_PARAM) === next.searchParams.get(STEP_PARAM)) return false
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete(STEP_PARAM)
    params.sort()
    return params.toString()
  }
  return rest(current) === rest(next)
}
