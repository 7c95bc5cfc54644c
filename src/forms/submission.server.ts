import { createHash, randomUUID } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Db, Tx } from '~/db/client.server.ts'
import { dealers, forms, leads, locations } from '~/db/schema/index.ts'
import type { JobQueue } from '~/jobs/queue.server.ts'
import type { Problem } from '~/lib/api-problems.ts'
import { createRateLimiter, type RateRule } from '~/lib/rate-limit.server.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import { confirmationEmailField, type FormDefinition, type FormSettings } from './definition.ts'
import { FORM_TOKEN_MESSAGES, formTokenProblem } from './form-token.server.ts'
import { definitionOf, formVersion, type FormRow } from './forms.server.ts'
import { leadDeliveryJob } from './jobs.server.ts'
import type { RecaptchaVerifier } from './recaptcha.server.ts'
import { validateLead, type LeadValues } from './rules.ts'
import { isPhoneVerified } from './verification/sms.server.ts'

/**
 * A visitor's lead (ADR 053 Submission; spec 1 §7 `POST /forms/{id}/leads`): checked against the
 * version of the form the visitor saw, protected without cookies (honeypot, form token, rate limit,
 * reCAPTCHA when configured), and stored once per idempotency key with its consent wordings and
 * its deliveries, whose jobs are written in the same transaction: acknowledged means stored with
 * its deliveries queued.
 */

/** Leads per client address and form (ADR 054): a person sends a form a few times at most. */
export const LEAD_RATE_RULE: RateRule = { limit: 20, windowSeconds: 10 * 60 }
/** What a page may add to a lead (hidden fields, the clicked tab, vehicle context), as JSON text. */
export const ADDITIONAL_DATA_LIMIT = 20_000

