/**
 * Dynamic content (spec 1 §4 "Dynamic content visibility" and "Dynamic content strategies",
 * spec 2 §9): an item — a link, a footer item, a bar group — may carry a strategy that decides
 * whether it shows, from values loaded per market. Pure rules; the sources are in sources.server.ts.
 */
export const STRATEGY_KEYS = ['mena_external_sl', 'mena_offers', 'url_brands', 'reffine_sl'] as const
export type StrategyKey = (typeof STRATEGY_KEYS)[number]

export interface DcStrategy {
  key: string
  value: unknown
  fallback?: unknown
}

/** An offer from the offers feed: its model key and any other properties (spec 2 §3.10 Offer entity). */
export type Offer = Record<string, unknown>

/** The values each strategy decides from; null means not loaded (which never hides anything). */
export interface StrategyValues {
  /** mena_external_sl: the models of the external stock list. */
  mena_external_sl: string[] | null
  mena_offers: Offer[] | null
  /** url_brands: the brand taken from the URL path. */
  url_brands: string | null
  /** reffine_sl: each list's values, by list name. */
  reffine_sl: Record<string, unknown[]> | null
}

export const NO_VALUES: StrategyValues = { mena_external_sl: null, mena_offers: null, url_brands: null, reffine_sl: null }

/** spec 1 §4: trim, spaces to underscores, lower case; numbers pass unchanged. */
export function normalise(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, '_').toLowerCase() : value
}

/** The enabled strategies from `dynamic_content.enabled_strategies` (comma-separated, spec 2 §9). */
export function enabledStrategies(setting: string): StrategyKey[] {
  const names = new Set(setting.split(',').map((name) => normalise(name)))
  return STRATEGY_KEYS.filter((key) => names.has(key))
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * An item's strategy (spec 1 §3 Dynamic-content item): `dc_strategy`, or `link_custom_config`, a
 * JSON string holding one. Unreadable or keyless: no strategy.
 */
export function strategyOf(item: { dc_strategy?: unknown; link_custom_config?: unknown }): DcStrategy | null {
  let candidate = item.dc_strategy
  if (!isRecord(candidate) && typeof item.link_custom_config === 'string') {
    const config = parseJson(item.link_custom_config)
    candidate = isRecord(config) ? config.dc_strategy : undefined
  }
  if (!isRecord(candidate) || typeof candidate.key !== 'string' || !candidate.key.trim()) return null
  return { key: candidate.key, value: candidate.value, ...(candidate.fallback !== undefined ? { fallback: candidate.fallback } : {}) }
}

const isMissing = (value: unknown) => value === undefined || value === null || value === ''

/** spec 1 §4 Dynamic content strategies: whether a value passes, given the loaded values. */
export function passes(key: StrategyKey, value: unknown, values: StrategyValues): boolean {
  switch (key) {
    case 'mena_external_sl': {
      const models = values.mena_external_sl
      return models === null || models.map(normalise).includes(normalise(value))
    }
    case 'mena_offers': {
      const offers = values.mena_offers
      if (offers !== null && offers.length === 0) return false
      if (offers === null || isMissing(value)) return true
      const wanted = isRecord(value) ? Object.entries(value) : [['category', value] as const]
      return offers.some((offer) => wanted.every(([k, v]) => normalise(offer[k]) === normalise(v)))
    }
    case 'url_brands':
      return values.url_brands === null || normalise(value) === normalise(values.url_brands)
    case 'reffine_sl': {
      const pair = typeof value === 'string' ? parseJson(value) : value
      if (!isRecord(pair) || isMissing(pair.name) || isMissing(pair.value)) return true
      const list = values.reffine_sl?.[String(pair.name)]
      return list === undefined || list.map(normalise).includes(normalise(pair.value))
    }
  }
}

export type Visibility = { show: 'item' } | { show: 'fallback'; fallback: unknown } | { show: 'hidden' }

/**
 * spec 1 §4 Dynamic content visibility: an item shows if it has no strategy key or value, if its
 * strategy is not enabled or its values are not loaded, if the value passes, or with forceVisible;
 * otherwise its fallback content shows, if it has any.
 */
export function visibility(
  item: { dc_strategy?: unknown; link_custom_config?: unknown },
  context: { enabled: readonly StrategyKey[]; values: StrategyValues; forceVisible?: boolean },
): Visibility {
  const strategy = strategyOf(item)
  if (context.forceVisible || !strategy || isMissing(strategy.value)) return { show: 'item' }
  const key = normalise(strategy.key) as StrategyKey
  if (!context.enabled.includes(key)) return { show: 'item' }
  if (passes(key, strategy.value, context.values)) return { show: 'item' }
  return isMissing(strategy.fallback) ? { show: 'hidden' } : { show: 'fallback', fallback: strategy.fallback }
}

/**
 * url_brands: the brand a path belongs to — the last segment of the longest sub-brand path prefix
 * it starts with (navigation.logo_settings matchingPath, spec 1 §2), else the market's default brand.
 */
export function brandFromPath(path: string, brandPaths: readonly string[], defaultBrand: string): string {
  const matches = brandPaths
    .map((p) => p.replace(/\/+$/, ''))
    .filter((p) => p && (path === p || path.startsWith(`${p}/`)))
    .sort((a, b) => b.length - a.length)
  return matches[0] ? matches[0].split('/').pop()! : defaultBrand
}
