import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { stockButtonSets, stockConfigEntries, stockListings, stockVehicles } from '~/db/schema/index.ts'
import { parseListingQuery, SIMILAR_VEHICLES_ITEMS_MAX, type ListingQuery } from '../listing/query.ts'
import {
  findListing,
  findVehicle,
  lightListing,
  queryListing,
  similarVehicles,
  type ListingFacets,
  type LightVehicle,
  type Remember,
} from '../listing/listing.server.ts'
import {
  buttonSetResource,
  included,
  metaButtons,
  metaPrices,
  vehicleResource,
  type ButtonSetRecord,
  type IncludedResource,
  type MetaButton,
  type MetaPrices,
  type VehicleResource,
} from './json-api.ts'

/**
 * The inventory documents of spec 3 §7 for one market, which the routes (routes.server.ts) send
 * as they are. Null means "not found" (the API answers 404); a bad query throws
 * ListingQueryError (400).
 */

export interface ListingDocument {
  data: VehicleResource[]
  included: IncludedResource[]
  meta: { total: number; page: number; items: number; pages: number; sort: string; facets: ListingFacets }
}

/** The button sets of some vehicles, by id; all the market's sets read once per revision with `remember`. */
async function buttonSetsOf(db: Db, siteId: number, ids: readonly (number | null)[], remember?: Remember): Promise<ButtonSetRecord[]> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return []
  const select = (where: SQL | undefined) => db.select().from(stockButtonSets).where(where).orderBy(asc(stockButtonSets.id))
  const rows = remember
    ? (await remember('stock:button-sets', () => select(eq(stockButtonSets.siteId, siteId)))).filter((set) => wanted.includes(set.id))
    : await select(and(eq(stockButtonSets.siteId, siteId), inArray(stockButtonSets.id, wanted)))
  return rows.map((s) => ({
    id: s.id,
    setup_type: s.setupType,
    reservation_fee: s.reservationFee,
    financing_options: s.financingOptions,
    buttons: s.buttons,
  }))
}

/**
 * spec 3 §7 GET /public_api/listing/{listingId}: a page of the list with its photos, the list and
 * the button sets included, and the facet counts in meta.
 */
export async function listingDocument(
  db: Db,
  siteId: number,
  listingKey: string,
  query: ListingQuery,
  remember?: Remember,
): Promise<ListingDocument | null> {
  const page = await queryListing(db, siteId, listingKey, query, { remember })
  if (!page) return null
  const sets = await buttonSetsOf(
    db,
    siteId,
    page.vehicles.map((v) => v.button_set_id),
    remember,
  )
  return {
    data: page.vehicles.map((v) => vehicleResource(v, page.listing.key)),
    included: included(page.vehicles, [page.listing], sets),
    meta: { ...page.meta, facets: page.facets },
  }
}

export interface LightDocument {
  data: { id: string; type: 'vehicle'; attributes: Omit<LightVehicle, 'id'> }[]
  meta: { total: number; page: number; items: number }
}

/** spec 3 §7 GET /public_api/listing/{listingId}/light: the same filters and paging, a few fields, no facets. */
export async function lightDocument(
  db: Db,
  siteId: number,
  listingKey: string,
  query: ListingQuery,
  remember?: Remember,
): Promise<LightDocument | null> {
  const page = await lightListing(db, siteId, listingKey, query, remember)
  if (!page) return null
  return {
    data: page.vehicles.map(({ id, ...attributes }) => ({ id: String(id), type: 'vehicle' as const, attributes })),
    meta: page.meta,
  }
}

export interface VehicleDocument {
  data: VehicleResource
  included: IncludedResource[]
  meta: { buttons: MetaButton[]; prices: MetaPrices }
}

/**
 * spec 3 §7 GET /public_api/listing/{listingId}/vehicle/{vehicleId}: `listingIds` may be several
 * list keys joined with commas (the showroom's publication lists, spec 3 §7 apiEndpoint). Null for
 * an unknown, hidden or retired vehicle, or one that none of the lists shows.
 */
export async function vehicleDocument(db: Db, siteId: number, listingIds: string, vehicleId: string): Promise<VehicleDocument | null> {
  const keys = splitListingIds(listingIds)
  if (keys.length === 0 || !/^[1-9]\d{0,9}$/.test(vehicleId)) return null
  const found = await findVehicle(db, siteId, keys, Number(vehicleId))
  if (!found) return null
  const set = found.buttonSet
  const setRecord: ButtonSetRecord | null = set && {
    id: set.id,
    setup_type: set.setup_type,
    reservation_fee: set.reservation_fee,
    financing_options: set.financing_options,
    buttons: set.buttons,
  }
  return {
    data: vehicleResource(found.vehicle, found.listings[0]?.key ?? null),
    included: included([found.vehicle], found.listings, setRecord ? [setRecord] : []),
    meta: { buttons: metaButtons(setRecord), prices: metaPrices(found.vehicle) },
  }
}

