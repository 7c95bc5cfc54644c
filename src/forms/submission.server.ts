import { createHash } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { prepareStatement, typedPlaceholder, type Database, type Db, type PreparedStatement } from '~/db/client.server.ts'
import { dealers, forms, leads, locations } from '~/db/schema/index.ts'
import { locationChoices, type PublicLocation } from './form-views.server.ts'
import { listLocations } from './locations.server.ts'
import type { JobQueue } from '~/jobs/queue.server.ts'
import type { Problem } from '~/lib/api-problems.ts'
import { rateHitCtes, rateWindow, type RateDecision, type RateRule } from '~/lib/rate-limit.server.ts'
import { readSetting } from '~/settings/keys.ts'
import { marketTimeZone } from '~/settings/market-time-zone.ts'
import { dayIn } from '~/ui/wall-clock.ts'
import type { RevisionViews, Site } from '~/sites/sites.ts'
import type { SettingMap } from '~/settings/settings.ts'
import { confirmationEmailField, type FormDefinition, type FormSettings } from './definition.ts'
import { FORM_TOKEN_CODES, FORM_TOKEN_MESSAGES, formTokenProblem } from './form-token.server.ts'
import { definitionOf, formVersion, type FormRow } from './forms.server.ts'
import { deliveryOutbox } from './delivery-outbox.server.ts'
import type { RecaptchaVerifier } from './recaptcha.server.ts'
import type { LeadRefusalCode } from './refusals.ts'
import { normalisePhone } from './phone-numbers.ts'
import { validateLead, type LeadValues } from './rules.ts'
import { EmailVerificationRefused, type EmailVerifier } from './verification/email.server.ts'
import { hashProof, proofToken, proofUseCte } from './verification/proof.server.ts'
import { databaseId } from '~/lib/database-integer.ts'
import { findUnstorable } from '~/lib/storable.ts'

/**
 * A visitor's lead (ADR 053 Submission; spec 1 §7 `POST /forms/{id}/leads`): checked against the
 * version of the form the visitor saw, protected without cookies (honeypot, form token, rate limit,
 * reCAPTCHA when configured), and stored once per idempotency key with its consent wordings and
 * its deliveries, whose jobs are written in the same statement (ADR 094): acknowledged means stored
 * with its deliveries queued.
 */

/** Leads per client address and form (ADR 054): a person sends a form a few times at most. */
export const LEAD_RATE_RULE: RateRule = { limit: 20, windowSeconds: 10 * 60 }
/** What a page may add to a lead (hidden fields, the clicked tab, vehicle context), as JSON text. */
export const ADDITIONAL_DATA_LIMIT = 20_000
/** How deep the page's additional data may nest: pages send flat maps of a level or two. */
export const ADDITIONAL_DATA_DEPTH = 16

export const submissionSchema = z.object({
  data: z.object({
    type: z.literal('lead').optional(),
    attributes: z.object({
      form_version: databaseId,
      /** Field id → value; each is checked by the version's rules (rules.ts), unknown ids dropped. */
      fields: z.record(z.string().max(64), z.unknown()),
      hidden_fields: z.record(z.string().max(100), z.string().max(2000)).default({}),
      additional_data: z
        .record(z.string().max(100), z.unknown())
        .default({})
        .superRefine((value, context) => {
          const deep = findUnstorable(value, ADDITIONAL_DATA_DEPTH)
          if (deep) context.addIssue({ code: 'custom', path: deep.path, message: deep.problem })
        }),
      location_id: databaseId.optional(),
      // Root-relative only: `//host/…` is another site's address (a link built from it would leave).
      page_path: z
        .string()
        .max(2048)
        .regex(/^\/(?![/\\])/, 'must be a path of this site')
        .optional(),
      /** Made once per filled form in the browser and resent with every retry. */
      idempotency_key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'must be 16 to 64 letters, digits or hyphens'),
      form_token: z.string().max(200),
      /** The honeypot: a person leaves it empty. */
      website: z.string().max(2000).default(''),
      /** spec 1 §5: the proof a right SMS code answered, for a form that verifies its phone field (ADR 056). */
      verification: z.object({ phone: proofToken.optional() }).default({}),
    }),
  }),
  'g-recaptcha-response': z.string().max(10_000).optional(),
})
export type Submission = z.output<typeof submissionSchema>

