import { z } from 'zod'

/**
 * The price disclaimers' schema (spec 3 §3), for what the server reads and the admin checks: the
 * market's setting `stock_locator.price_disclaimers` and a listing's disclaimers. Apart from
 * disclaimers.ts because zod stays out of the pages' browser code (tests/e2e/assets.spec.ts).
 */
export const priceDisclaimerSchema = z.object({
  enabled: z.boolean().default(false),
  description: z.string().default(''),
})

export const priceDisclaimersSchema = z.object({
  purchase_price: priceDisclaimerSchema.optional(),
  lease_price: priceDisclaimerSchema.optional(),
  subscribe_price: priceDisclaimerSchema.optional(),
})
