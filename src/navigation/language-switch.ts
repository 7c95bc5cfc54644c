import { pathInMarket } from '~/sites/sites.ts'
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
  return `${pathInMarket(targetBasePath, currentSitePath)}${stripTrackingParams(current)}`
}

export interface MarketLanguage {
  id: number
  code: string
  basePath: string
}

/**
 * One choice per language: several markets on a host may share a language (a sub-market, a block
 * gallery); the current market wins, then the one with the shortest base path. Order is kept.
 */
export function languageChoices<M extends MarketLanguage>(markets: M[], currentId: number): M[] {
  const chosen = new Map<string, M>()
  for (const market of markets) {
    const held = chosen.get(market.code)
    const better = !held || (held.id !== currentId && (market.id === currentId || market.basePath.length < held.basePath.length))
    if (better) chosen.set(market.code, market)
  }
  return markets.filter((m) => chosen.get(m.code) === m)
}