/** The lead as the submission answers it (201, or 200 for a resent key). */
export interface StoredLead {
  id: number
  created_at: string
  thank_you: FormSettings['thank_you']
}

export type SubmitOutcome =
  | { kind: 'stored'; status: 200 | 201; lead: StoredLead }
  | { kind: 'refused'; errors: Problem[] }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'unknown-form' }

export interface SubmitDeps {
  database: Database
  /** The content service (its views kept per content revision). */
  content: RevisionViews
  jobs: JobQueue
  recaptcha: RecaptchaVerifier | null
  /** The e-mail verification service, for forms that verify an address field (spec 1 §5). */
  verification?: { email: EmailVerifier }
  log?: { warn: (details: object, message: string) => void }
}

const ATTRIBUTES = '/data/attributes'
/** 422 with one error per refusal: its English detail, and its code for a client's own text (ADR 176). */
const refused = (...errors: { pointer: string; code: LeadRefusalCode; detail: string; limit?: number }[]): SubmitOutcome => ({
  kind: 'refused',
  errors: errors.map((e) => ({
    status: '422',
    title: 'Invalid value',
    detail: e.detail,
    source: { pointer: e.pointer },
    code: e.code,
    ...(e.limit === undefined ? {} : { meta: { limit: e.limit } }),
  })),
})

/** The English detail of each refusal; its code (refusals.ts) names it to the browser. */
export const SUBMISSION_MESSAGES = {
  honeypot: 'Leave this field empty',
  recaptcha: 'Please confirm that you are not a robot',
  version: (n: number) => `This form has no version ${n}. Reload the page and try again.`,
  location: 'Choose one of the options',
  additionalData: `The page's additional data may take at most ${ADDITIONAL_DATA_LIMIT.toLocaleString('en')} characters`,
  otherForm: 'This key was already sent with another form',
  phoneNotVerified: 'Verify this phone number with the code we text you',
  phoneProofRefused: 'This confirmation was already used, has expired or is for another number or form. Confirm the number again.',
  emailUndeliverable: 'This e-mail address cannot receive mail. Check it and try again.',
} as const

/** A consent's wording version: the first 16 hex digits of its sha-256 (the same text, the same version). */
export const consentVersion = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16)

/** The consents a lead gives: each ticked consent field's wording as shown, with its version. */
export function leadConsents(definition: FormDefinition, values: LeadValues) {
  return definition.fields
    .filter((field) => field.type === 'consent' && values[field.id] === true)
    .map((field) => {
      const text = field.consent_text?.trim() || field.label
      return { field: field.id, text, version: consentVersion(text) }
    })
}

/**
 * Stores a visitor's lead, or says why not. `clientKey` is the client's address as the rate limit
 * counts it (login-limit.ts addressKey); `settings` are the market's.
 *
 * One statement on the database for a lead that passes (the lead latency goal, ADR 094): the
 * idempotency key's earlier lead, the rate limit's hit, the lead, its deliveries and their jobs.
 * The form, the locations and the dealers are the market's content, read once per content revision.
 */
