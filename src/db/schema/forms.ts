import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { dealers } from './content.ts'
import { sites } from './sites.ts'

// The stored shapes of the JSON columns. src/forms/definition.ts and src/forms/lead.ts validate them
// with zod before they are written (the db layer imports no feature, ADR 027).
type StoredDefinition = Record<string, unknown>
type StoredLeadValue = string | boolean | string[]
interface StoredConsent {
  field: string
  text: string
  /** sha-256 of the text, first 16 hex digits: the same wording is the same version across forms. */
  version: string
}

const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * spec 1 §3 Form: a market's form, its current definition (fields, layout, the three settings,
 * integrations) and its version, which every save raises (ADR 053).
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    name: text('name').notNull(),
    type: text('type').notNull().default('general'),
    version: integer('version').notNull().default(1),
    definition: jsonb('definition').$type<StoredDefinition>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('forms_site_name').on(t.siteId, t.name)],
)

/**
 * Every version a form had: a visitor's lead is checked against the version they saw
 * (Bad input), and a lead's detail shows the labels of that version.
 */
export const formVersions = pgTable(
  'form_versions',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<StoredDefinition>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.version] })],
)

/** spec 1 §3 Location: what forms route leads to; usually a retailer (a dealer of the market). */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    name: text('name').notNull(),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    /** Where this location's leads go, when no dealer (or a dealer without an e-mail) says. */
    email: text('email'),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('locations_site').on(t.siteId)],
)

/**
 * spec 1 §3 Lead: one submission of a form, as the visitor sent it (after the rules), with the
 * consent wording they saw. `idempotency_key` makes a resent submission the same lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: siteId(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    formVersion: integer('form_version').notNull(),
    data: jsonb('data').$type<Record<string, StoredLeadValue>>().notNull(),
    /** Hidden fields, the clicked tab (`menaTabs`), vehicle context: what the page added. */
    additionalData: jsonb('additional_data').$type<Record<string, unknown>>().notNull().default({}),
    consents: jsonb('consents').$type<StoredConsent[]>().notNull().default([]),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** The address the lead was routed to (a retailer's, a location's or the form's recipients). */
    routedTo: text('routed_to'),
    /** The e-mail address the lead names, lower-cased: a person's leads are found by it (erasure). */
    email: text('email'),
    pagePath: text('page_path'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leads_site_idempotency').on(t.siteId, t.idempotencyKey),
    index('leads_form_created').on(t.formId, t.createdAt),
    index('leads_site_email').on(t.siteId, t.email),
    index('leads_site_created').on(t.siteId, t.createdAt),
  ],
)

/**
 * A lead's deliveries (spec 1 §7 a lead's integrations): the notification and confirmation e-mails
 * and each webhook, each a durable job; the row keeps the outcome the back office shows.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial('id').primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** notification | confirmation | webhook */
    kind: text('kind').notNull(),
    /** The address or URL it goes to. */
    target: text('target').notNull(),
    /** A webhook's integration id in the form's definition: its signing key is derived from it (ADR 056). */
    integrationId: text('integration_id'),
    /** pending | delivered | dead (after the last retry: the dead-letter view) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    jobId: text('job_id'),
    /**
     * False while its job is still to be written: a lead's statement stores its deliveries as the
     * outbox, and a drain in any process sends their jobs (delivery-outbox.server.ts, ADR 094).
     */
    queued: boolean('queued').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('lead_deliveries_lead').on(t.leadId),
    index('lead_deliveries_status').on(t.status),
    index('lead_deliveries_unqueued')
      .on(t.id)
      .where(sql`NOT ${t.queued}`),
  ],
)

/** spec 1 §3 Lead export: created, then its status polled, then its file downloaded (spec 1 §4). */
export const leadExports = pgTable(
  'lead_exports',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** The lead list's filters and sort, as given. */
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    /** csv | xlsx */
    format: text('format').notNull().default('csv'),
    /** created | running | completed | failed */
    status: text('status').notNull().default('created'),
    rows: integer('rows'),
    /** The file's key in the media store once completed. */
    fileKey: text('file_key'),
    jobId: text('job_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('lead_exports_form').on(t.formId)],
)

/**
 * What the sandbox providers sent instead of the outside world (ADR 053): e-mails of the sandbox
 * mailer and texts of the sandbox SMS provider, read in `/admin` (demo) and by tests.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** email | sms */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_site_created').on(t.siteId, t.createdAt)],
)

/** spec 1 §5 phone verification: a code sent to a number, checked once; its hash only. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_site_phone').on(t.siteId, t.phone)],
)

/**
 * What a right SMS code answers (spec 1 §5, ADR 056): a proof, kept as its sha-256, that the
 * visitor who checked the code may send one lead naming that number — to `form_id`, or to the
 * first form it is sent with when the check named none. A lead uses it up (`used_at`) in the
 * statement that stores the lead, so a proof stores one lead at most.
 */
export const verificationProofs = pgTable(
  'verification_proofs',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('verification_proofs_token_hash').on(t.tokenHash), index('verification_proofs_expires_at').on(t.expiresAt)],
)

/**
 * Fixed-window counters for what anonymous visitors may do (lead submissions per client and form,
 * verification codes per number): in the database, so every instance counts the same hits.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)