export const submissionSchema = z.object({
  data: z.object({
    type: z.literal('lead').optional(),
    attributes: z.object({
      form_version: z.number().int().positive(),
      /** Field id → value; each is checked by the version's rules (rules.ts), unknown ids dropped. */
      fields: z.record(z.string().max(64), z.unknown()),
      hidden_fields: z.record(z.string().max(100), z.string().max(2000)).default({}),
      additional_data: z.record(z.string().max(100), z.unknown()).default({}),
      location_id: z.number().int().positive().optional(),
      page_path: z.string().max(2048).startsWith('/', 'must be a path of this site').optional(),
      /** Made once per filled form in the browser and resent with every retry. */
      idempotency_key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'must be 16 to 64 letters, digits or hyphens'),
      form_token: z.string().max(200),
      /** The honeypot: a person leaves it empty. */
      website: z.string().max(2000).default(''),
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
  jobs: JobQueue
  recaptcha: RecaptchaVerifier | null
}

const ATTRIBUTES = '/data/attributes'
const refused = (...errors: { pointer: string; detail: string }[]): SubmitOutcome => ({
  kind: 'refused',
  errors: errors.map((e) => ({ status: '422', title: 'Invalid value', detail: e.detail, source: { pointer: e.pointer } })),
})

export const SUBMISSION_MESSAGES = {
  honeypot: 'Leave this field empty',
  recaptcha: 'Please confirm that you are not a robot',
  version: (n: number) => `This form has no version ${n}. Reload the page and try again.`,
  location: 'Choose one of the options',
  additionalData: `The page's additional data may take at most ${ADDITIONAL_DATA_LIMIT.toLocaleString('en')} characters`,
  otherForm: 'This key was already sent with another form',
  phoneNotVerified: 'Verify this phone number with the code we text you',
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
 */
export async function submitLead(
  deps: SubmitDeps,
  input: {
    siteId: number
    formId: number
    settings: SettingMap
    submission: Submission
    clientKey: string
    clientAddress?: string
    now?: Date
  },
): Promise<SubmitOutcome> {
  const { db } = deps.database
  const { siteId, formId, submission } = input
  const attributes = submission.data.attributes
  const found = await formWithLeadOfKey(db, siteId, formId, attributes.idempotency_key)
  if (!found) return { kind: 'unknown-form' }
  const { form, leadOfKey } = found

  // A resent lead (the answer was lost) is the first one, before any check that could now refuse it.
  if (leadOfKey) return answerResent(db, formId, leadOfKey, form)

  if (attributes.website.trim() !== '') return refused({ pointer: `${ATTRIBUTES}/website`, detail: SUBMISSION_MESSAGES.honeypot })
  const limit = await createRateLimiter(db, { now: input.now && (() => input.now!) }).hit(
    `lead:${siteId}:${formId}:${input.clientKey}`,
    LEAD_RATE_RULE,
  )
  if (!limit.allowed) return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  const tokenProblem = await formTokenProblem(deps.database, { siteId, formId }, attributes.form_token, input.now)
  if (tokenProblem) return refused({ pointer: `${ATTRIBUTES}/form_token`, detail: FORM_TOKEN_MESSAGES[tokenProblem] })
  if (deps.recaptcha && readSetting(input.settings, 'forms.recaptcha_site_key') !== '') {
    const response = submission['g-recaptcha-response']
    if (!response || !(await deps.recaptcha.verify(response, input.clientAddress)))
      return refused({ pointer: '/g-recaptcha-response', detail: SUBMISSION_MESSAGES.recaptcha })
  }

  // The version seen is most often the form as it is now: then its row has it already.
  const seen = attributes.form_version === form.version ? definitionOf(form) : await formVersion(db, formId, attributes.form_version)
  if (!seen) return refused({ pointer: `${ATTRIBUTES}/form_version`, detail: SUBMISSION_MESSAGES.version(attributes.form_version) })
  const check = validateLead(seen, attributes.fields)
  if (!check.ok)
    return refused(...Object.entries(check.errors).map(([id, error]) => ({ pointer: `${ATTRIBUTES}/fields/${id}`, detail: error.message })))
  const values = check.values
  // spec 1 §5: a phone field the form verifies must have passed its SMS code (ADR 054).
  const phoneField = seen.verification.phone_field
  const phone = phoneField ? values[phoneField] : undefined
  if (typeof phone === 'string' && phone !== '' && !(await isPhoneVerified(db, siteId, phone, input.now)))
    return refused({ pointer: `${ATTRIBUTES}/fields/${phoneField}`, detail: SUBMISSION_MESSAGES.phoneNotVerified })

  const additionalData = {
    ...attributes.additional_data,
    ...(Object.keys(attributes.hidden_fields).length ? { hidden_fields: attributes.hidden_fields } : {}),
  }
  if (JSON.stringify(additionalData).length > ADDITIONAL_DATA_LIMIT)
    return refused({ pointer: `${ATTRIBUTES}/additional_data`, detail: SUBMISSION_MESSAGES.additionalData })

  const place = await chosenLocation(db, siteId, seen, values, attributes.location_id)
  if ('refused' in place) return place.refused

  // Where it goes and what is sent follow the form as it is now; the rules, the version seen.
  const current = definitionOf(form)
  const routedTo = await routeLead(db, siteId, current, seen, values, place)
  const emailField = confirmationEmailField(seen)
  const emailValue = emailField ? values[emailField.id] : undefined
  const email = typeof emailValue === 'string' && emailValue !== '' ? emailValue.toLowerCase() : null
  const consents = leadConsents(seen, values)
  const deliveries = [
    ...(current.settings.notifications.enabled && routedTo ? [{ kind: 'notification', target: routedTo, integration_id: null }] : []),
    ...(current.settings.confirmations.enabled && email ? [{ kind: 'confirmation', target: email, integration_id: null }] : []),
    ...current.integrations
      .filter((integration) => integration.enabled)
      .map((integration) => ({ kind: 'webhook', target: integration.url, integration_id: integration.id })),
  ]

  const stored = await db.transaction(async (tx) => {
    const lead = await insertLead(tx, {
      site_id: siteId,
      form_id: formId,
      form_version: attributes.form_version,
      data: values,
      additional_data: additionalData,
      consents,
      location_id: place.location?.id ?? null,
      routed_to: routedTo,
      email,
      page_path: attributes.page_path ?? null,
      idempotency_key: attributes.idempotency_key,
      deliveries: deliveries.map((delivery) => ({ ...delivery, job_id: randomUUID() })),
    })
    if (lead)
      await deps.jobs.sendMany(
        leadDeliveryJob,
        lead.deliveries.map(({ id, jobId }) => ({ id: jobId, payload: { deliveryId: id } })),
        { tx },
      )
    return lead
  })
  if (!stored) {
    // Another request with the same key stored it first (they ran at once): answer that lead.
    const [first] = await db
      .select(leadOfKeyColumns)
      .from(leads)
      .where(and(eq(leads.siteId, siteId), eq(leads.idempotencyKey, attributes.idempotency_key)))
    return answerResent(db, formId, first!, form)
  }
  return {
    kind: 'stored',
    status: 201,
    lead: { id: stored.id, created_at: stored.createdAt.toISOString(), thank_you: seen.settings.thank_you },
  }
}

const leadOfKeyColumns = { id: leads.id, formId: leads.formId, formVersion: leads.formVersion, createdAt: leads.createdAt }
type LeadOfKey = { id: number; formId: number; formVersion: number; createdAt: Date }

/** The form, with the lead already stored under the submission's idempotency key (if any): one query. */
async function formWithLeadOfKey(db: Db, siteId: number, formId: number, key: string) {
  const [row] = await db
    .select({ form: forms, leadOfKey: leadOfKeyColumns })
    .from(forms)
    .leftJoin(leads, and(eq(leads.siteId, forms.siteId), eq(leads.idempotencyKey, key)))
    .where(and(eq(forms.siteId, siteId), eq(forms.id, formId)))
  return row ?? null
}

/** The first lead of an idempotency key, answered again (200), or refused if it was another form's. */
async function answerResent(db: Db, formId: number, lead: LeadOfKey, form: FormRow): Promise<SubmitOutcome> {
  if (lead.formId !== formId) return refused({ pointer: `${ATTRIBUTES}/idempotency_key`, detail: SUBMISSION_MESSAGES.otherForm })
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
  deliveries: { kind: string; target: string; integration_id: string | null; job_id: string }[]
}

/**
 * The lead and its deliveries in one statement (issue 13's latency goal: each round trip to the
 * database counts); each delivery names its job's id, which the jobs written next get. Null when the
 * idempotency key is taken: the unique (site, key) index decides between concurrent resends, and
 * the losers insert nothing after waiting for the winner to commit.
 */
async function insertLead(
  tx: Tx,
  lead: NewLead,
): Promise<{ id: number; createdAt: Date; deliveries: { id: number; jobId: string }[] } | null> {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
  const result = (await tx.execute(sql`
    WITH lead AS (
      INSERT INTO leads (site_id, form_id, form_version, data, additional_data, consents, location_id, routed_to, email, page_path, idempotency_key)
      VALUES (${lead.site_id}, ${lead.form_id}, ${lead.form_version}, ${json(lead.data)}, ${json(lead.additional_data)}, ${json(lead.consents)},
              ${lead.location_id}, ${lead.routed_to}, ${lead.email}, ${lead.page_path}, ${lead.idempotency_key})
      ON CONFLICT (site_id, idempotency_key) DO NOTHING
      RETURNING id, created_at
    ), delivery AS (
      INSERT INTO lead_deliveries (lead_id, kind, target, integration_id, job_id)
      SELECT lead.id, d.kind, d.target, d.integration_id, d.job_id
      FROM lead, jsonb_to_recordset(${json(lead.deliveries)}) AS d(kind text, target text, integration_id text, job_id text)
      RETURNING id, job_id
    )
    SELECT lead.id, lead.created_at, COALESCE((SELECT jsonb_agg(jsonb_build_object('id', id, 'job_id', job_id)) FROM delivery), '[]'::jsonb) AS deliveries
    FROM lead`)) as { rows: { id: string | number; created_at: string | Date; deliveries: { id: number; job_id: string }[] }[] }
  const [row] = result.rows
  if (!row) return null
  return {
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    deliveries: row.deliveries.map((delivery) => ({ id: delivery.id, jobId: delivery.job_id })),
  }
}

type LocationRow = typeof locations.$inferSelect

/**
 * The location a lead names: its location field's value, else `location_id` (a page's mapping).
 * It must be one of the market's: otherwise the field (or location_id) is refused.
 */
async function chosenLocation(
  db: Db | Tx,
  siteId: number,
  definition: FormDefinition,
  values: LeadValues,
  locationId: number | undefined,
): Promise<ChosenLocation | { refused: SubmitOutcome }> {
  const field = definition.fields.find((f) => f.type === 'location' && typeof values[f.id] === 'string' && values[f.id] !== '')
  const id = field ? Number(values[field.id]) : locationId
  if (id === undefined) return { location: null, dealerEmail: null }
  // With its dealer's address, which routing needs: one query for both.
  const [found] = await db
    .select({ location: locations, dealerEmail: dealers.email })
    .from(locations)
    .leftJoin(dealers, eq(dealers.id, locations.dealerId))
    .where(and(eq(locations.siteId, siteId), eq(locations.id, id)))
  if (found) return found
  const pointer = field ? `${ATTRIBUTES}/fields/${field.id}` : `${ATTRIBUTES}/location_id`
  return { refused: refused({ pointer, detail: SUBMISSION_MESSAGES.location }) }
}

interface ChosenLocation {
  location: LocationRow | null
  /** The e-mail of the location's dealer, if it has one. */
  dealerEmail: string | null
}

/** Field ids that hold a postcode (ADR 054): postcode, post_code, postal_code, zip, zip_code, zipcode. */
const POSTCODE_FIELD = /^(post_?code|postal_code|zip(_?code)?)$/
const normalisePostcode = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '')

/**
 * ADR 053 Routing: a lead naming a location goes to its dealer's e-mail, else the location's, else
 * the form's recipients; without a location, a postcode picks the dealer of the market whose
 * postcode shares the longest start with it (at least two characters, ADR 054); else the recipients.
 */
async function routeLead(
  db: Db | Tx,
  siteId: number,
  current: FormDefinition,
  seen: FormDefinition,
  values: LeadValues,
  { location, dealerEmail }: ChosenLocation,
): Promise<string | null> {
  const recipients = current.settings.notifications.recipients.join(', ') || null
  if (location) return dealerEmail || location.email || recipients
  const postcodeField = seen.fields.find((field) => POSTCODE_FIELD.test(field.id) && typeof values[field.id] === 'string')
  const postcode = postcodeField ? normalisePostcode(values[postcodeField.id] as string) : ''
  if (postcode.length >= 2) {
    const candidates = await db
      .select({ id: dealers.id, postcode: dealers.postcode, email: dealers.email })
      .from(dealers)
      .where(and(eq(dealers.siteId, siteId), ne(dealers.postcode, '')))
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