export async function submitLead(
  deps: SubmitDeps,
  input: {
    site: Site
    formId: number
    settings: SettingMap
    submission: Submission
    clientKey: string
    clientAddress?: string
    now?: Date
  },
): Promise<SubmitOutcome> {
  const { db } = deps.database
  const { site, formId, submission } = input
  const attributes = submission.data.attributes
  const form = (await rememberedForms(deps.content, db, site)).get(formId)
  if (!form) return { kind: 'unknown-form' }
  const key = { siteId: site.id, idempotencyKey: attributes.idempotency_key }
  const hit = { rateKey: `lead:${site.id}:${formId}:${input.clientKey}`, now: input.now ?? new Date() }

  // A resent lead (the answer was lost) is answered as the first one, before any check that could
  // now refuse it; a filled honeypot is refused without counting a hit.
  if (attributes.website.trim() !== '') {
    const { leadOfKey } = await record(deps.database, deps.jobs, key, {})
    return leadOfKey
      ? answerResent(db, formId, leadOfKey, form)
      : refused({ pointer: `${ATTRIBUTES}/website`, code: 'honeypot', detail: SUBMISSION_MESSAGES.honeypot })
  }
  const checked = await checkLead(deps, input, form)
  // reCAPTCHA and the e-mail verification, which ask outside, run only for a client within its
  // limit and a key not sent before; so the lead is then written by a statement of its own.
  const askOutside = 'lead' in checked && (checked.recaptcha !== null || checked.email !== null)
  const first = await record(deps.database, deps.jobs, key, {
    hit,
    lead: 'lead' in checked && !askOutside ? checked.lead : undefined,
    now: hit.now,
  })
  if (first.leadOfKey) return answerResent(db, formId, first.leadOfKey, form)
  if (!first.limit!.allowed) return { kind: 'limited', retryAfterSeconds: first.limit!.retryAfterSeconds }
  if ('refused' in checked) return checked.refused
  let stored = first.stored
  if (askOutside) {
    if (checked.recaptcha !== null && !(await deps.recaptcha!.verify(checked.recaptcha, input.clientAddress)))
      return refused({ pointer: '/g-recaptcha-response', code: 'recaptcha', detail: SUBMISSION_MESSAGES.recaptcha })
    if (checked.email !== null && !(await deliverable(deps, checked.email.address)))
      return refused({
        pointer: `${ATTRIBUTES}/fields/${checked.email.field}`,
        code: 'email_undeliverable',
        detail: SUBMISSION_MESSAGES.emailUndeliverable,
      })
    const second = await record(deps.database, deps.jobs, key, { lead: checked.lead, now: hit.now })
    stored = second.stored
    if (!stored && second.leadOfKey) return answerResent(db, formId, second.leadOfKey, form)
  }
  if (!stored) {
    // Another request with the same key stored it meanwhile (they ran at once): answer that lead.
    const [earlier] = await db
      .select(leadOfKeyColumns)
      .from(leads)
      .where(and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, attributes.idempotency_key)))
    if (earlier) return answerResent(db, formId, earlier, form)
    // Else only the phone's proof kept the lead out (nothing else stops a lead within the limit
    // whose key is new): used, expired, or another number's or form's.
    const { field } = checked.lead.proof!
    return refused({ pointer: `${ATTRIBUTES}/fields/${field}`, code: 'phone_proof_refused', detail: SUBMISSION_MESSAGES.phoneProofRefused })
  }
  return { kind: 'stored', status: 201, lead: { id: stored.id, created_at: stored.createdAt.toISOString(), thank_you: checked.thankYou } }
}

/**
 * The submission checked against the version of the form its visitor saw, without asking outside:
 * the lead to store (with the phone's proof, which its statement uses up), or why not; and
 * reCAPTCHA's answer, which must still be asked outside.
 */
async function checkLead(
  deps: SubmitDeps,
  input: { site: Site; formId: number; settings: SettingMap; submission: Submission; now?: Date },
  form: FormRow,
): Promise<
  | { refused: SubmitOutcome }
  | { lead: NewLead; thankYou: StoredLead['thank_you']; recaptcha: string | null; email: { field: string; address: string } | null }
