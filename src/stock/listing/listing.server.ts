import { isDatabaseId } from '~/lib/integer-max.ts'
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, isNull, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { cacheLayerOn } from '~/lib/cache-layers.ts'
import type { Db } from '~/db/client.server.ts'
import {
  dealers,
  stockButtonSets,
  stockListings,
  stockListingVehicles,
  stockVehicles,
  SHOWN_PRICE,
  STATUS_RANK,
  type StoredButton,
  type StoredListingDisclaimers,
  type StoredPhoto,
} from '~/db/schema/index.ts'
import { matchBitset, pageOfOrder, positionsOf } from './order.ts'
import {
  CHECKBOX_FILTERS,
  CHECKBOX_KEYS,
  FACET_KEYS,
  RANGE_KEYS,
  SIMILAR_VEHICLES_ITEMS_MAX,
  type CheckboxKey,
  type FacetKey,
  type ListingQuery,
  type ListingSort,
  type RangeKey,
} from './query.ts'

/**
 * The vehicle list of a publication list (spec 3 §7 GET /public_api/listing/{listingId}, its light
 * variant and the single vehicle), read from the market's stock. A page costs two statements: the
 * page itself (ordered by an index where the sort has one) and the total with every facet count,
 * computed over the matching vehicles in one pass (ADR 064).
 */

type VehicleRow = typeof stockVehicles.$inferSelect
type ListingRow = typeof stockListings.$inferSelect

/** A publication list as the API shows it (spec 3 §3: listing uuid and disclaimers). */
export interface StockListing {
  id: number
  key: string
  name: string
  disclaimers: StoredListingDisclaimers
  forced_statuses: string[]
  forced_dealer_codes: string[]
}

/**
 * A vehicle as the inventory service received it (spec 3 §3), under the spec's field names: the
 * columns and every other attribute of the feed; `id` is the market's own vehicle id.
 */
export type StockVehicle = Record<string, unknown> & {
  id: number
  vin: string
  state: string
  status: string
  nameplate_brand_name: string
  nameplate_name: string
  nameplate_model_group: string | null
  nameplate_external_code: string | null
  production_year: number | null
  model_year: number | null
  mileage: number | null
  power: number | null
  number_of_seats: number | null
  engine_type: string[]
  transmission: string | null
  color_canonical: string | null
  color_name: string | null
  msrp_price: number | null
  display_price: number | null
  sale_price: number | null
  financing_options: { cash: boolean; lease: boolean; rent: boolean }
  owner_id: string | null
  dealer_id: number | null
  button_set_id: number | null
  photos: StoredPhoto[]
  created_at: string
  updated_at: string
}

export interface CheckboxFacetOption {
  value: string
  count: number
  /** The option's name where its value is a code: a dealer's name for owner_id (the value stays the code). */
  label?: string
}
/**
 * Facet counts, disjunctive: an option's count applies every other filter but not its own key, so
 * a visitor sees what choosing it would add. Selected values are listed even at 0. When the
 * filters leave no vehicle, every option of the list is listed (at 0 where choosing it would still
 * show none) and a range without vehicles spans the list's, so the filters stay there to loosen
 * (ADR 180).
 */
export interface ListingFacets {
  /** Only the keys asked for (every one by default). */
  checkbox: Partial<Record<CheckboxKey, CheckboxFacetOption[]>>
  range: Partial<Record<RangeKey, { min: number | null; max: number | null }>>
}

export interface ListingPage {
  listing: StockListing
  vehicles: StockVehicle[]
  meta: { total: number; page: number; items: number; pages: number; sort: ListingSort }
  facets: ListingFacets
}

export function toStockListing(row: ListingRow): StockListing {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    disclaimers: row.disclaimers,
    forced_statuses: row.forcedStatuses,
    forced_dealer_codes: row.forcedDealerCodes,
  }
}

