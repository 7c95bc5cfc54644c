/** spec 1 §2: tracking parameters the language switch drops. */
const TRACKING_PARAMS = new Set(['fbclid', 'gclid', '_ga', '_gac', '_gl', 'model_str', 'config_url', 'formCode'])

const isTracking = (name: string) => name.startsWith('utm_') || TRACKING_PARAMS.has(name)

/** The query of a URL without tracking parameters, other parameters in their order ('' or '?…'). */
export function stripTrackingParams(url: URL | string): string {
  const parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url
  const kept = [...parsed.searchParams].filter(([name]) => !isTracking(name))
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept).toString()}`
}

/** The same page in another market's base path, minus tracking parameters. */
export function languageSwitchHref(targetBasePath: string, currentSitePath: string, current: URL): string {
  const base = targetBasePath === '/' ? '' : targetBasePath.replace(/\/$/, '')
  const path = currentSitePath === '/' ? (base || '/') : `${base}${currentSitePath}`
  return `${path}${stripTrackingParams(current)}`
}
