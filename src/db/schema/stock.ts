import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { dealers } from './content.ts'
import { sites } from './sites.ts'

// The inventory service's data (spec 3 §3), per market. The stored shapes of the JSON columns are
// validated by src/stock before they are written (the db layer imports no feature, ADR 027).

const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' })
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** spec 3 §3 Price disclaimers: each of the three keys {enabled, description}. */
export interface StoredPriceDisclaimer {
  enabled: boolean
  description: string
}
export type StoredListingDisclaimers = Partial<Record<'purchase_price' | 'lease_price' | 'subscribe_price', StoredPriceDisclaimer>>

/** One photo of a vehicle (spec 3 §3 photos[]: normal, medium, hd, quarter_hd), in feed order. */
export interface StoredPhoto {
  sequence: number
  normal: string
  medium: string
  hd: string
  quarter_hd: string
}

/** spec 3 §3 Button. */
export interface StoredButton {
  button_type: string
  label: string
  target: string | null
  target_type: 'url' | 'embed' | 'phone' | 'email' | null
  target_action: 'modal' | 'new_tab' | null
}

/**
 * A publication list (spec 3 §3 "Included items of type 'listing' carry uuid and disclaimers"): the
 * stock list a block shows by its key (`ci_key_list`). Forced statuses and dealer codes narrow
 * every query of the list (spec 3 §7 forced_statuses, forced_dealer_codes).
 */
export const stockListings = pgTable(
  'stock_listings',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    key: uuid('key').notNull(),
    name: text('name').notNull(),
    disclaimers: jsonb('disclaimers').$type<StoredListingDisclaimers>().notNull().default({}),
    forcedStatuses: text('forced_statuses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    forcedDealerCodes: text('forced_dealer_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('stock_listings_site_key').on(t.siteId, t.key)],
)