export function toStockVehicle(row: VehicleRow): StockVehicle {
  return {
    ...row.attributes,
    id: row.id,
    vin: row.vin,
    state: row.state,
    status: row.status,
    nameplate_brand_name: row.nameplateBrandName,
    nameplate_name: row.nameplateName,
    nameplate_model_group: row.nameplateModelGroup,
    nameplate_external_code: row.nameplateExternalCode,
    production_year: row.productionYear,
    model_year: row.modelYear,
    mileage: row.mileage,
    power: row.power,
    number_of_seats: row.numberOfSeats,
    engine_type: row.engineType,
    transmission: row.transmission,
    color_canonical: row.colorCanonical,
    color_name: row.colorName,
    msrp_price: row.msrpPrice,
    display_price: row.displayPrice,
    sale_price: row.salePrice,
    financing_options: {
      cash: row.financingOptions.includes('cash'),
      lease: row.financingOptions.includes('lease'),
      rent: row.financingOptions.includes('rent'),
    },
    owner_id: row.ownerId,
    dealer_id: row.dealerId,
    button_set_id: row.buttonSetId,
    photos: row.photos,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The market's list with this key; null when there is none (the API answers 404). */
export async function findListing(db: Db, siteId: number, key: string): Promise<ListingRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(key)) return null
  const [row] = await db
    .select()
    .from(stockListings)
    .where(and(eq(stockListings.siteId, siteId), eq(stockListings.key, key.toLowerCase())))
  return row ?? null
}

const v = stockVehicles
const COLUMN = {
  nameplate_brand_name: v.nameplateBrandName,
  nameplate_model_group: v.nameplateModelGroup,
  nameplate_name: v.nameplateName,
  financing_options: v.financingOptions,
  state: v.state,
  engine_type: v.engineType,
  transmission: v.transmission,
  color_canonical: v.colorCanonical,
  color_name: v.colorName,
  status: v.status,
  owner_id: v.ownerId,
  number_of_seats: v.numberOfSeats,
  mileage: v.mileage,
  production_year: v.productionYear,
  model_year: v.modelYear,
  power: v.power,
  display_price: v.displayPrice,
  msrp_price: v.msrpPrice,
} as const
const ARRAY_KEYS: readonly CheckboxKey[] = ['financing_options', 'engine_type']

/** The vehicles a list shows at all: live members, visible, not retired, within its forced statuses and dealers. */
function scope(
  siteId: number,
  listing: ListingRow,
  query: Pick<ListingQuery, 'forcedStatuses' | 'forcedDealerCodes' | 'ownerDealerCodes' | 'nameplateNameEq' | 'nameplateBrandNameEq'>,
) {
  const conditions: SQL[] = [
    eq(v.siteId, siteId),
    eq(stockListingVehicles.listingId, listing.id),
    isNull(stockListingVehicles.retiredAt),
    eq(v.visible, true),
    isNull(v.retiredAt),
  ]
  for (const statuses of [listing.forcedStatuses, query.forcedStatuses])
    if (statuses.length > 0) conditions.push(inArray(v.status, statuses))
  for (const codes of [listing.forcedDealerCodes, query.forcedDealerCodes, query.ownerDealerCodes])
    if (codes.length > 0) conditions.push(inArray(v.ownerId, codes))
  if (query.nameplateNameEq !== undefined) conditions.push(eq(v.nameplateName, query.nameplateNameEq))
  if (query.nameplateBrandNameEq !== undefined) conditions.push(eq(v.nameplateBrandName, query.nameplateBrandNameEq))
  return conditions
}

/** One condition per active filter key (spec 3 §7 operators). */
function filterConditions(query: ListingQuery): Map<FacetKey, SQL> {
  const out = new Map<FacetKey, SQL>()
  for (const key of CHECKBOX_KEYS) {
    const selected = query.checkbox[key]
    if (!selected?.length) continue
    if (key === 'number_of_seats') out.set(key, inArray(v.numberOfSeats, selected.map(Number)))
    else if (ARRAY_KEYS.includes(key)) out.set(key, arrayOverlaps(COLUMN[key], selected))
    else out.set(key, inArray(COLUMN[key], selected))
  }
  for (const key of RANGE_KEYS) {
    const bounds = query.range[key]
    if (!bounds) continue
    const parts: SQL[] = []
    if (bounds.gteq !== undefined) parts.push(gte(COLUMN[key], bounds.gteq))
    if (bounds.lteq !== undefined) parts.push(lte(COLUMN[key], bounds.lteq))
    if (parts.length > 0) out.set(key, and(...parts)!)
  }
  return out
}