> {
  const { db } = deps.database
  const { site, formId, submission } = input
  const attributes = submission.data.attributes
  const tokenProblem = await formTokenProblem(deps.database, { siteId: site.id, formId }, attributes.form_token, input.now)
  if (tokenProblem)
    return {
      refused: refused({
        pointer: `${ATTRIBUTES}/form_token`,
        code: FORM_TOKEN_CODES[tokenProblem],
        detail: FORM_TOKEN_MESSAGES[tokenProblem],
      }),
    }
  const recaptcha =
    deps.recaptcha && readSetting(input.settings, 'forms.recaptcha_site_key') !== '' ? (submission['g-recaptcha-response'] ?? '') : null
  if (recaptcha === '')
    return { refused: refused({ pointer: '/g-recaptcha-response', code: 'recaptcha', detail: SUBMISSION_MESSAGES.recaptcha }) }

  // The version seen is most often the form as it is now: then its row has it already.
  const seen = attributes.form_version === form.version ? definitionOf(form) : await formVersion(db, formId, attributes.form_version)
  if (!seen)
    return {
      refused: refused({
        pointer: `${ATTRIBUTES}/form_version`,
        code: 'form_version',
        detail: SUBMISSION_MESSAGES.version(attributes.form_version),
      }),
    }
  // A date `from_today` is checked against the market's day, not the server's or the visitor's.
  const today = dayIn(input.now ?? new Date(), marketTimeZone(input.settings))
  const check = validateLead(seen, attributes.fields, { today, readPhone: normalisePhone })
  if (!check.ok)
    return {
      refused: refused(
        ...Object.entries(check.errors).map(([id, error]) => ({
          pointer: `${ATTRIBUTES}/fields/${id}`,
          code: error.code,
          detail: error.message,
          limit: error.limit,
        })),
      ),
    }
  const values = check.values
  // spec 1 §5: a phone field the form verifies must have passed its SMS code, checked by this
  // visitor: the lead carries the check's proof (ADR 054, ADR 056). Without a number there is
  // nothing to verify.
  const phoneField = seen.verification.phone_field
  const phone = phoneField ? values[phoneField] : undefined
  let proof: NewLead['proof'] = null
  if (phoneField && typeof phone === 'string' && phone !== '') {
    const token = attributes.verification.phone
    if (token === undefined)
      return {
        refused: refused({
          pointer: `${ATTRIBUTES}/fields/${phoneField}`,
          code: 'phone_not_verified',
          detail: SUBMISSION_MESSAGES.phoneNotVerified,
        }),
      }
    proof = { field: phoneField, phone, hash: hashProof(token) }
  }

  const additionalData = {
    ...attributes.additional_data,
    ...(Object.keys(attributes.hidden_fields).length ? { hidden_fields: attributes.hidden_fields } : {}),
  }
  if (JSON.stringify(additionalData).length > ADDITIONAL_DATA_LIMIT)
    return {
      refused: refused({ pointer: `${ATTRIBUTES}/additional_data`, code: 'additional_data', detail: SUBMISSION_MESSAGES.additionalData }),
    }

  const place = chosenLocation(await rememberedLocations(deps.content, db, site), seen, values, attributes.location_id)
  if ('refused' in place) return place

  // Where it goes and what is sent follow the form as it is now; the rules, the version seen.
  const current = definitionOf(form)
  const routedTo = routeLead(await routingDealers(deps.content, db, site), current, seen, values, place)
  const emailField = confirmationEmailField(seen)
  const emailValue = emailField ? values[emailField.id] : undefined
  const email = typeof emailValue === 'string' && emailValue !== '' ? emailValue.toLowerCase() : null
  const deliveries = [
    ...(current.settings.notifications.enabled && routedTo ? [{ kind: 'notification', target: routedTo, integration_id: null }] : []),
    ...(current.settings.confirmations.enabled && email ? [{ kind: 'confirmation', target: email, integration_id: null }] : []),
    ...current.integrations
      .filter((integration) => integration.enabled)
      .map((integration) => ({ kind: 'webhook', target: integration.url, integration_id: integration.id })),
  ]
  return {
    lead: {
      site_id: site.id,
      form_id: formId,
      form_version: attributes.form_version,
      data: values,
      additional_data: additionalData,
      consents: leadConsents(seen, values),
      location_id: place.location?.id ?? null,
      routed_to: routedTo,
      email,
      page_path: attributes.page_path ?? null,
      idempotency_key: attributes.idempotency_key,
      deliveries,
      proof,
    },
    thankYou: seen.settings.thank_you,
    recaptcha,
    email: verifiedEmail(seen, values),
  }
}

/** spec 1 §5: the address a form verifies, when the visitor gave one (an empty optional field is not checked). */
function verifiedEmail(seen: FormDefinition, values: LeadValues): { field: string; address: string } | null {
  const field = seen.verification.email_field
  const address = field ? values[field] : undefined
  return field && typeof address === 'string' && address !== '' ? { field, address } : null
}

/**
 * spec 1 §5: valid when the service says valid or accept_all; a timeout or any failure of the
 * service counts as valid (the verifier answers so). A missing API key is the market's
 * configuration, not the visitor's address: logged, and the lead taken.
 */