/** Comma-joined list keys (spec 3 §7 "publication list ids, comma-joined"), each once, at most 20. */
export function splitListingIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((k) => k.trim().toLowerCase())
        .filter((k) => k !== ''),
    ),
  ].slice(0, 20)
}

/**
 * spec 3 §7 Similar vehicles: the list's vehicles of one model, without the current one, at most
 * SIMILAR_VEHICLES_ITEMS_MAX; answered as a list document without facets' work when asked through
 * filter[nameplate_name_in] on the list call. Exposed for the server-side client.
 */
export async function similarDocument(
  db: Db,
  siteId: number,
  listingKey: string,
  vehicle: { id: number; nameplate_name: string },
  limit = SIMILAR_VEHICLES_ITEMS_MAX,
): Promise<Pick<ListingDocument, 'data' | 'included'> | null> {
  const listing = await findListing(db, siteId, listingKey)
  if (!listing) return null
  const vehicles = await similarVehicles(db, siteId, listingKey, vehicle, limit)
  const sets = await buttonSetsOf(
    db,
    siteId,
    vehicles.map((v) => v.button_set_id),
  )
  return {
    data: vehicles.map((v) => vehicleResource(v, listing.key)),
    included: included(vehicles, [{ key: listing.key, name: listing.name, disclaimers: listing.disclaimers }], sets),
  }
}

/** A list query read from URL parameters (for callers that hold a query string). */
export const listingQueryOf = (params: URLSearchParams) => parseListingQuery(params)

export { buttonSetResource }

// --- Brands and nameplates (spec 3 §7 GET /public_api/brands, /nameplates) -----------------------

const live = and(eq(stockVehicles.visible, true), isNull(stockVehicles.retiredAt))

/** The brands of the market's live stock, by name, with how many vehicles each has. */
export async function brandsDocument(db: Db, siteId: number) {
  const rows = await db
    .select({ name: stockVehicles.nameplateBrandName, count: sql<number>`count(*)`.mapWith(Number) })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.siteId, siteId), live))
    .groupBy(stockVehicles.nameplateBrandName)
    .orderBy(asc(stockVehicles.nameplateBrandName))
  return { data: rows.map((r) => ({ id: r.name, type: 'brand' as const, attributes: { name: r.name, vehicles_count: r.count } })) }
}

/** The nameplates (models) of the market's live stock, optionally of one brand, by brand and name. */
export async function nameplatesDocument(db: Db, siteId: number, brand?: string) {
  const rows = await db
    .select({
      name: stockVehicles.nameplateName,
      brand: stockVehicles.nameplateBrandName,
      modelGroup: sql<string | null>`min(${stockVehicles.nameplateModelGroup})`,
      externalCode: sql<string | null>`min(${stockVehicles.nameplateExternalCode})`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.siteId, siteId), live, brand ? eq(stockVehicles.nameplateBrandName, brand) : undefined))
    .groupBy(stockVehicles.nameplateBrandName, stockVehicles.nameplateName)
    .orderBy(asc(stockVehicles.nameplateBrandName), asc(stockVehicles.nameplateName))
  return {
    data: rows.map((r) => ({
      id: `${r.brand}:${r.name}`,
      type: 'nameplate' as const,
      attributes: {
        name: r.name,
        brand_name: r.brand,
        model_group: r.modelGroup,
        external_code: r.externalCode,
        vehicles_count: r.count,
      },
    })),
  }
}

// --- Showroom and order-online config (spec 3 §7 GET {ciApiRoot}/{site}/all?config_type=…) ------

export interface ConfigEntryRecord {
  id: number
  config_type: string
  state: string | null
  data: Record<string, unknown>
}

/** The market's config entries of these types, in the order they were made. */
export async function configEntries(db: Db, siteId: number, types: readonly string[]): Promise<ConfigEntryRecord[]> {
  if (types.length === 0) return []
  const rows = await db
    .select()
    .from(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, siteId), inArray(stockConfigEntries.configType, [...types])))
    .orderBy(asc(stockConfigEntries.id))
  return rows.map((r) => ({ id: r.id, config_type: r.configType, state: r.vehicleState, data: r.data }))
}

/** The market's publication lists (for the company config), by name. */
export async function listingsOf(db: Db, siteId: number) {
  const rows = await db
    .select({ key: stockListings.key, name: stockListings.name })
    .from(stockListings)
    .where(eq(stockListings.siteId, siteId))
    .orderBy(asc(stockListings.name))
  return rows.map((r) => ({ uuid: r.key, name: r.name }))
}
