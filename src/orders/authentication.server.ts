import { and, eq } from 'drizzle-orm'
import { stockConfigEntries, stockVehicles } from '~/db/schema/index.ts'
import { normalisePhone } from '~/forms/phone-numbers.ts'
import { holdsPhoneProof } from '~/forms/verification/proof.server.ts'
import { configuratorEntryContent } from './builds.server.ts'
import { OrderError, type OrderContext } from './orders.server.ts'

/**
 * spec 3 §2 checkout_authentication (ADR 099): where the market's checkout config enables it, an
 * order needs the phone number the shopper verified by code and the proof the forms API's SMS
 * check answered them (ADR 056) — checked here, not believed from the browser: a number someone
 * else verified proves nothing.
 */

type Json = Record<string, unknown>
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {})
const enabled = (content: unknown) => obj(obj(content).checkout_authentication).enabled === true

async function authenticationEnabled(ctx: OrderContext, of: { vehicleId: number } | { configUrl: string }) {
  if ('configUrl' in of) return enabled((await configuratorEntryContent(ctx, 'order_online_checkout_page')).content)
  const [vehicle] = await ctx.db
    .select({ state: stockVehicles.state })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.id, of.vehicleId), eq(stockVehicles.siteId, ctx.siteId)))
  const rows = await ctx.db
    .select({ state: stockConfigEntries.vehicleState, data: stockConfigEntries.data })
    .from(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, ctx.siteId), eq(stockConfigEntries.configType, 'order_online_checkout_page')))
  const entry = rows.find((row) => row.state === vehicle?.state) ?? rows.find((row) => row.state === null)
  return enabled(obj(entry?.data).content)
}

/** Refuses (422 naming /order/metadata/verified_phone) an order that needs a verified phone number and has none. */
export async function requireAuthentication(
  ctx: OrderContext,
  of: { vehicleId: number } | { configUrl: string },
  metadata: Record<string, unknown>,
) {
  if (!(await authenticationEnabled(ctx, of))) return
  // As the verification API recorded it: normalised to E.164.
  const phone = typeof metadata.verified_phone === 'string' ? normalisePhone(metadata.verified_phone) : null
  const proof = typeof metadata.phone_proof === 'string' && metadata.phone_proof.length <= 200 ? metadata.phone_proof : null
  if (!phone || !proof || !(await holdsPhoneProof(ctx.db, { siteId: ctx.siteId, phone, proof })))
    throw new OrderError(
      422,
      'Invalid value',
      'order.metadata.verified_phone: the phone number must be verified by code first.',
      '/order/metadata/verified_phone',
    )
}
