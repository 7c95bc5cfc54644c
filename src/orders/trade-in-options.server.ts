import { z } from 'zod'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { Remember } from '~/stock/listing/listing.server.ts'
import type { TradeInChoice } from './rules/trade-in.ts'

/**
 * The options the checkout's trade-in step offers (spec 3 §3 Trade-in, §7 "Dealers and trade-in
 * via settings"): the market's own trade-in service at stock_locator.endpoint_trade_in, asked with
 * '?lang={language}', whose `data.data` holds bodyTypes, brands, models and fuelTypes as
 * {value, name}; without that setting, or when it fails, the inventory's own options (ADR 079).
 * Read by the server with the checkout page, so the page needs no other origin (ADR 194).
 */
export interface TradeInOptions {
  bodyTypes: TradeInChoice[]
  brands: TradeInChoice[]
  /** Each with its brand when the source says it (the inventory's own); a service's are every brand's. */
  models: (TradeInChoice & { brand?: string })[]
  fuelTypes: TradeInChoice[]
}

/** Beyond these a list is cut: a select of thousands helps no shopper, and the page stays small. */
const MAX_OPTIONS = 500
/** The trade-in service has this long; past it the page shows the inventory's options. */
const SERVICE_TIMEOUT_MS = 3_000

const name = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1).max(200))
const option = z.object({ value: name, name })
const list = z
  .array(z.unknown())
  .catch([])
  .transform((items) => items.flatMap((item) => option.safeParse(item).data ?? []).slice(0, MAX_OPTIONS))
const answerSchema = z.object({
  data: z.object({ bodyTypes: list.optional(), brands: list.optional(), models: list.optional(), fuelTypes: list.optional() }),
})

export interface TradeInOptionsContext {
  settings: SettingMap
  /** The market's two-letter language, sent as `lang`. */
  language: string
  fetch: OutboundFetch
  log: (message: string) => void
  remember: Remember
  /** The inventory's own options (`tradeInChoices`). */
  inventoryOptions: () => Promise<TradeInOptions>
}

/** The service's URL: the setting with `lang` added after '?' or '&' (spec 3 §7). */
export function tradeInServiceUrl(endpoint: string, language: string): string {
  const base = endpoint.trim()
  return `${base}${base.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`
}

export async function checkoutTradeInOptions(ctx: TradeInOptionsContext): Promise<TradeInOptions> {
  const endpoint = readSetting(ctx.settings, 'stock_locator.endpoint_trade_in').trim()
  if (endpoint) {
    try {
      // Remembered per content revision (a settings change is one); a failure is not remembered.
      return await ctx.remember(`trade-in:service:${ctx.language}`, () => fetchOptions(tradeInServiceUrl(endpoint, ctx.language), ctx))
    } catch (error) {
      ctx.log(
        `The trade-in service (stock_locator.endpoint_trade_in) failed; the inventory's options are offered: ${(error as Error).message}`,
      )
    }
  }
  return ctx.inventoryOptions()
}

async function fetchOptions(url: string, ctx: TradeInOptionsContext): Promise<TradeInOptions> {
  const response = await ctx.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`it answered ${response.status}`)
  const answer = answerSchema.safeParse(await response.json().catch(() => null))
  if (!answer.success) throw new Error('its answer has no data object')
  const { bodyTypes = [], brands = [], models = [], fuelTypes = [] } = answer.data.data
  return { bodyTypes, brands, models, fuelTypes }
}