async function deliverable(deps: SubmitDeps, address: string): Promise<boolean> {
  if (!deps.verification) return true
  try {
    return (await deps.verification.email.verify(address)).isValid
  } catch (error) {
    if (!(error instanceof EmailVerificationRefused)) throw error
    deps.log?.warn({ missing: error.missing }, `E-mail verification skipped: ${error.message}`)
    return true
  }
}

const leadOfKeyColumns = { id: leads.id, formId: leads.formId, formVersion: leads.formVersion, createdAt: leads.createdAt }
type LeadOfKey = { id: number; formId: number; formVersion: number; createdAt: Date }

/** The first lead of an idempotency key, answered again (200), or refused if it was another form's. */
async function answerResent(db: Db, formId: number, lead: LeadOfKey, form: FormRow): Promise<SubmitOutcome> {
  if (lead.formId !== formId)
    return refused({ pointer: `${ATTRIBUTES}/idempotency_key`, code: 'other_form', detail: SUBMISSION_MESSAGES.otherForm })
  const seen = lead.formVersion === form.version ? definitionOf(form) : await formVersion(db, formId, lead.formVersion)
  return {
    kind: 'stored',
    status: 200,
    lead: { id: lead.id, created_at: lead.createdAt.toISOString(), thank_you: seen!.settings.thank_you },
  }
}

interface NewLead {
  site_id: number
  form_id: number
  form_version: number
  data: LeadValues
  additional_data: Record<string, unknown>
  consents: ReturnType<typeof leadConsents>
  location_id: number | null
  routed_to: string | null
  email: string | null
  page_path: string | null
  idempotency_key: string
  deliveries: { kind: string; target: string; integration_id: string | null }[]
  /** The proof of the phone the form verifies (its field, the number, the proof's hash), used up with the lead. */
  proof: { field: string; phone: string; hash: string } | null
}

/**
 * One statement for what a submission writes, ADR 094: it reads the lead already stored under the
 * key; unless there is one, it counts the client's `hit` on the rate limit and writes the `lead`
 * (when within the limit) with its deliveries, unqueued: the outbox's drain sends their jobs
 * (delivery-outbox.server.ts), nudged here. Acknowledged means stored with its deliveries, which
 * the drain of any process sends even if this one stops. `stored` is null when the key's lead exists or the limit is reached, or when a
 * concurrent request stored the key first: the unique (site, key) index decides, and the losers
 * insert nothing after waiting for the winner to commit. A lead with a phone proof (spec 1 §5, ADR 056)
 * is written only if the same statement uses the proof up (`proofUseCte`), at `now`; else `stored` is null too.
 */
async function record(
  database: Database,
  jobs: JobQueue,
  key: { siteId: number; idempotencyKey: string },
  write: { hit?: { rateKey: string; now: Date }; lead?: NewLead; now?: Date },
): Promise<{ leadOfKey: LeadOfKey | null; limit: RateDecision | null; stored: { id: number; createdAt: Date } | null }> {
  const { hit, lead } = write
  const proof = lead?.proof
  const window = hit && rateWindow(LEAD_RATE_RULE, hit.now)
  const values = {
    site_id: key.siteId,
    idempotency_key: key.idempotencyKey,
    ...(hit && { rate_key: hit.rateKey, rate_window: window!.start }),
    ...(lead && {
      form_id: lead.form_id,
      form_version: lead.form_version,
      data: JSON.stringify(lead.data),
      additional_data: JSON.stringify(lead.additional_data),
      consents: JSON.stringify(lead.consents),
      location_id: lead.location_id,
      routed_to: lead.routed_to,
      email: lead.email,
      page_path: lead.page_path,
      deliveries: JSON.stringify(lead.deliveries),
    }),
    ...(proof && { proof_hash: proof.hash, proof_phone: proof.phone, now: (write.now ?? new Date()).toISOString() }),
  }
  const shape = { hit: !!hit, lead: !!lead, proof: !!proof }
  const row = (await database.executePrepared<RecordRow>(recordStatement(shape), values))[0]!
  if (row.stored_id !== null && row.has_deliveries) jobs.nudge(deliveryOutbox)
  return {
    leadOfKey:
      row.id === null
        ? null
        : { id: Number(row.id), formId: row.form_id, formVersion: row.form_version, createdAt: new Date(row.created_at) },
    limit: window && row.hits !== null ? window.decide(Number(row.hits)) : null,
    stored: row.stored_id === null ? null : { id: Number(row.stored_id), createdAt: new Date(row.stored_at!) },
  }
}

