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

/** spec 3 §3: one price type's disclaimer. */
export interface PriceDisclaimer {
  enabled: boolean
  description: string
}

/** The disclaimers of a listing or of the market: any of the three keys. */
export type PriceDisclaimers = Partial<Record<PriceDisclaimerKey, PriceDisclaimer>>

/**
 * The disclaimers a stored value holds (a listing's, or the setting's): each key with an object
 * kept, `enabled` true only when it is true, `description` text or empty. Hand-written, not zod:
 * the listing's cards run in the browser, whose pages carry no zod (tests/e2e/assets.spec.ts).
 */
export function priceDisclaimersOf(value: unknown): PriceDisclaimers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const stored = value as Record<string, unknown>
  const result: PriceDisclaimers = {}
  for (const key of PRICE_DISCLAIMER_KEYS) {
    const item = stored[key]
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue
    const { enabled, description } = item as Record<string, unknown>
    result[key] = { enabled: enabled === true, description: typeof description === 'string' ? description : '' }
  }
  return result
}

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
