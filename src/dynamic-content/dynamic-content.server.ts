import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import { externalStockListConfigSchema, reffineConfigSchema, type DynamicContentSources } from './sources.server.ts'
import type { DynamicContentState } from './apply.ts'
import { brandFromPath, enabledStrategies, NO_VALUES, type Offer, type StrategyKey, type StrategyValues } from './strategies.ts'

/** Loaded values are kept this long per market, so renders rarely wait on a source. */
export const VALUES_TTL_MS = 60_000

const logoPathsOf = (logoSettings: unknown) =>
  Array.isArray(logoSettings) ? logoSettings.flatMap((e) => (typeof e?.matchingPath === 'string' ? [e.matchingPath as string] : [])) : []

/**
 * Loads the values of a market's enabled strategies from their sources (ADR 014): decided on the
 * server, so the first HTML is already right. A source that fails is logged and its strategy
 * yields no values, which never hides anything (spec 1 §8).
 */
export function createDynamicContentService(options: {
  sources: DynamicContentSources
  warn: (message: string) => void
  now?: () => number
}) {
  const now = options.now ?? Date.now
  // One entry per market; a settings change is a new content revision, which replaces it.
  const cache = new Map<string, { at: number; stamp: string; values: Promise<Omit<StrategyValues, 'url_brands'>> }>()
  // The offers feed as the content API's offer models read it, whether or not the strategy is on.
  const offersCache = new Map<string, { at: number; url: string; offers: Promise<Offer[] | null> }>()

  async function load(siteKey: string, settings: SettingMap, enabled: StrategyKey[]) {
    const { sources, warn } = options
    const attempt = async <T>(name: string, read: () => Promise<T | null>): Promise<T | null> => {
      try {
        return await read()
      } catch (error) {
        warn(`Dynamic content ${name} failed for ${siteKey}: ${(error as Error).message}`)
        return null
      }
    }
    const config = <T>(
      name: string,
      key: Parameters<typeof readSetting>[1],
      schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
    ) => {
      const parsed = schema.safeParse(readSetting(settings, key, warn))
      if (!parsed.success) warn(`Dynamic content config missing: ${key} (${name})`)
      return parsed.success ? parsed.data : null
    }
    const [externalStock, offers, reffine] = await Promise.all([
      enabled.includes('mena_external_sl')
        ? attempt('mena_external_sl', async () => {
            const c = config('mena_external_sl', 'dynamic_content.mena_external_sl__config', externalStockListConfigSchema)
            return c ? sources.externalStockList(c) : null
          })
        : null,
      enabled.includes('mena_offers')
        ? attempt('mena_offers', () => sources.offers(readSetting(settings, 'mena.offers_api_url').trim() || null))
        : null,
      enabled.includes('reffine_sl')
        ? attempt('reffine_sl', async () => {
            const c = config('reffine_sl', 'dynamic_content.reffine_sl__config', reffineConfigSchema)
            return c ? sources.reffineLists(c) : null
          })
        : null,
    ])
    return { mena_external_sl: externalStock, mena_offers: offers, reffine_sl: reffine }
  }

  return {
    /**
     * The market's offers feed (setting mena.offers_api_url), kept as the strategies' values are:
     * [] without a feed, null when it cannot be read (logged).
     */
    async offers(site: { key: string }, settings: SettingMap): Promise<Offer[] | null> {
      const url = readSetting(settings, 'mena.offers_api_url').trim()
      if (!url) return []
      let entry = offersCache.get(site.key)
      if (!entry || entry.url !== url || now() - entry.at > VALUES_TTL_MS) {
        const read = options.sources.offers(url).catch((error: unknown) => {
          options.warn(`Offers feed failed for ${site.key}: ${(error as Error).message}`)
          return null
        })
        entry = { at: now(), url, offers: read }
        offersCache.set(site.key, entry)
      }
      return entry.offers
    },

    /** The state for one render of `path` in a market (its stored settings merged with defaults). */
    async stateFor(site: { key: string; contentRevision: number }, settings: SettingMap, path: string): Promise<DynamicContentState> {
      const enabled = enabledStrategies(readSetting(settings, 'dynamic_content.enabled_strategies'))
      if (enabled.length === 0) return { enabled, values: NO_VALUES }
      const stamp = `${site.contentRevision}:${enabled.join(',')}`
      let entry = cache.get(site.key)
      if (!entry || entry.stamp !== stamp || now() - entry.at > VALUES_TTL_MS) {
        entry = { at: now(), stamp, values: load(site.key, settings, enabled) }
        cache.set(site.key, entry)
      }
      const brand = enabled.includes('url_brands')
        ? brandFromPath(
            path,
            logoPathsOf(readSetting(settings, 'navigation.logo_settings')),
            readSetting(settings, 'dynamic_content.url_brands_default'),
          )
        : null
      return { enabled, values: { ...(await entry.values), url_brands: brand } }
    },
  }
}
export type DynamicContentService = ReturnType<typeof createDynamicContentService>