/** spec 3 §3 "Included button sets carry setup_type, reservation_fee, financing_options" + buttons. */
export const stockButtonSets = pgTable(
  'stock_button_sets',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    /** The code a feed row names in its `button_set` column; unique per site. */
    code: text('code').notNull(),
    setupType: text('setup_type').notNull().default('standard'),
    reservationFee: doublePrecision('reservation_fee'),
    financingOptions: text('financing_options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    buttons: jsonb('buttons').$type<StoredButton[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('stock_button_sets_site_code').on(t.siteId, t.code)],
)

/**
 * The rank of a status in spec 3 §4's order (stock, available_soon, reserved, sold, in_production,
 * on_demand, delivery, demo), for sort=status. NOTE: the listing query orders by this very
 * expression so that the index below serves it; change both together (a new migration).
 */
export const STATUS_RANK = sql.raw(
  "CASE status WHEN 'stock' THEN 0 WHEN 'available_soon' THEN 1 WHEN 'reserved' THEN 2 WHEN 'sold' THEN 3 WHEN 'in_production' THEN 4 WHEN 'on_demand' THEN 5 WHEN 'delivery' THEN 6 WHEN 'demo' THEN 7 ELSE 8 END",
)

/**
 * The purchase price the price sorts order by: none when spec 3 §4 hides it (price_hidden with the
 * cash option on; the card says "price on request"), so such a car comes after the priced ones, as
 * one without a price does, instead of among them by the price it hides.
 */
export const SHOWN_PRICE = sql.raw(
  "CASE WHEN attributes->'price_hidden' = 'true'::jsonb AND 'cash' = ANY(financing_options) THEN NULL ELSE display_price END",
)

/**
 * A vehicle of a market's stock (spec 3 §3 "Vehicle, as received from the inventory service"). What
 * the listing filters and sorts on has a column; everything else of the record is in `attributes`
 * under its spec name. The VIN identifies a vehicle in a market: a feed upserts by it.
 */
export const stockVehicles = pgTable(
  'stock_vehicles',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    vin: text('vin').notNull(),
    state: text('state').notNull(),
    status: text('status').notNull(),
    nameplateBrandName: text('nameplate_brand_name').notNull(),
    nameplateName: text('nameplate_name').notNull(),
    nameplateModelGroup: text('nameplate_model_group'),
    nameplateExternalCode: text('nameplate_external_code'),
    productionYear: integer('production_year'),
    modelYear: integer('model_year'),
    mileage: integer('mileage'),
    power: integer('power'),
    numberOfSeats: integer('number_of_seats'),
    engineType: text('engine_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    transmission: text('transmission'),
    colorCanonical: text('color_canonical'),
    colorName: text('color_name'),
    msrpPrice: doublePrecision('msrp_price'),
    displayPrice: doublePrecision('display_price'),
    salePrice: doublePrecision('sale_price'),
    /** The keys of spec 3 §3 financing_options {cash, lease, rent} that are true. */
    financingOptions: text('financing_options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** owner_id as the feed gives it: the retailer's dealer code (ADR 066). */
    ownerId: text('owner_id'),
    /** The market's dealer whose code is owner_id, when there is one. */
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    buttonSetId: integer('button_set_id').references(() => stockButtonSets.id, { onDelete: 'set null' }),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    visible: boolean('visible').notNull().default(true),
    /** Set when a full feed of every list that held the vehicle no longer has it; never deleted. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stock_vehicles_site_vin').on(t.siteId, t.vin),
    // ADR 064: the sorts of the listing read the live vehicles of a market in order; a descending
    // sort keeps vehicles without the value last (NULLS LAST), which a backward scan cannot give.
    index('stock_vehicles_live_created')
      .on(t.siteId, t.createdAt, t.id)
      .where(sql`visible AND retired_at IS NULL`),
    index('stock_vehicles_live_production_year')
      .on(t.siteId, t.productionYear, t.id)
      .where(sql`visible AND retired_at IS NULL`),
    index('stock_vehicles_live_production_year_desc')
      .on(t.siteId, t.productionYear.desc(), t.id.desc())
      .where(sql`visible AND retired_at IS NULL`),
    index('stock_vehicles_live_mileage')
      .on(t.siteId, t.mileage, t.id)
      .where(sql`visible AND retired_at IS NULL`),
    index('stock_vehicles_live_mileage_desc')
      .on(t.siteId, t.mileage.desc(), t.id.desc())
      .where(sql`visible AND retired_at IS NULL`),
    index('stock_vehicles_live_shown_price')
      .on(t.siteId, sql`(${SHOWN_PRICE})`, t.id)
      .where(sql`visible AND retired_at IS NULL`),
    index('stock_vehicles_live_shown_price_desc')
      .on(t.siteId, sql`(${SHOWN_PRICE}) DESC NULLS LAST`, t.id.desc())
      .where(sql`visible AND retired_at IS NULL`),
    // sort=status: spec 3 §4's status order (STATUS_RANK above; the listing orders by it), newest first.
    index('stock_vehicles_live_status')
      .on(t.siteId, sql`(${STATUS_RANK})`, t.createdAt.desc(), t.id.desc())
      .where(sql`visible AND retired_at IS NULL`),
    // Similar vehicles and the fixed model of a block (filter[nameplate_name_eq]).
    index('stock_vehicles_live_nameplate')
      .on(t.siteId, t.nameplateName)
      .where(sql`visible AND retired_at IS NULL`),
    index('stock_vehicles_dealer').on(t.dealerId),
    index('stock_vehicles_button_set').on(t.buttonSetId),
  ],
)

/**
 * Which publication lists hold a vehicle (a vehicle may be in several). A full feed of a list
 * retires the rows of the vehicles it no longer holds (retired_at) instead of deleting them.
 */
export const stockListingVehicles = pgTable(
  'stock_listing_vehicles',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => stockListings.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => stockVehicles.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The last import that held the vehicle in this list (a full import retires the others). */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.vehicleId] }), index('stock_listing_vehicles_vehicle').on(t.vehicleId)],
)

export const STOCK_CONFIG_KINDS = ['showroom', 'order_online'] as const
export type StockConfigKind = (typeof STOCK_CONFIG_KINDS)[number]

/**
 * The showroom config (spec 3 §3: config_type additional, cash, lease, subscription) and the
 * order-online config (order_online, order_online_steps_page, … and their config_ variants) of a
 * market: entries {config_type, data}, optionally for one vehicle state.
 */
export const stockConfigEntries = pgTable(
  'stock_config_entries',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    kind: text('kind').$type<StockConfigKind>().notNull(),
    configType: text('config_type').notNull(),
    /** new, used, approved …; null: not state-specific (spec 3 §3 Showroom config). */
    vehicleState: text('vehicle_state'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('stock_config_entries_site_kind').on(t.siteId, t.kind, t.configType),
    check('stock_config_entries_kind', sql`${t.kind} IN ('showroom', 'order_online')`),
  ],
)