function orderBy(sort: ListingSort): SQL[] {
  const by = (column: AnyColumn, dir: 'asc' | 'desc') =>
    dir === 'asc' ? [sql`${column} ASC NULLS LAST`, asc(v.id)] : [sql`${column} DESC NULLS LAST`, sql`${v.id} DESC NULLS LAST`]
  switch (sort) {
    case 'productionYearAsc':
      return by(v.productionYear, 'asc')
    case 'productionYearDesc':
      return by(v.productionYear, 'desc')
    case 'createdAtAsc':
      return [asc(v.createdAt), asc(v.id)]
    case 'createdAtDesc':
      return [desc(v.createdAt), desc(v.id)]
    case 'mileageAsc':
      return by(v.mileage, 'asc')
    case 'mileageDesc':
      return by(v.mileage, 'desc')
    // The price a visitor sees, by the expression of the indexes stock_vehicles_live_shown_price*:
    // a price on request comes last in both directions.
    case 'priceAsc':
      return [sql`(${SHOWN_PRICE}) ASC NULLS LAST`, asc(v.id)]
    case 'priceDesc':
      return [sql`(${SHOWN_PRICE}) DESC NULLS LAST`, sql`${v.id} DESC NULLS LAST`]
    case 'status':
      // spec 3 §4's status order, by the expression of the index stock_vehicles_live_status.
      return [sql`(${STATUS_RANK})`, sql`${v.createdAt} DESC NULLS LAST`, sql`${v.id} DESC NULLS LAST`]
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** The facets grouped by value in one pass (GROUPING SETS); the two list-valued ones are counted per known option. */
const GROUPED_KEYS = CHECKBOX_KEYS.filter((key) => !ARRAY_KEYS.includes(key))
const ENUMERATED_ARRAYS = ARRAY_KEYS.map((key) => ({ key, options: CHECKBOX_FILTERS[key].values as readonly string[] }))

/**
 * The total and the disjunctive facet counts in ONE statement (ADR 064). Each active filter is a
 * flag. A vehicle failing two or more filters counts nowhere and is dropped at once. Those passing
 * every filter are grouped by every checkbox key in one pass (GROUPING SETS) and give the total,
 * the ranges' min and max and the counts of the list-valued keys' options (financing_options,
 * engine_type: the spec's enumerations); those failing exactly one filter add to that key's facet
 * only — which is what "every other filter but not its own key" means.
 */
async function facetCounts(db: Db, base: SQL[], filters: Map<FacetKey, SQL>, query: ListingQuery, wanted: readonly FacetKey[]) {
  const active = [...filters.keys()]
  const grouped = GROUPED_KEYS.filter((key) => wanted.includes(key))
  const flag = (key: FacetKey) => sql.raw(`f_${key}`)
  const name = (key: string) => sql.raw(`'${key}'`)
  const column = (key: string) => sql.raw(key)
  const flags = active.map((key) => sql`, (${filters.get(key)!}) AS ${flag(key)}`)
  const failed =
    active.length > 0
      ? sql.join(
          active.map((key) => sql`(NOT (${filters.get(key)!}))::int`),
          sql` + `,
        )
      : sql`0`
  const columns = sql.raw(['id', ...wanted].map((key) => `stock_vehicles.${key}`).join(', '))

  /** What the vehicles of `where` add to the ranges' and the list-valued keys' figures. */
  const figures = (keys: readonly FacetKey[]) =>
    sql`json_build_object(${sql.join(
      keys.map((key) =>
        (RANGE_KEYS as readonly string[]).includes(key)
          ? sql`${name(key)}, json_build_array(min(${column(key)}), max(${column(key)}))`
          : sql`${name(key)}, json_build_array(${sql.join(
              ENUMERATED_ARRAYS.find((a) => a.key === key)!.options.map(
                (option) => sql`count(*) FILTER (WHERE ${name(option)} = ANY(${column(key)}))`,
              ),
              sql`, `,
            )})`,
      ),
      sql`, `,
    )})::text`
  const figureKeys = [...RANGE_KEYS, ...ARRAY_KEYS].filter((key) => wanted.includes(key))

  const branches: SQL[] = [
    sql`SELECT '_all' AS facet, NULL::text AS value, count(*)::int AS n, ${figures(figureKeys)} AS figures FROM matching WHERE failed = 0`,
  ]
  if (grouped.length > 0)
    branches.push(sql`SELECT CASE ${sql.join(
      grouped.map((key) => sql`WHEN GROUPING(${column(key)}) = 0 THEN ${name(key)}`),
      sql` `,
    )} END AS facet,
      CASE ${sql.join(
        grouped.map((key) => sql`WHEN GROUPING(${column(key)}) = 0 THEN ${column(key)}::text`),
        sql` `,
      )} END AS value,
      count(*)::int, NULL
    FROM matching WHERE failed = 0
    GROUP BY GROUPING SETS (${sql.join(
      grouped.map((key) => sql`(${column(key)})`),
      sql`, `,
    )})`)
  for (const key of active.filter((k) => wanted.includes(k))) {
    const only = sql`NOT ${flag(key)}`
    if (GROUPED_KEYS.includes(key as CheckboxKey))
      branches.push(sql`SELECT ${name(key)}, ${column(key)}::text, count(*)::int, NULL FROM matching WHERE ${only} GROUP BY 2`)
    else branches.push(sql`SELECT ${name(`_only_${key}`)}, NULL, count(*)::int, ${figures([key])} FROM matching WHERE ${only}`)
  }
  const statement = sql`WITH matching AS MATERIALIZED (
      SELECT ${columns}${sql.join(flags, sql``)}, ${failed} AS failed
      FROM ${stockVehicles} INNER JOIN ${stockListingVehicles} ON ${stockListingVehicles.vehicleId} = ${stockVehicles.id}
      WHERE ${and(...base)}${active.length >= 2 ? sql` AND ${failed} <= 1` : sql``}
    )
    ${sql.join(branches, sql` UNION ALL `)}`
  const rows = rowsOf<{ facet: string; value: string | null; n: number | string; figures: string | null }>(await db.execute(statement))

  const counts = Object.fromEntries(CHECKBOX_KEYS.map((key) => [key, new Map<string, number>()])) as Record<
    CheckboxKey,
    Map<string, number>
  >
  const add = (key: CheckboxKey, value: string, n: number) => n > 0 && counts[key].set(value, (counts[key].get(value) ?? 0) + n)
  const range = Object.fromEntries(RANGE_KEYS.map((key) => [key, { min: null, max: null }])) as Record<
    RangeKey,
    { min: number | null; max: number | null }
  >
  let total = 0
  const addFigures = (text: string) => {
    for (const [key, values] of Object.entries(JSON.parse(text) as Record<string, (number | null)[]>)) {
      if ((RANGE_KEYS as readonly string[]).includes(key)) {
        const [min, max] = values as [number | null, number | null]
        const r = range[key as RangeKey]
        if (min !== null) r.min = r.min === null ? min : Math.min(r.min, min)
        if (max !== null) r.max = r.max === null ? max : Math.max(r.max, max)
      } else {
        const options = ENUMERATED_ARRAYS.find((a) => a.key === key)!.options
        options.forEach((option, i) => add(key as CheckboxKey, option, values[i] ?? 0))
      }
    }
  }
  for (const row of rows) {
    if (row.facet === '_all') total = Number(row.n)
    if (row.figures !== null) addFigures(row.figures)
    else if (row.value !== null && row.facet in counts) add(row.facet as CheckboxKey, row.value, Number(row.n))
  }
  const checkbox = Object.fromEntries(
    CHECKBOX_KEYS.filter((key) => wanted.includes(key)).map((key) => {
      for (const value of query.checkbox[key] ?? []) if (!counts[key].has(value)) counts[key].set(value, 0)
      return [key, [...counts[key]].map(([value, count]) => ({ value, count })).sort(optionOrder(key))]
    }),
  ) as ListingFacets['checkbox']
  const ranges = Object.fromEntries(
    RANGE_KEYS.filter((key) => wanted.includes(key)).map((key) => [key, range[key]]),
  ) as ListingFacets['range']
  return { total, facets: { checkbox, range: ranges } }
}

/**
 * Facet counts per database, list version and filters (ADR 064). The key holds the list's
 * updated_at, which every import (and every other write to a list's vehicles) sets, and which
 * each query reads afresh: an answer is never older than the last write, in any process.
 */
const facetCache = new WeakMap<Db, LRUCache<string, Awaited<ReturnType<typeof facetCounts>>>>()
export const FACET_CACHE_ENTRIES = 500

async function cachedFacetCounts(
  db: Db,
  listing: ListingRow,
  base: SQL[],
  filters: Map<FacetKey, SQL>,
  query: ListingQuery,
  wanted: readonly FacetKey[],
) {
  if (!cacheLayerOn('facets')) return facetCounts(db, base, filters, query, wanted)
  let cache = facetCache.get(db)
  if (!cache) facetCache.set(db, (cache = new LRUCache({ max: FACET_CACHE_ENTRIES })))
  const key = JSON.stringify([filterSetKey(listing, query), wanted])
  const hit = cache.get(key)
  if (hit) return hit
  const counted = await facetCounts(db, base, filters, query, wanted)
  cache.set(key, counted)
  return counted
}

/** A list version with a query's narrowing (filters, fixed model and brand, forced statuses and dealers): what a filter set's caches are keyed by. */
function filterSetKey(listing: ListingRow, query: ListingQuery): string {
  return JSON.stringify([
    listing.id,
    listing.updatedAt.getTime(),
    query.checkbox,
    query.range,
    query.nameplateNameEq,
    query.nameplateBrandNameEq,
    query.forcedStatuses,
    query.forcedDealerCodes,
    query.ownerDealerCodes,
  ])
}

/** Options in the spec's enumeration order where there is one, numbers numerically, else by name. */
function optionOrder(key: CheckboxKey) {
  const known = CHECKBOX_FILTERS[key].values
  if (known === 'integer') return (a: CheckboxFacetOption, b: CheckboxFacetOption) => Number(a.value) - Number(b.value)
  if (known !== null) {
    const rank = (o: CheckboxFacetOption) => {
      const i = (known as readonly string[]).indexOf(o.value)
      return i < 0 ? known.length : i
    }
    return (a: CheckboxFacetOption, b: CheckboxFacetOption) => rank(a) - rank(b) || a.value.localeCompare(b.value)
  }
  return (a: CheckboxFacetOption, b: CheckboxFacetOption) => a.value.localeCompare(b.value)
}

/**
 * One page of a publication list with its total and facet counts (spec 3 §7 list call). Null when
 * the market has no list with that key.
 *
 * `options.facets` names the filter keys whose facets are wanted (a block shows only the filters
 * its editor turned on, spec 3 §2); by default every one. Fewer facets, less work.
 *
 * @example
 * const page = await queryListing(db, siteId, key, parseListingQuery(url.searchParams), { facets: ['state', 'mileage'] })
 */
export async function queryListing(
  db: Db,
  siteId: number,
  listingKey: string,
  query: ListingQuery,
  options: { facets?: readonly FacetKey[]; remember?: Remember } = {},
): Promise<ListingPage | null> {
  const wanted = FACET_KEYS.filter((key) => (options.facets ?? FACET_KEYS).includes(key))
  const remember = options.remember ?? readNow
  const opened = await openListing(db, siteId, listingKey, query, options.remember ?? null)
  if (!opened) return null
  const { listing, base, filters } = opened
  const [rows, counted] = await Promise.all([
    // NOTE: on PostgreSQL the two run at once on two connections; PGlite runs them in turn.
    pageRows(opened, (ids) =>
      db
        .select()
        .from(stockVehicles)
        .where(inArray(v.id, ids))
        .orderBy(...orderBy(query.sort)),
    ),
    cachedFacetCounts(db, listing, base, filters, query, wanted),
  ])
  const facets =
    counted.total === 0 && filters.size > 0
      ? withListOptions(
          counted.facets,
          (await cachedFacetCounts(db, listing, base, new Map(), { ...query, checkbox: {}, range: {} }, wanted)).facets,
        )
      : counted.facets
  return {
    listing: toStockListing(listing),
    vehicles: rows.map(toStockVehicle),
    meta: {
      total: counted.total,
      page: query.page,
      items: query.items,
      pages: Math.ceil(counted.total / query.items),
      sort: query.sort,
    },
    facets: await withDealerNames(db, siteId, facets, remember),
  }
}

/**
 * The facets of a filter set that leaves no vehicle, with the list's own (`whole`, no filters):
 * its options the counts lack, at 0, and its span where a range has none (ADR 180).
 */
function withListOptions(facets: ListingFacets, whole: ListingFacets): ListingFacets {
  const checkbox = Object.fromEntries(
    Object.entries(facets.checkbox).map(([key, options]) => {
      const listed = new Set(options.map((o) => o.value))
      const added = (whole.checkbox[key as CheckboxKey] ?? []).filter((o) => !listed.has(o.value)).map((o) => ({ ...o, count: 0 }))
      return [key, [...options, ...added].sort(optionOrder(key as CheckboxKey))]
    }),
  ) as ListingFacets['checkbox']
  const range = Object.fromEntries(
    Object.entries(facets.range).map(([key, span]) => [key, span.min === null ? (whole.range[key as RangeKey] ?? span) : span]),
  ) as ListingFacets['range']
  return { checkbox, range }
}

/**
 * Reads what changes only with the market's content revision once per revision (the content
 * service's `remember`; every stock and dealer write bumps it, ADR 088): the API's callers pass it,
 * so a warm list request runs only its page's statement. Without it, every read is made.
 */
export type Remember = <T>(key: string, compute: () => Promise<T>) => Promise<T>
const readNow: Remember = (_key, compute) => compute()

/**
 * The dealer facet names its options: owner_id values are dealer codes (ADR 066), and a visitor
 * filters by the retailer's name — the market's dealer of that code, by name; a code without a
 * dealer keeps no label (and comes last). The cached counts are not changed: a renamed dealer shows at once.
 */
async function withDealerNames(db: Db, siteId: number, facets: ListingFacets, remember: Remember): Promise<ListingFacets> {
  const options = facets.checkbox.owner_id
  if (!options || options.length === 0) return facets
  const rows = await remember('stock:dealer-names', () =>
    db.select({ code: dealers.code, name: dealers.name }).from(dealers).where(eq(dealers.siteId, siteId)),
  )
  const names = new Map(rows.map((row) => [row.code, row.name.trim()]))
  const labelled = options.map((option) => (names.get(option.value) ? { ...option, label: names.get(option.value)! } : option))
  labelled.sort(
    (a, b) =>
      Number(!a.label) - Number(!b.label) || (a.label ?? a.value).localeCompare(b.label ?? b.value) || a.value.localeCompare(b.value),
  )
  return { ...facets, checkbox: { ...facets.checkbox, owner_id: labelled } }
}

/** A vehicle of the light list (spec 3 §7 /light): enough for a card's link and a saved-vehicles check. */
export interface LightVehicle {
  id: number
  vin: string
  state: string
  status: string
  nameplate_name: string
  production_year: number | null
  display_price: number | null
  cover_photo: string | null
}

/** The light variant of the list: the same filters, sort and paging, no facets (one statement). */
export async function lightListing(
  db: Db,
  siteId: number,
  listingKey: string,
  query: ListingQuery,
  remember?: Remember,
): Promise<{ vehicles: LightVehicle[]; meta: { total: number; page: number; items: number } } | null> {
  const opened = await openListing(db, siteId, listingKey, query, remember ?? null)
  if (!opened) return null
  const { listing, base, filters } = opened
  // As queryListing: the page's rows; the total from the counts' cache (no facets), not a window
  // count, which read and joined every match (its photos too) before the limit.
  const [vehicles, counted] = await Promise.all([
    pageRows(opened, (ids) =>
      db
        .select({
          id: v.id,
          vin: v.vin,
          state: v.state,
          status: v.status,
          nameplate_name: v.nameplateName,
          production_year: v.productionYear,
          display_price: v.displayPrice,
          cover_photo: sql<string | null>`${v.photos}->0->>'medium'`,
        })
        .from(stockVehicles)
        .where(inArray(v.id, ids))
        .orderBy(...orderBy(query.sort)),
    ),
    cachedFacetCounts(db, listing, base, filters, query, []),
  ])
  return { vehicles, meta: { total: counted.total, page: query.page, items: query.items } }
}

/**
 * The market's list with this key. With `remember`, the market's lists are read once per content
 * revision as one entry, so keys nobody has (a visitor can send any) add nothing to the cache.
 */
async function listingOf(db: Db, siteId: number, key: string, remember: Remember | null): Promise<ListingRow | null> {
  if (!remember) return findListing(db, siteId, key)
  const lists = await remember('stock:listings', () => db.select().from(stockListings).where(eq(stockListings.siteId, siteId)))
  return lists.find((list) => list.key === key.toLowerCase()) ?? null
}

/**
 * What both list calls start from: the list (once per content revision with `remember`), the
 * query's scope and filters, and its page's ids, asked for at once (ADR 093).
 */
async function openListing(db: Db, siteId: number, listingKey: string, query: ListingQuery, remember: Remember | null) {
  const listing = await listingOf(db, siteId, listingKey, remember)
  if (!listing) return null
  const base = scope(siteId, listing, query)
  const filters = filterConditions(query)
  return { listing, base, filters, ids: pageIds(db, siteId, listing, base, filters, query) }
}

/** The page's rows, read by `read` from its ids; none without a statement for an empty page. */
async function pageRows<T>(opened: { ids: Promise<number[]> }, read: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  const ids = await opened.ids
  return ids.length === 0 ? [] : read(ids)
}

/**
 * The ids of the query's page (ADR 093). Walking a sort index with a filter is fast while matches
 * are spread along it, and slow when the filter and the sort go together (manual gearboxes among
 * the cheapest cars, price descending: 93,000 index entries read for 24 vehicles, 67 ms at 100,000)
 * — the planner cannot know. So the list's live vehicles in each sort order and each filter set's
 * matches are read once per list version (keyed, as the counts, by the list's updated_at, which
 * every write of its vehicles sets) and kept; a page is then a walk in memory.
 */
async function pageIds(db: Db, siteId: number, listing: ListingRow, base: SQL[], filters: Map<FacetKey, SQL>, query: ListingQuery) {
  const version = `${listing.id}:${listing.updatedAt.getTime()}`
  const listScope = scope(siteId, listing, NO_QUERY_SCOPE)
  const orders = cacheLayerOn('sort-orders') ? orderCacheOf(db) : null
  const ids = await kept(orders, `${version}:ids`, () => liveIds(db, listScope, [asc(v.id)]))
  const order = await kept(orders, `${version}:${query.sort}`, async () =>
    positionsOf(ids!, await liveIds(db, listScope, orderBy(query.sort))),
  )
  // The block's fixed model, forced statuses and dealers and a postcode search narrow the list as filters do.
  const narrowed = base.length > listScope.length || filters.size > 0
  const bits = narrowed
    ? await kept(cacheLayerOn('matches') ? matchCacheOf(db) : null, filterSetKey(listing, query), async () =>
        matchBitset(ids!, await liveIds(db, [...base, ...filters.values()], [asc(v.id)])),
      )
    : null
  return pageOfOrder(ids!, order!, bits ?? null, (query.page - 1) * query.items, query.items)
}

const NO_QUERY_SCOPE = { forcedStatuses: [], forcedDealerCodes: [], ownerDealerCodes: [] }

/** `read`'s value through `cache` (one read for concurrent misses), or read afresh when the layer is switched off. */
const kept = <T extends ArrayBufferView>(cache: LRUCache<string, T, () => Promise<T>> | null, key: string, read: () => Promise<T>) =>
  cache ? cache.fetch(key, { context: read }) : read()

/** The ids of the list's live vehicles meeting `conditions`, in `order`. */
async function liveIds(db: Db, conditions: SQL[], order: SQL[]): Promise<Int32Array> {
  const rows = await db
    .select({ id: v.id })
    .from(stockVehicles)
    .innerJoin(stockListingVehicles, eq(stockListingVehicles.vehicleId, stockVehicles.id))
    .where(and(...conditions))
    .orderBy(...order)
  return Int32Array.from(rows, (row) => row.id)
}

/**
 * Per database (a process may hold PGlite and a PostgreSQL pool in tests), bounded by bytes: a
 * list of 100,000 vehicles costs 400 KB for its ids and as much per sort in use; a filter set's
 * matches one bit per vehicle (12.5 KB), its key and the entry's own objects counted too
 * (`cachedBytes`). Concurrent misses of one key share one read (fetch).
 */
const orderCacheOf = bytesCachePerDb<Int32Array>(48 * 1024 * 1024)
const matchCacheOf = bytesCachePerDb<Uint8Array>(16 * 1024 * 1024)

/**
 * What an entry of a bytes-bounded cache holds: its typed array's bytes, its key (two bytes a
 * character at most) and about 300 bytes of objects around them (the array and its buffer, the
 * cache's slots). Counting the array alone let a small list's 38-byte match sets pass 400,000
 * entries under 16 MB, their keys and objects some 200 MB more.
 */
export const cachedBytes = (value: ArrayBufferView, key: string) => value.byteLength + 2 * key.length + 300

function bytesCachePerDb<T extends ArrayBufferView>(maxSize: number) {
  const caches = new WeakMap<Db, LRUCache<string, T, () => Promise<T>>>()
  return (db: Db) => {
    let cache = caches.get(db)
    if (!cache)
      caches.set(
        db,
        (cache = new LRUCache<string, T, () => Promise<T>>({
          maxSize,
          sizeCalculation: cachedBytes,
          fetchMethod: (_key, _stale, { context }) => context(),
        })),
      )
    return cache
  }
}

/** spec 3 §3 button set, as included with a single vehicle. */
export interface StockButtonSet {
  id: number
  code: string
  setup_type: string
  reservation_fee: number | null
  financing_options: string[]
  buttons: StoredButton[]
}

export interface FoundVehicle {
  vehicle: StockVehicle
  /** The lists among those asked that hold it (the showroom's publicationLists), with their disclaimers. */
  listings: StockListing[]
  buttonSet: StockButtonSet | null
}

/**
 * One vehicle, when one of the lists `listingKeys` shows it (spec 3 §7 single vehicle; the
 * showroom names one or more list keys). Null otherwise: unknown, retired, hidden, or outside a
 * list's forced statuses or dealers.
 */
export async function findVehicle(db: Db, siteId: number, listingKeys: readonly string[], vehicleId: number): Promise<FoundVehicle | null> {
  const keys = listingKeys.map((k) => k.toLowerCase()).filter((k) => /^[0-9a-f-]{36}$/.test(k))
  if (keys.length === 0 || !isDatabaseId(vehicleId)) return null
  const rows = await db
    .select({ vehicle: stockVehicles, listing: stockListings, buttonSet: stockButtonSets })
    .from(stockVehicles)
    .innerJoin(stockListingVehicles, eq(stockListingVehicles.vehicleId, stockVehicles.id))
    .innerJoin(stockListings, eq(stockListings.id, stockListingVehicles.listingId))
    .leftJoin(stockButtonSets, eq(stockButtonSets.id, stockVehicles.buttonSetId))
    .where(
      and(
        eq(v.siteId, siteId),
        eq(v.id, vehicleId),
        eq(v.visible, true),
        isNull(v.retiredAt),
        isNull(stockListingVehicles.retiredAt),
        eq(stockListings.siteId, siteId),
        inArray(stockListings.key, keys),
      ),
    )
  const shown = rows.filter(
    ({ vehicle, listing }) =>
      (listing.forcedStatuses.length === 0 || listing.forcedStatuses.includes(vehicle.status)) &&
      (listing.forcedDealerCodes.length === 0 || (vehicle.ownerId !== null && listing.forcedDealerCodes.includes(vehicle.ownerId))),
  )
  const first = shown[0]
  if (!first) return null
  const set = first.buttonSet
  return {
    vehicle: toStockVehicle(first.vehicle),
    listings: shown.map((r) => toStockListing(r.listing)).sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key)),
    buttonSet: set
      ? {
          id: set.id,
          code: set.code,
          setup_type: set.setupType,
          reservation_fee: set.reservationFee,
          financing_options: set.financingOptions,
          buttons: set.buttons,
        }
      : null,
  }
}

