import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sites } from './sites.ts'

/**
 * Client tokens of the inventory API (spec 3 §6 "a client token when one exists"; ADR 072): a
 * server-side client of one market (another site's server, a feed consumer) sends one as
 * `Authorization: Bearer …`. Only the token's SHA-256 is kept; the token is shown once when made.
 */
export const stockClientTokens = pgTable(
  'stock_client_tokens',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('stock_client_tokens_hash').on(t.tokenHash), index('stock_client_tokens_site').on(t.siteId, t.name)],
)
