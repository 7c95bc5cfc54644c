import * as g from '~/lib/guards.ts'

/**
 * spec 3 §3 External checkout hand-off (ADR 103): when the market's checkout config names an
 * external checkout, the journey hands the shopper over to it with opportunity_id, cxp_env,
 * vehicle_stock_id and vehicle_api_endpoint in the query string. Only https links of the hosts the
 * market allows are handed off to. Pure.
 */

/** `checkout_payment.external_checkout` of the order_online_checkout_page config entry. */
// NOTE: small guards (guards.ts), not zod, as the journey's storage schemas: the checkout runs it in the browser (ADR 145).
export const externalCheckoutSchema = g.object({
  url: g.string({ trim: true, min: 1, max: 2000 }),
  cxp_env: g.optional(g.string({ trim: true, max: 50 })),
  /** Hosts the hand-off may go to (lower case, no port). */
  hosts: g.array(g.string({ trim: true, lower: true, min: 1, max: 253 }), { max: 20 }),
})
export type ExternalCheckout = g.Infer<typeof externalCheckoutSchema>

/** The config's external checkout, or null when it names none or an unreadable one. */
export function readExternalCheckout(section: unknown): ExternalCheckout | null {
  const value = typeof section === 'object' && section !== null ? (section as { external_checkout?: unknown }).external_checkout : undefined
  if (value === undefined || value === null) return null
  const parsed = externalCheckoutSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

export interface HandOff {
  /** The journey's id at our side (the hold's lock id): the external checkout refers back to it. */
  opportunityId: string
  /** The stock vehicle's id; null for a configurator build. */
  vehicleStockId: number | null
  /** Where the external checkout reads the vehicle (spec 3 §7 single vehicle), absolute. */
  vehicleApiEndpoint: string | null
}

/**
 * The hand-off URL: the configured URL with the four parameters set (replacing any of the same
 * name it carried; empty ones left out), or why it is refused.
 *
 * @example externalCheckoutUrl({ url: 'https://pay.example/start?brand=a', cxp_env: 'prod', hosts: ['pay.example'] },
 *   { opportunityId: 'x', vehicleStockId: 7, vehicleApiEndpoint: null })
 *   // { ok: true, url: 'https://pay.example/start?brand=a&opportunity_id=x&cxp_env=prod&vehicle_stock_id=7' }
 */
export function externalCheckoutUrl(config: ExternalCheckout, handOff: HandOff): { ok: true; url: string } | { ok: false; reason: string } {
  let url: URL
  try {
    url = new URL(config.url)
  } catch {
    return { ok: false, reason: 'external_checkout.url is not a URL' }
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'external_checkout.url must be https' }
  if (url.username || url.password) return { ok: false, reason: 'external_checkout.url must not carry credentials' }
  if (url.port !== '' || !config.hosts.includes(url.hostname)) return { ok: false, reason: `${url.host} is not an allowed host` }
  const params: [string, string | number | null | undefined][] = [
    ['opportunity_id', handOff.opportunityId],
    ['cxp_env', config.cxp_env],
    ['vehicle_stock_id', handOff.vehicleStockId],
    ['vehicle_api_endpoint', handOff.vehicleApiEndpoint],
  ]
  for (const [name, value] of params) {
    url.searchParams.delete(name)
    if (value !== null && value !== undefined && String(value) !== '') url.searchParams.set(name, String(value))
  }
  url.hash = ''
  return { ok: true, url: url.toString() }
}
