import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** A market: one deployment serves many, each resolved by host and base path (ADR 002). */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** Host names this site answers; empty with is_default = answers every host. */
  hostnames: jsonb('hostnames').$type<string[]>().notNull().default([]),
  basePath: text('base_path').notNull().default('/'),
  isDefault: boolean('is_default').notNull().default(false),
  /** Bumped by every content write; published-page caches compare it (ADR 004). */
  contentRevision: integer('content_revision').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
