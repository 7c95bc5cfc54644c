import { z } from 'zod'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import type { Offer } from './strategies.ts'

/** spec 1 §8: the offers feed without its setting rejects with exactly this. */
export const MISSING_OFFERS_URL = 'Missing api url: mena.offers_api_url'
/** How long a render waits for a source before deciding without it. */
export const SOURCE_TIMEOUT_MS = 3000

export const externalStockListConfigSchema = z.object({ api_key: z.string().trim().min(1) })
export const reffineConfigSchema = z.object({
  api_base_url: z.string().trim().min(1),
  lists_to_check: z.array(z.object({ uuid: z.string().trim().min(1), name: z.string().trim().min(1) })).min(1),
})
export type ExternalStockListConfig = z.infer<typeof externalStockListConfigSchema>
export type ReffineConfig = z.infer<typeof reffineConfigSchema>

/**
 * The data behind the strategies (spec 1 §7 Dynamic content, Offers). Every method answers null
 * when its source cannot be read, and the caller logs; offers reject without a URL (spec 1 §8).
 */
export interface DynamicContentSources {
  /** mena_external_sl: the models of the external stock list. */
  externalStockList(config: ExternalStockListConfig): Promise<string[] | null>
  /** reffine_sl: each configured list's values, by list name. */
  reffineLists(config: ReffineConfig): Promise<Record<string, unknown[]> | null>
  offers(url: string | null): Promise<Offer[] | null>
}

const stockListSchema = z.array(z.record(z.string(), z.unknown()))
const reffineSchema = z.record(z.string(), z.array(z.unknown()))
const offersSchema = z.union([z.string().transform(() => []), z.array(z.record(z.string(), z.unknown()))])

/**
 * The providers' real APIs over HTTP, each call bounded by a timeout. Their URLs are settings, so
 * `fetch` is the outbound guard (src/lib/outbound.server.ts) outside tests.
 */
export function createHttpSources(options: { fetch: OutboundFetch; timeoutMs?: number }): DynamicContentSources {
  const getJson = async (url: string) => {
    const signal = AbortSignal.timeout(options.timeoutMs ?? SOURCE_TIMEOUT_MS)
    const response = await options.fetch(url, { signal, headers: { accept: 'application/json' } })
    if (response.status !== 200) throw new Error(`status ${response.status}`)
    return response.json() as Promise<unknown>
  }
  return {
    async externalStockList(config) {
      // spec 1 §7: the first element's keys are the available models.
      const rows = stockListSchema.parse(await getJson(config.api_key))
      return Object.keys(rows[0] ?? {})
    },
    async reffineLists(config) {
      const base = config.api_base_url.replace(/\/+$/, '')
      const uuids = config.lists_to_check.map((l) => encodeURIComponent(l.uuid)).join(',')
      const byUuid = reffineSchema.parse(await getJson(`${base}/public_api/dynamic_content/${uuids}`))
      return Object.fromEntries(config.lists_to_check.map((l) => [l.name, byUuid[l.uuid] ?? []]))
    },
    async offers(url) {
      if (!url) throw new Error(MISSING_OFFERS_URL)
      return offersSchema.parse(await getJson(url))
    },
  }
}

/** Local stand-ins with the providers' shapes and the demo market's models: no network. */
export function createSandboxSources(): DynamicContentSources {
  return {
    async externalStockList() {
      return ['aurelia_e5', 'aurelia_e7', 'vantor_ridge']
    },
    async reffineLists(config) {
      const sample: Record<string, unknown[]> = { models: ['aurelia_e7', 'vantor_summit'], body_styles: ['saloon', 'suv'] }
      return Object.fromEntries(config.lists_to_check.map((l) => [l.name, sample[l.name] ?? []]))
    },
    async offers(url) {
      if (!url) throw new Error(MISSING_OFFERS_URL)
      return [
        { car_model_key: 'aurelia_e7', category: 'Finance offers', title: 'Aurelia E7 from £449 a month' },
        { car_model_key: 'vantor_summit', category: 'Service offers', title: 'Three years of servicing included' },
      ]
    },
  }
}
