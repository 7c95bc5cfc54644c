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

// Read by hand, not with zod: pages with stock cards ship no zod to the browser (ADR 084,
// tests/e2e/assets.spec.ts).
type Item = { id: string; type: string; attributes: Record<string, unknown> }

class ListingAnswerError extends Error {
  constructor(where: string) {
    super(`Not a listing answer: ${where}`)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A JSON:API resource object: id (string or number, kept as a string), type and attributes. */
function item(value: unknown, where: string): Item & { relationships?: unknown } {
  if (!isRecord(value) || (typeof value.id !== 'string' && typeof value.id !== 'number') || typeof value.type !== 'string')
    throw new ListingAnswerError(where)
  const attributes = value.attributes ?? {}
  if (!isRecord(attributes)) throw new ListingAnswerError(`${where}.attributes`)
  return { id: String(value.id), type: value.type, attributes, relationships: value.relationships }
}

function count(value: unknown, where: string, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) throw new ListingAnswerError(where)
  return value
}

const nullableNumber = (value: unknown, where: string): number | null => {
  if (value !== null && typeof value !== 'number') throw new ListingAnswerError(where)
  return value
}

function readFacets(value: unknown): ListingFacetsView {
  if (value === undefined) return { checkbox: {}, range: {} }
  if (!isRecord(value) || !isRecord(value.checkbox) || !isRecord(value.range)) throw new ListingAnswerError('meta.facets')
  const checkbox: Record<string, { value: string; count: number; label?: string }[]> = {}
  for (const [key, options] of Object.entries(value.checkbox)) {
    if (!Array.isArray(options)) throw new ListingAnswerError(`meta.facets.checkbox.${key}`)
    checkbox[key] = options.map((option: unknown, i) => {
      const where = `meta.facets.checkbox.${key}[${i}]`
      if (!isRecord(option) || (typeof option.value !== 'string' && typeof option.value !== 'number') || typeof option.count !== 'number')
        throw new ListingAnswerError(where)
      if (option.label !== undefined && typeof option.label !== 'string') throw new ListingAnswerError(`${where}.label`)
      return { value: String(option.value), count: option.count, ...(option.label !== undefined ? { label: option.label } : {}) }
    })
  }
  const range: Record<string, { min: number | null; max: number | null }> = {}
  for (const [key, bounds] of Object.entries(value.range)) {
    if (!isRecord(bounds)) throw new ListingAnswerError(`meta.facets.range.${key}`)
    range[key] = {
      min: nullableNumber(bounds.min, `meta.facets.range.${key}.min`),
      max: nullableNumber(bounds.max, `meta.facets.range.${key}.max`),
    }
  }
  return { checkbox, range }
}

/** The ids of a resource's photos (relationships.photos.data). */
function photoIds(relationships: unknown, where: string): string[] {
  if (relationships === undefined || relationships === null) return []
  if (!isRecord(relationships)) throw new ListingAnswerError(`${where}.relationships`)
  const photos = relationships.photos
  if (photos === undefined) return []
  if (!isRecord(photos) || !Array.isArray(photos.data)) throw new ListingAnswerError(`${where}.relationships.photos`)
  return photos.data.map((ref: unknown, i) => {
    if (!isRecord(ref) || (typeof ref.id !== 'string' && typeof ref.id !== 'number'))
      throw new ListingAnswerError(`${where}.relationships.photos.data[${i}]`)
    return String(ref.id)
  })
}

/**
 * The list answer as vehicle records: each vehicle's attributes with its id, and its photos
 * (included items of type 'photo' by sequence, spec 3 §3) in the sizes the card reads: quarter_hd,
 * medium, normal (big_path) and hd. Throws on an answer of another shape.
 */
export function readListingAnswer(json: unknown): ListingAnswer {
  if (!isRecord(json) || !Array.isArray(json.data)) throw new ListingAnswerError('data')
  if (json.included !== undefined && !Array.isArray(json.included)) throw new ListingAnswerError('included')
  if (!isRecord(json.meta)) throw new ListingAnswerError('meta')
  const included = (json.included ?? []).map((value: unknown, i) => item(value, `included[${i}]`))
  const photos = new Map(included.filter((entry) => entry.type === 'photo').map((entry) => [entry.id, entry.attributes]))
  const vehicles = json.data.map((value: unknown, i) => {
    const vehicle = item(value, `data[${i}]`)
    const own = photoIds(vehicle.relationships, `data[${i}]`)
      .map((id) => photos.get(id))
      .filter((photo): photo is Record<string, unknown> => photo !== undefined)
      .sort((a, b) => Number(a.sequence ?? 0) - Number(b.sequence ?? 0))
      .map((photo) => ({
        sequence: photo.sequence,
        quarter_hd: photo.quarter_hd_path,
        medium: photo.medium_path,
        normal: photo.big_path ?? photo.full_path,
        hd: photo.hd_path,
      }))
    return { ...vehicle.attributes, id: vehicle.id, ...(own.length > 0 ? { photos: own } : {}) } as ListingVehicle
  })
  const { meta } = json
  return {
    vehicles,
    meta: {
      total: count(meta.total, 'meta.total', 0),
      page: count(meta.page, 'meta.page', 1),
      items: count(meta.items, 'meta.items', 0),
      pages: count(meta.pages, 'meta.pages', 0),
    },
    facets: readFacets(meta.facets),
  }
}
