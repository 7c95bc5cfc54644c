import { z } from 'zod'
import { disclaimerMarker } from '~/pricing/tags.ts'
import type { PriceType } from './prices.ts'

/**
 * Price disclaimers (spec 3 §3 Price disclaimers, §9): per price type {enabled, description}, set
 * globally and per publication list; the listing's enabled ones override the global ones, and the
 * disclaimers shown are marked '*', '**', '***' in order.
 */

/** spec 3 §3: the disclaimer keys, in the order of the price types they belong to. */
export const PRICE_DISCLAIMER_KEYS = ['purchase_price', 'lease_price', 'subscribe_price'] as const
export type PriceDisclaimerKey = (typeof PRICE_DISCLAIMER_KEYS)[number]

export const PRICE_DISCLAIMER_KEY: Readonly<Record<PriceType, PriceDisclaimerKey>> = {
  purchase: 'purchase_price',
  lease: 'lease_price',
  subscribe: 'subscribe_price',
}

/** spec 3 §9: how a price disclaimer is shown (the other reading, 'symbol-info-tip', is not used). */
export const PRICE_DISCLAIMER_DISPLAY = 'icon-info-tip'

export const priceDisclaimerSchema = z.object({
  enabled: z.boolean().default(false),
  description: z.string().default(''),
})
export type PriceDisclaimer = z.infer<typeof priceDisclaimerSchema>

/** The disclaimers of a listing or of the market: any of the three keys. */
export const priceDisclaimersSchema = z.object({
  purchase_price: priceDisclaimerSchema.optional(),
  lease_price: priceDisclaimerSchema.optional(),
  subscribe_price: priceDisclaimerSchema.optional(),
})
export type PriceDisclaimers = z.infer<typeof priceDisclaimersSchema>

const shows = (disclaimer: PriceDisclaimer | undefined): disclaimer is PriceDisclaimer =>
  disclaimer?.enabled === true && disclaimer.description.trim() !== ''

/** spec 3 §3 Normalised showroom vehicle: price disclaimers global, custom and present. */
export interface ResolvedDisclaimers {
  global: PriceDisclaimers
  custom: PriceDisclaimers
  /** The text shown per key, with its marker; keys with nothing to show are absent. */
  present: Partial<Record<PriceDisclaimerKey, { marker: string; description: string }>>
}

/**
 * spec 3 §3: a listing-level disclaimer that is enabled overrides the global one; a key shows when
 * the winning disclaimer is enabled with a description. Markers go by order of the keys shown:
 * '*', '**', '***' (spec 3 §9).
 *
 * @example resolveDisclaimers({ lease_price: { enabled: true, description: 'Lease T&Cs' } }, {})
 *   // present: { lease_price: { marker: '*', description: 'Lease T&Cs' } }
 */
export function resolveDisclaimers(global: PriceDisclaimers = {}, custom: PriceDisclaimers = {}): ResolvedDisclaimers {
  const present: ResolvedDisclaimers['present'] = {}
  let position = 0
  for (const key of PRICE_DISCLAIMER_KEYS) {
    const winner = shows(custom[key]) ? custom[key] : global[key]
    if (shows(winner)) present[key] = { marker: disclaimerMarker(++position), description: winner.description.trim() }
  }
  return { global, custom, present }
}
