import { z } from 'zod'
import type { ListingVehicle } from './card.ts'

/**
 * The browser's side of the inventory API's vehicle list (spec 3 §7 GET
 * /public_api/listing/{listingId}?{query}): its URL under the market's base path and its JSON:API
 * answer read back into vehicle records (spec 3 §3), photos joined from `included`.
 */

/** Where the inventory service answers (ARCHITECTURE.md Runtime topology), before the market's base path. */
export const INVENTORY_API_BASE = '/api/inventory'

/** The list URL of a publication list with a query built by the rules' `listQuery`. */
export function listingUrl(listKey: string, query: URLSearchParams, base = INVENTORY_API_BASE): string {
  const search = query.toString()
  return `${base}/public_api/listing/${encodeURIComponent(listKey)}${search ? `?${search}` : ''}`
}

/** spec 3 §3: the facet counts the listing answers with (disjunctive: its own filter left out). */
export interface ListingFacetsView {
  /** label: the option's name where the value is a code (a dealer's name for owner_id); the value stays in the URL and the query. */
  checkbox: Readonly<Record<string, readonly { value: string; count: number; label?: string }[]>>
  range: Readonly<Record<string, { min: number | null; max: number | null }>>
}
export interface ListingMeta {
  total: number
  page: number
  items: number
  pages: number
}
export interface ListingAnswer {
  vehicles: ListingVehicle[]
  meta: ListingMeta
  facets: ListingFacetsView
}

const reference = z.object({ id: z.union([z.string(), z.number()]).transform(String), type: z.string() })
const answerSchema = z.object({
  data: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      type: z.string(),
      attributes: z.record(z.string(), z.unknown()).default({}),
      relationships: z
        .object({ photos: z.object({ data: z.array(reference) }).optional() })
        .partial()
        .optional(),
    }),
  ),
  included: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        type: z.string(),
        attributes: z.record(z.string(), z.unknown()),
      }),
    )
    .default([]),
  meta: z.object({
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    items: z.number().int().min(0),
    pages: z.number().int().min(0),
    facets: z
      .object({
        checkbox: z.record(
          z.string(),
          z.array(
            z.object({ value: z.union([z.string(), z.number()]).transform(String), count: z.number(), label: z.string().optional() }),
          ),
        ),
        range: z.record(z.string(), z.object({ min: z.number().nullable(), max: z.number().nullable() })),
      })
      .default({ checkbox: {}, range: {} }),
  }),
})

/**
 * The list answer as vehicle records: each vehicle's attributes with its id, and its photos
 * (included items of type 'photo' by sequence, spec 3 §3) in the sizes the card reads: quarter_hd,
 * medium, normal (big_path) and hd. Throws on an answer of another shape.
 */
export function readListingAnswer(json: unknown): ListingAnswer {
  const answer = answerSchema.parse(json)
  const photos = new Map(answer.included.filter((item) => item.type === 'photo').map((item) => [item.id, item.attributes]))
  const vehicles = answer.data.map((item) => {
    const own = (item.relationships?.photos?.data ?? [])
      .map((ref) => photos.get(ref.id))
      .filter((photo): photo is Record<string, unknown> => photo !== undefined)
      .sort((a, b) => Number(a.sequence ?? 0) - Number(b.sequence ?? 0))
      .map((photo) => ({
        sequence: photo.sequence,
        quarter_hd: photo.quarter_hd_path,
        medium: photo.medium_path,
        normal: photo.big_path ?? photo.full_path,
        hd: photo.hd_path,
      }))
    return { ...item.attributes, id: item.id, ...(own.length > 0 ? { photos: own } : {}) } as ListingVehicle
  })
  const { facets, ...meta } = answer.meta
  return { vehicles, meta, facets }
}