/**
 * Similar vehicles (spec 3 §2, §5, §7): the list's vehicles of the same model (nameplate_name),
 * without the vehicle itself, newest first, at most SIMILAR_VEHICLES_ITEMS_MAX.
 */
export async function similarVehicles(
  db: Db,
  siteId: number,
  listingKey: string,
  vehicle: { id: number; nameplate_name: string },
  limit: number = SIMILAR_VEHICLES_ITEMS_MAX,
  /** Without sold cars, before the limit: a strip that links only to pages a visitor can open fills up. */
  options: { forSale?: boolean } = {},
): Promise<StockVehicle[]> {
  const listing = await findListing(db, siteId, listingKey)
  if (!listing) return []
  const rows = await db
    .select({ vehicle: stockVehicles })
    .from(stockVehicles)
    .innerJoin(stockListingVehicles, eq(stockListingVehicles.vehicleId, stockVehicles.id))
    .where(
      and(
        ...scope(siteId, listing, { forcedStatuses: [], forcedDealerCodes: [], ownerDealerCodes: [] }),
        eq(v.nameplateName, vehicle.nameplate_name),
        ne(v.id, vehicle.id),
        options.forSale ? ne(v.status, 'sold') : undefined,
      ),
    )
    .orderBy(desc(v.createdAt), desc(v.id))
    .limit(Math.max(0, Math.min(SIMILAR_VEHICLES_ITEMS_MAX, Math.floor(limit))))
  return rows.map((r) => toStockVehicle(r.vehicle))
}
