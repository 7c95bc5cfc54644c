import { doublePrecision, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sites } from './sites.ts'

// The stored shapes of the JSON columns; src/vehicles/vehicles.ts validates them with zod before
// they are written (the db layer imports no feature, ADR 027).
type StoredSpecs = Record<string, { label?: string; value: string | number; disclaimer?: string | null }>
interface StoredEngine {
  key: string
  name: string
  price: number | null
  specs: StoredSpecs
}

/**
 * A model of a market's range (spec 2 §7 core content API vehicles/specs): its spec values, prices
 * and engines, read by spec and price tags and by blocks that show a model's figures.
 */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    bodyStyle: text('body_style'),
    price: doublePrecision('price'),
    leasePrice: doublePrecision('lease_price'),
    specs: jsonb('specs').$type<StoredSpecs>().notNull().default({}),
    engines: jsonb('engines').$type<StoredEngine[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('vehicle_models_site_key').on(t.siteId, t.key)],
)
