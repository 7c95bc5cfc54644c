import { index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { sites } from './sites.ts'

export const roles = ['admin', 'editor'] as const
export type Role = (typeof roles)[number]

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** Null for accounts that only sign in through single sign-on. */
    passwordHash: text('password_hash'),
    name: text('name'),
    /** The identity provider's issuer and subject of a single-sign-on account. */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_oidc_identity').on(t.oidcIssuer, t.oidcSubject)],
)

/**
 * A user's role in a market, or in every market (site_id null); a market's own grant wins over the
 * every-market one (ADR 041). One grant per user and market: NULLS NOT DISTINCT makes
 * "every market" one market too (PostgreSQL 15+, PGlite).
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_roles_user_site').on(t.userId, t.siteId).nullsNotDistinct(), index('user_roles_site').on(t.siteId)],
)

/**
 * Random keys the server makes once and every process shares (ADR 056): HMAC keys are derived from
 * them (webhook signatures, form tokens), so every instance signs and checks alike and a key
 * survives a restart. In the database, not in DATA_DIR, which each instance has its own of.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Server-side sessions so several processes share them; id is the SHA-256 of the cookie token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
)

/**
 * Failed login attempts per key ('ip:…' or 'account:…') in a fixed window; in the database so
 * several processes count together (ARCHITECTURE.md: nothing shared lives only in memory).
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Who changed what, when. site_id is null for changes outside a market (users). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<{ before?: unknown; after?: unknown }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_site_created').on(t.siteId, t.createdAt)],
)