interface RecordRow {
  id: string | number | null
  form_id: number
  form_version: number
  created_at: string | Date
  hits: string | number | null
  stored_id: string | number | null
  stored_at: string | Date | null
  /** Whether the lead was stored with deliveries, whose jobs the outbox's drain then sends. */
  has_deliveries: boolean | null
}

/** `record`'s statement in its shapes (with or without the hit, the lead and its proof), compiled once each. */
const recordStatements = new Map<string, PreparedStatement>()

function recordStatement(shape: { hit: boolean; lead: boolean; proof: boolean }): PreparedStatement {
  const name = `lead-record${shape.hit ? '-hit' : ''}${shape.lead ? '-lead' : ''}${shape.proof ? '-proof' : ''}`
  const known = recordStatements.get(name)
  if (known) return known
  const value = typedPlaceholder
  const ctes = [
    sql`resent AS (SELECT id, form_id, form_version, created_at FROM leads
      WHERE site_id = ${value('site_id', 'integer')} AND idempotency_key = ${value('idempotency_key', 'text')})`,
  ]
  if (shape.hit) ctes.push(rateHitCtes(value('rate_key', 'text'), value('rate_window', 'text'), sql`EXISTS (SELECT FROM resent)`))
  // What lets the lead be written; the proof is used up only under the same condition.
  const allowed = sql`NOT EXISTS (SELECT FROM resent)${shape.hit ? sql` AND (SELECT hits FROM rate_hit) <= ${LEAD_RATE_RULE.limit}` : sql``}`
  if (shape.proof) ctes.push(proofUseCte(value, allowed))
  if (shape.lead)
    ctes.push(sql`lead AS (
      INSERT INTO leads (site_id, form_id, form_version, data, additional_data, consents, location_id, routed_to, email, page_path, idempotency_key)
      SELECT ${value('site_id', 'integer')}, ${value('form_id', 'integer')}, ${value('form_version', 'integer')}, ${value('data', 'jsonb')},
        ${value('additional_data', 'jsonb')}, ${value('consents', 'jsonb')}, ${value('location_id', 'integer')}, ${value('routed_to', 'text')},
        ${value('email', 'text')}, ${value('page_path', 'text')}, ${value('idempotency_key', 'text')}
      WHERE ${allowed}${shape.proof ? sql` AND EXISTS (SELECT FROM proof)` : sql``}
      ON CONFLICT (site_id, idempotency_key) DO NOTHING
      RETURNING id, created_at
    ), delivery AS (
      INSERT INTO lead_deliveries (lead_id, kind, target, integration_id, job_id, queued)
      SELECT lead.id, d.kind, d.target, d.integration_id, gen_random_uuid()::text, false
      FROM lead, jsonb_to_recordset(${value('deliveries', 'jsonb')}) AS d(kind text, target text, integration_id text)
      RETURNING id
    )`)
  const statement = prepareStatement(
    name,
    sql`WITH ${sql.join(ctes, sql`, `)}
    SELECT resent.id, resent.form_id, resent.form_version, resent.created_at,
      ${shape.hit ? sql`(SELECT hits FROM rate_hit)` : sql`NULL`} AS hits,
      ${shape.lead ? sql`(SELECT id FROM lead)` : sql`NULL`} AS stored_id,
      ${shape.lead ? sql`(SELECT created_at FROM lead)` : sql`NULL`} AS stored_at,
      ${shape.lead ? sql`EXISTS (SELECT FROM delivery)` : sql`NULL`} AS has_deliveries
    FROM (SELECT) AS one LEFT JOIN resent ON true`,
  )
  recordStatements.set(name, statement)
  return statement
}

type LocationRow = typeof locations.$inferSelect
type Remembered<T> = (content: RevisionViews, db: Db, site: Site) => Promise<T>

/** The market's forms by id, read once per content revision (every form write bumps it, ADR 094). */
export const rememberedForms: Remembered<ReadonlyMap<number, FormRow>> = (content, db, site) =>
  content.remember(site, 'forms:all', async () => {
    const rows = await db.select().from(forms).where(eq(forms.siteId, site.id))
    return new Map(rows.map((row) => [row.id, row]))
  })

