import { LRUCache } from 'lru-cache'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import { exchangeRateFrom, type ExchangeRate } from './currency-exchange.ts'

/**
 * The market's currency rate (spec 1 §7 Currency exchange; ADR 155), fetched from
 * `currency_exchange.api_url` once and kept: spec 1 §3 "fetched once; later requests skip when
 * loading or loaded". A failed fetch is logged and tried again after a while, not on every
 * request. Null where the market has no currency service or it failed.
 */
export interface CurrencyExchange {
  rate(siteId: number, settings: SettingMap): Promise<ExchangeRate | null>
}

/** How long a fetch of the rate may take: a page that needs the rate waits for it once. */
export const EXCHANGE_TIMEOUT_MS = 3_000
/** After a failure, how long before the rate is asked for again. */
export const EXCHANGE_RETRY_MS = 5 * 60_000
/** The rate the sandbox gives every market that names a currency service (demo, tests). */
export const SANDBOX_EXCHANGE_RATE: ExchangeRate = { rate: 1.17, startDate: null }

interface Kept {
  rate: Promise<ExchangeRate | null>
  /** When a failed fetch may be tried again; undefined while loading or once loaded. */
  retryAt?: number
}

/** The source of a market's rate: its URL and where its answer holds the rate and the start date. */
function sourceOf(settings: SettingMap) {
  const url = readSetting(settings, 'currency_exchange.api_url').trim()
  return url
    ? {
        url,
        responseKey: readSetting(settings, 'currency_exchange.response_key'),
        startDateKey: readSetting(settings, 'currency_exchange.start_date_key'),
      }
    : null
}

export function createHttpCurrencyExchange(options: {
  fetch: OutboundFetch
  warn: (message: string) => void
  now?: () => number
}): CurrencyExchange {
  const now = options.now ?? Date.now
  // Bounded: a changed setting names a new source; the old one is dropped in time.
  const kept = new LRUCache<string, Kept>({ max: 200 })

  async function fetchRate(url: string, responseKey: string, startDateKey: string): Promise<ExchangeRate | null> {
    // A timer this call owns (ADR 108's outbound deadlines): a garbage collection cannot drop it.
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), EXCHANGE_TIMEOUT_MS)
    try {
      const response = await options.fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal })
      if (!response.ok) throw new Error(`the currency service answered ${response.status}`)
      const found = exchangeRateFrom(await response.json(), responseKey, startDateKey)
      if ('error' in found) throw new Error(found.error)
      return found
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    rate(siteId, settings) {
      const source = sourceOf(settings)
      if (!source) return Promise.resolve(null)
      const key = `${siteId}\u0000${source.url}\u0000${source.responseKey}\u0000${source.startDateKey}`
      const current = kept.get(key)
      if (current && (current.retryAt === undefined || current.retryAt > now())) return current.rate
      const entry: Kept = { rate: Promise.resolve(null) }
      entry.rate = fetchRate(source.url, source.responseKey, source.startDateKey).catch((error: unknown) => {
        options.warn(
          error instanceof Error && error.message.startsWith('Currency exchange error')
            ? error.message
            : `Currency exchange error: ${String(error instanceof Error ? error.message : error)}`,
        )
        entry.retryAt = now() + EXCHANGE_RETRY_MS
        return null
      })
      kept.set(key, entry)
      return entry.rate
    },
  }
}

/** The demo's and the tests' stand-in: a fixed rate for a market that names a currency service. */
export function createSandboxCurrencyExchange(): CurrencyExchange {
  return { rate: async (_siteId, settings) => (sourceOf(settings) ? SANDBOX_EXCHANGE_RATE : null) }
}
