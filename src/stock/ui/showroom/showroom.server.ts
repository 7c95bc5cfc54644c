import { isDatabaseId } from '~/lib/integer-max.ts'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { marketMileageUnit } from '../../rules/units.ts'
import type { Db } from '~/db/client.server.ts'
import { dealers, locations, stockConfigEntries, stockListings, stockListingVehicles, stockVehicles } from '~/db/schema/index.ts'
import { sanitizeHtml } from '~/lib/sanitize.ts'
import { marketPageCategory } from '~/settings/market-page-category.ts'
import { readJson, settingValue, type SettingMap, type Warn } from '~/settings/settings.ts'
import { readSetting } from '~/settings/keys.ts'
import { findVehicle, similarVehicles } from '../../listing/listing.server.ts'
import { backButtonLists, backButtonTarget, defaultBackButtonLists, stockPagePath } from '../../rules/back-button.ts'
import { priceDisclaimersSchema } from '../../rules/disclaimer-settings.ts'
import { reverseCalculatorSettings } from '../../rules/finance-settings.ts'
import { postcodeSearchFromQuery, postcodeSearchMode } from '../../rules/postcode-search.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import { marketStockTexts } from '../../texts/market.ts'
import { driveAwayState, stockMarketOf } from '../../rules/prices.ts'
import { groupModalContent, showroomConfigFor, usableItems, type FinanceItem } from '../../rules/showroom-config.ts'
import { omittedSlugBrand, showroomPath, showroomVehicleId } from '../../rules/vehicle-identity.ts'
import {
  normaliseShowroomVehicle,
  similarCard,
  type FinanceSection,
  type RawVehicle,
  type ShowroomResult,
  type SpecificationVariant,
} from './showroom.ts'
import { pathInMarket } from '~/sites/sites.ts'

export type { FinanceSection, ShowroomPage, ShowroomResult, SpecificationVariant } from './showroom.ts'

/**
 * The showroom page's data (spec 3 §2 Showroom screen, §4 Showroom initialisation): the vehicle of
 * the path's id in the market's lists, normalised, with its finance content, back button and
 * similar vehicles; or why there is none (404 unknown, 410 sold or retired) with similar stock;
 * or the canonical slug to redirect to. Decisions in ADR 076.
 */

/** The route name of the showroom (spec 3 §2 routes table); it renders no CMS page meta tags. */
export const SHOWROOM_ROUTE = 'stock-locator-preview'

export interface ShowroomRequest {
  siteId: number
  settings: SettingMap
  /** The route's :slug parameter, `{slug}-{id}`. */
  slugParam: string
  url: URL
  /** The market's base path ('/' or '/ar'): redirects and links are under it. */
  basePath: string
  warn?: Warn
}

const FINANCE_TITLES = { cash: 'Cash', lease: 'Lease', subscription: 'Subscription' } as const
/** The states the mini finance calculator is shown for (spec 3 §2). */
const CALCULATOR_STATES = new Set(['new', 'used', 'approved'])

/** A sold vehicle's page is gone (410), so the similar strip does not link to one (ADR 076). */
const FOR_SALE = { forSale: true }

/** The publication list keys of a `?list=` query: repeated or comma-separated. */
export function listKeysOf(url: URL): string[] {
  return [
    ...new Set(
      url.searchParams
        .getAll('list')
        .flatMap((value) => value.split(','))
        .map((key) => key.trim().toLowerCase())
        .filter((key) => /^[0-9a-f-]{36}$/.test(key)),
    ),
  ]
}

/** Prefixes a site path with the market's base path. */

/** The keys of the market's lists that hold the vehicle now, oldest list first. */
async function listsHolding(db: Db, siteId: number, vehicleId: number): Promise<string[]> {
  const rows = await db
    .select({ key: stockListings.key })
    .from(stockListingVehicles)
    .innerJoin(stockListings, eq(stockListings.id, stockListingVehicles.listingId))
    .where(and(eq(stockListings.siteId, siteId), eq(stockListingVehicles.vehicleId, vehicleId), isNull(stockListingVehicles.retiredAt)))
    .orderBy(asc(stockListings.id))
  return rows.map((row) => row.key)
}

/** The lists that ever held the vehicle (for the similar stock of a retired one). */
async function listsEverHolding(db: Db, siteId: number, vehicleId: number): Promise<string[]> {
  const rows = await db
    .select({ key: stockListings.key })
    .from(stockListingVehicles)
    .innerJoin(stockListings, eq(stockListings.id, stockListingVehicles.listingId))
    .where(and(eq(stockListings.siteId, siteId), eq(stockListingVehicles.vehicleId, vehicleId)))
    .orderBy(asc(stockListings.id))
  return rows.map((row) => row.key)
}

