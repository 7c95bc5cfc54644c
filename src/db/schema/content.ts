import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { sites } from './sites.ts'

const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' })
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** spec 1 §3 Page. Paths are stored with one leading slash ('/', '/models/e5'). */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    path: text('path').notNull(),
    pageType: text('page_type').notNull().default('page'),
    title: text('title'),
    enabled: boolean('enabled').notNull().default(true),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    canonicalUrl: text('canonical_url'),
    disableSeoTracking: boolean('disable_seo_tracking').notNull().default(false),
    externalMetaImage: text('external_meta_image'),
    imageId: integer('image_id'),
    type: text('type'),
    to: text('to'),
    httpCode: integer('http_code'),
    redirectPath: text('redirect_path'),
    linkType: text('link_type'),
    linkNewWindow: boolean('link_new_window').notNull().default(false),
    /** Null until first published: a page made in the editor is not public before that. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /**
     * The editor's revision of the page: every change to what the editor edits (draft, publish,
     * restore, rename …) bumps it, with who and when. A draft save names the revision it started
     * from and is refused when it is no longer current.
     */
    revision: integer('revision').notNull().default(1),
    revisedBy: integer('revised_by').references(() => users.id, { onDelete: 'set null' }),
    revisedAt: timestamp('revised_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('pages_site_path').on(t.siteId, t.path)],
)

/**
 * A page's unpublished state: the page document (the bundle's page shape, blocks included) that
 * the editor saves; publishing copies it into pages/blocks and a version (ADR 021).
 */
export const pageDrafts = pgTable('page_drafts', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every published state of a page, numbered from 1, for the history and restore. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_versions_page_number').on(t.pageId, t.number)],
)

export type BlockFields = Record<string, unknown>

/** A block on a page: a template key, its field values and its repeatable field groups. */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    fields: jsonb('fields').$type<BlockFields>().notNull().default({}),
    groups: jsonb('groups').$type<BlockFields[]>().notNull().default([]),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [index('blocks_page_position').on(t.pageId, t.position)],
)

/** spec 1 §3 Setting: dotted key, string value (often JSON text). */
export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('settings_site_key').on(t.siteId, t.key)],
)

/** spec 1 §3 Metahead; page_id null = global. */
export const metaheads = pgTable(
  'metaheads',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    content: text('content').notNull(),
    /** The CSS a sass or scss metahead compiles to, made when it is saved (ADR 193); null for the other languages. */
    styles: text('styles'),
    inBody: boolean('in_body').notNull().default(false),
    reloadOnEachPage: boolean('reload_on_each_page').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('metaheads_site_page').on(t.siteId, t.pageId)],
)

/** Header navigation entries, v1 and v2 trees in one table (spec 1 §7). */
export const navEntries = pgTable(
  'nav_entries',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    version: integer('version').notNull().default(1),
    parentId: integer('parent_id').references((): AnyPgColumn => navEntries.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url'),
    target: text('target').notNull().default('_self'),
    /**
     * Place among its siblings, from 0. NOTE: unique per (site, version, parent) by the deferred
     * constraint nav_entries_sibling_position of migration 0004 (drizzle cannot declare a
     * deferrable one); writers lock the sibling list first (src/navigation/nav-entries.server.ts).
     */
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('nav_entries_site_version').on(t.siteId, t.version)],
)

export interface OpeningHours {
  day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
  opens: string
  closes: string
}

/** A retailer ('Dealers' tab, spec 1 §1): address, coordinates, contact, services, opening hours. */
export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    /** The market's own dealer code, unique per site. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull().default(''),
    /** spec 3 §3 Dealer: the state (e.g. NSW) a postcode search matches, and its locality. */
    state: text('state').notNull().default(''),
    locality: text('locality').notNull().default(''),
    /** The brands the retailer sells (the dealer listing's filter[brands_name_eq], spec 3 §7). */
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('dealers_site_code').on(t.siteId, t.code)],
)