/** The market's locations by id, each with its dealer's e-mail (routing needs it), once per content revision. */
const rememberedLocations: Remembered<ReadonlyMap<number, ChosenLocation>> = (content, db, site) =>
  content.remember(site, 'forms:locations', async () => {
    const rows = await db
      .select({ location: locations, dealerEmail: dealers.email })
      .from(locations)
      .leftJoin(dealers, eq(dealers.id, locations.dealerId))
      .where(eq(locations.siteId, site.id))
    return new Map(rows.map((row) => [row.location.id, row]))
  })

/** What a form's location field offers (ids and names), once per content revision: a visitor's form read runs no query. */
export const rememberedLocationChoices: Remembered<PublicLocation[]> = (content, db, site) =>
  content.remember(site, 'forms:location-choices', async () => locationChoices(await listLocations(db, site.id)))

/** The market's dealers that have a postcode, for routing by postcode, once per content revision. */
const routingDealers: Remembered<RoutingDealer[]> = (content, db, site) =>
  content.remember(site, 'forms:routing-dealers', () =>
    db
      .select({ id: dealers.id, postcode: dealers.postcode, email: dealers.email })
      .from(dealers)
      .where(and(eq(dealers.siteId, site.id), ne(dealers.postcode, ''))),
  )

/**
 * The location a lead names: its location field's value, else `location_id` (a page's mapping).
 * It must be one of the market's: otherwise the field (or location_id) is refused.
 */
function chosenLocation(
  marketLocations: ReadonlyMap<number, ChosenLocation>,
  definition: FormDefinition,
  values: LeadValues,
  locationId: number | undefined,
): ChosenLocation | { refused: SubmitOutcome } {
  const field = definition.fields.find((f) => f.type === 'location' && typeof values[f.id] === 'string' && values[f.id] !== '')
  const id = field ? Number(values[field.id]) : locationId
  if (id === undefined) return { location: null, dealerEmail: null }
  const found = marketLocations.get(id)
  if (found) return found
  const pointer = field ? `${ATTRIBUTES}/fields/${field.id}` : `${ATTRIBUTES}/location_id`
  return { refused: refused({ pointer, code: 'location', detail: SUBMISSION_MESSAGES.location }) }
}

interface ChosenLocation {
  location: LocationRow | null
  /** The e-mail of the location's dealer, if it has one. */
  dealerEmail: string | null
}

interface RoutingDealer {
  id: number
  postcode: string
  email: string | null
}

/** Field ids that hold a postcode (ADR 054): postcode, post_code, postal_code, zip, zip_code, zipcode. */
const POSTCODE_FIELD = /^(post_?code|postal_code|zip(_?code)?)$/
const normalisePostcode = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '')

/**
 * ADR 053 Routing: a lead naming a location goes to its dealer's e-mail, else the location's, else
 * the form's recipients; without a location, a postcode picks the dealer of the market whose
 * postcode shares the longest start with it (at least two characters, ADR 054); else the recipients.
 */
function routeLead(
  candidates: readonly RoutingDealer[],
  current: FormDefinition,
  seen: FormDefinition,
  values: LeadValues,
  { location, dealerEmail }: ChosenLocation,
): string | null {
  const recipients = current.settings.notifications.recipients.join(', ') || null
  if (location) return dealerEmail || location.email || recipients
  const postcodeField = seen.fields.find((field) => POSTCODE_FIELD.test(field.id) && typeof values[field.id] === 'string')
  const postcode = postcodeField ? normalisePostcode(values[postcodeField.id] as string) : ''
  if (postcode.length >= 2) {
    let best: { shared: number; id: number; email: string } | null = null
    for (const dealer of candidates) {
      if (!dealer.email) continue
      const shared = commonStart(postcode, normalisePostcode(dealer.postcode))
      if (shared >= 2 && (!best || shared > best.shared || (shared === best.shared && dealer.id < best.id)))
        best = { shared, id: dealer.id, email: dealer.email }
    }
    if (best) return best.email
  }
  return recipients
}

function commonStart(a: string, b: string) {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}