/** spec 3 §3 Showroom config: the market's entries, the vehicle state's map, each finance type's usable items. */
export async function financeSections(db: Db, siteId: number, vehicleState: string): Promise<FinanceSection[]> {
  const rows = await db
    .select()
    .from(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, siteId), eq(stockConfigEntries.kind, 'showroom')))
    .orderBy(asc(stockConfigEntries.id))
  const config = showroomConfigFor(
    rows.map((row) => ({ config_type: row.configType, state: row.vehicleState, data: row.data })),
    vehicleState,
  )
  return (['cash', 'lease', 'subscription'] as const).flatMap((type) => {
    const data = config[type] as Record<string, unknown> | undefined
    if (!data || typeof data !== 'object') return []
    // HTML editors enter is sanitised on render (ARCHITECTURE.md); the page writes it as it is.
    const clean = (items: FinanceItem[]) => items.map((item) => (item.type === 'html' ? { ...item, html: sanitizeHtml(item.html) } : item))
    const section = {
      type,
      title: typeof data.title === 'string' && data.title.trim() ? data.title.trim() : FINANCE_TITLES[type],
      accordion: clean(usableItems(data.accordion_content)),
      popup: clean(usableItems(data.popup_content)),
      modal: groupModalContent(clean(usableItems(data.modal_content))),
    }
    const empty = !section.accordion.length && !section.popup.length && !Object.values(section.modal).some((items) => items.length)
    return empty ? [] : [section]
  })
}

/** spec 3 §2: the specification variant, setting stock_locator.showroom_specification ('accordion'; else the list). */
export const specificationVariant = (settings: SettingMap): SpecificationVariant =>
  settingValue(settings, 'stock_locator.showroom_specification')?.trim().toLowerCase() === 'accordion' ? 'accordion' : 'list'

/**
 * The location (forms back office) of the vehicle's retailer, its owner (spec 3 §3 owner_id, a
 * dealer code): the showroom's forms send their leads there, so they are routed to that dealer
 * (ADR 053 Routing, ADR 105). Null when the retailer has no location; the lead then goes to the
 * form's recipients.
 */
export async function retailerLocation(db: Db, siteId: number, ownerId: unknown): Promise<number | null> {
  if (typeof ownerId !== 'string' || ownerId.trim() === '') return null
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(dealers, eq(dealers.id, locations.dealerId))
    .where(and(eq(locations.siteId, siteId), eq(dealers.siteId, siteId), eq(dealers.code, ownerId.trim())))
    .orderBy(asc(locations.id))
    .limit(1)
  return row?.id ?? null
}

/**
 * spec 3 §2, §4: the showroom page of `/showroom/{slug}-{id}`.
 *
 * @example const result = await loadShowroom(db, { siteId, settings, slugParam: 'new-ridge-42', url, basePath: '/' })
 */
export async function loadShowroom(db: Db, request: ShowroomRequest): Promise<ShowroomResult> {
  const { siteId, settings, url, basePath } = request
  const warn = request.warn ?? (() => {})
  const priceFormat = stockPriceFormat(settings, warn)
  const market = stockMarketOf(settingValue(settings, 'stock_locator.market'))
  const slug = { omittedBrand: omittedSlugBrand(settings) }
  const stockPage = stockPagePath(settings)
  const language = readSetting(settings, 'general.language')
  const texts = marketStockTexts(settings)
  const card = (vehicle: RawVehicle) => {
    const c = similarCard(vehicle, { market, slug, texts })
    return { ...c, href: pathInMarket(basePath, c.href) }
  }

  const idText = showroomVehicleId(request.slugParam)
  const id = idText === null ? NaN : Number(idText)
  const [row] = isDatabaseId(id)
    ? await db
        .select()
        .from(stockVehicles)
        .where(and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.id, id)))
    : []
  if (!row) return { kind: 'not-found', model: null, similar: [], stockPage, priceFormat }

  const asked = listKeysOf(url)
  const holding = await listsHolding(db, siteId, row.id)
  let found = asked.length > 0 ? await findVehicle(db, siteId, asked, row.id) : null
  // A link from another list (or none) still finds the vehicle in the market's lists (ADR 076).
  found ??= holding.length > 0 ? await findVehicle(db, siteId, holding, row.id) : null

  if (!found || row.status === 'sold') {
    // spec 3 §2 similar vehicles, for a page that is gone: the same model, from its lists.
    const lists = holding.length > 0 ? holding : await listsEverHolding(db, siteId, row.id)
    const similar = lists[0]
      ? await similarVehicles(db, siteId, lists[0], { id: row.id, nameplate_name: row.nameplateName }, undefined, FOR_SALE)
      : []
    return { kind: 'gone', model: row.nameplateName, similar: similar.map(card), stockPage, priceFormat }
  }

  const vehicle = found.vehicle
  const canonical = showroomPath(vehicle as Parameters<typeof showroomPath>[0], slug)
  if (`/showroom/${request.slugParam}` !== canonical) {
    return { kind: 'redirect', location: pathInMarket(basePath, canonical) + url.search }
  }

  const search = postcodeSearchFromQuery(url.searchParams)
  const globalDisclaimers = readJson(settings, 'stock_locator.price_disclaimers', priceDisclaimersSchema, {}, warn)
  const normalised = normaliseShowroomVehicle(
    { vehicle: vehicle as RawVehicle, listings: found.listings, buttonSet: found.buttonSet },
    {
      market,
      globalDisclaimers,
      driveAwayState: driveAwayState({ mode: postcodeSearchMode(search), state: search.state }, vehicle.owner_state as string | null),
      postcodeSearch: postcodeSearchMode(search) !== null,
      slug,
      currencyIso: priceFormat.currencyIso,
      mileageUnit: marketMileageUnit(settingValue(settings, 'general.language')),
      language,
    },
  )
  const withBase = (href: string) => pathInMarket(basePath, href)
  if (normalised.reservation) normalised.reservation.href = withBase(normalised.reservation.href)
  for (const button of [...normalised.buttons.primary, ...normalised.buttons.secondary])
    if (button.action.kind === 'custom' || button.action.kind === 'url') button.action.href = withBase(button.action.href)
  normalised.link = withBase(normalised.link)

  const sourceListKey = found.listings[0]!.key
  const lists = backButtonLists(settingValue(settings, 'sl.back_button'), defaultBackButtonLists(normalised.publicationLists, stockPage))
  if (lists.error) warn(lists.error)
  const back = backButtonTarget(lists.value, sourceListKey, stockPage)

  const [finance, similar, retailerLocationId] = await Promise.all([
    financeSections(db, siteId, vehicle.state),
    similarVehicles(db, siteId, sourceListKey, vehicle, undefined, FOR_SALE),
    retailerLocation(db, siteId, vehicle.owner_id),
  ])
  return {
    kind: 'found',
    page: {
      vehicle: normalised,
      sourceListKey,
      specificationVariant: specificationVariant(settings),
      priceFormat,
      finance,
      calculator: CALCULATOR_STATES.has(vehicle.state) ? reverseCalculatorSettings(settings, warn) : null,
      backButton: { ...back, path: withBase(back.path) },
      similar: similar.map(card),
      retailerLocationId,
      language,
      category: marketPageCategory(settings, { routeName: SHOWROOM_ROUTE, url }, warn),
    },
  }
}

