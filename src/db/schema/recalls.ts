import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sites } from './sites.ts'

/**
 * spec 2 §3.12 Local VIN Checker, §7 "query of a local car database": the recall campaigns that
 * affect each vehicle identification number of a market, as the market's last recall file gave
 * them (src/recalls; ADR 138). One row per VIN and campaign.
 */
export const vehicleRecalls = pgTable(
  'vehicle_recalls',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Normalised: 17 upper-case letters and digits (src/recalls/vin.ts). */
    vin: text('vin').notNull(),
    campaign: text('campaign').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('vehicle_recalls_site_vin_campaign').on(t.siteId, t.vin, t.campaign)],
)