/**
 * One vehicle of the market's lists as the showroom normalises it (its reservation info, prices,
 * retailer), for the order-online journey (spec 3 §4: "the vehicle is stored"): null when the
 * market has no such live vehicle. `status` is the stored one (reserved and sold included).
 */
export async function loadListedVehicle(db: Db, request: { siteId: number; settings: SettingMap; vehicleId: number; basePath: string }) {
  const { siteId, settings, vehicleId, basePath } = request
  // The vehicle and its lists in parallel (a round trip fewer on PostgreSQL): both by its id.
  const [[row], holding] = await Promise.all([
    db
      .select({ id: stockVehicles.id, status: stockVehicles.status, vin: stockVehicles.vin })
      .from(stockVehicles)
      .where(and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.id, vehicleId))),
    listsHolding(db, siteId, vehicleId),
  ])
  if (!row) return null
  const found = holding.length > 0 ? await findVehicle(db, siteId, holding, row.id) : null
  if (!found) return null
  const priceFormat = stockPriceFormat(settings)
  const vehicle = normaliseShowroomVehicle(
    { vehicle: found.vehicle as RawVehicle, listings: found.listings, buttonSet: found.buttonSet },
    {
      market: stockMarketOf(settingValue(settings, 'stock_locator.market')),
      slug: { omittedBrand: omittedSlugBrand(settings) },
      currencyIso: priceFormat.currencyIso,
      mileageUnit: marketMileageUnit(settingValue(settings, 'general.language')),
      language: readSetting(settings, 'general.language'),
    },
  )
  vehicle.link = pathInMarket(basePath, vehicle.link)
  return { vehicle, status: row.status, vin: row.vin, state: String(found.vehicle.state), listKey: found.listings[0]!.key, priceFormat }
}

/** The VIN and model of the market's vehicle with this id, or null (ADR 126: the language switch). */
export async function marketVehicleOf(db: Db, siteId: number, id: number): Promise<{ vin: string; model: string } | null> {
  const [row] = await db
    .select({ vin: stockVehicles.vin, model: stockVehicles.nameplateName })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.id, id)))
  return row ?? null
}

/**
 * The path inside market `siteId` of the showroom page of the vehicle with this VIN, when that
 * market shows it (live in one of its lists, not sold); else null (ADR 126: the language switch
 * then goes to its listing of the model).
 */
export async function showroomPathByVin(db: Db, target: { siteId: number; settings: SettingMap }, vin: string): Promise<string | null> {
  const { siteId, settings } = target
  const [row] = await db
    .select({ id: stockVehicles.id, status: stockVehicles.status })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.vin, vin)))
  if (!row || row.status === 'sold') return null
  const holding = await listsHolding(db, siteId, row.id)
  const found = holding.length > 0 ? await findVehicle(db, siteId, holding, row.id) : null
  return found ? showroomPath(found.vehicle as Parameters<typeof showroomPath>[0], { omittedBrand: omittedSlugBrand(settings) }) : null
}
