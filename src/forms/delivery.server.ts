import { createHmac } from 'node:crypto'
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { deriveKey, serverSecret } from '~/auth/server-secret.server.ts'
import type { Database, Db } from '~/db/client.server.ts'
import { formVersions, forms, leadDeliveries, leads, locations, settings } from '~/db/schema/index.ts'
import { plainTextInDirection } from '~/i18n/bidi.ts'
import { formatMessage, type MarketLanguage } from '~/i18n/catalogue.server.ts'
import { textDirection } from '~/i18n/language.ts'
import type { MessageId } from '~/i18n/messages.ts'
import { failed, succeeded, type JobOutcome, type JobQueue, type RunningJob } from '~/jobs/queue.server.ts'
import type { Logger } from '~/lib/log.server.ts'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import type { Mailer } from '~/mail/mailer.server.ts'
import { escapeHtml } from '~/pricing/tags.ts'
import { readSetting } from '~/settings/keys.ts'
import { marketLanguage, MESSAGE_OVERRIDES_KEY } from '~/settings/market-language.ts'
import { formatDateTime } from '~/ui/date-format.ts'
import { DEFAULT_CONFIRMATION_BODY, DEFAULT_CONFIRMATION_SUBJECT, DEFAULT_NOTIFICATION_SUBJECT, withMarketDefault } from './defaults.ts'
import type { FormDefinition } from './definition.ts'
import { leadDeliveryJob } from './jobs.server.ts'
import { leadValueText } from './lead-values.ts'

/**
 * A lead's deliveries (ADR 053, ADR 056): each `lead_deliveries` row is a job that
 * sends the notification e-mail, the confirmation e-mail or a webhook, retried with backoff, and
 * `dead` after its last attempt, where the dead-letter view resends it.
 *
 * Towards the receiver it is as near exactly-once as a network allows: a row is claimed by its
 * job before sending (a delivered row, or one a resend gave to another job, is skipped), and a
 * webhook carries `Idempotency-Key: lead-<lead>-delivery-<delivery>`, the same on every attempt,
 * for the one case left: the process dies after the receiver took the request but before the row
 * says delivered.
 */

export interface DeliveryDeps {
  database: Database
  mailer: Mailer
  /** The outbound guard: webhook URLs are typed by admins, so internal addresses are refused. */
  outbound: OutboundFetch
  log: Logger
}

type DeliveryRow = typeof leadDeliveries.$inferSelect
type LeadRow = typeof leads.$inferSelect

/** The job's answer, kept by the queue: what happened to the row. */
export type DeliveryOutcome = { delivered: true } | { skipped: DeliverySkip }
type DeliverySkip = 'gone' | 'delivered' | 'dead' | 'superseded'

/**
 * Runs one attempt of each delivery of a batch (the queue's `workBatch`): the pending rows are claimed
 * and read in one statement, sent side by side, and those that went out marked delivered in one
 * more; a failed one is marked on its own and fails its job (so that the queue retries it).
 */
export async function deliverLeads(deps: DeliveryDeps, jobs: RunningJob<{ deliveryId: number }>[]): Promise<JobOutcome[]> {
  const outcomes = new Map<RunningJob<{ deliveryId: number }>, JobOutcome>()
  // A row resent while its old job waited may be in one batch twice: each claim round names a row once.
  for (const round of roundsOfDistinctRows(jobs)) {
    const claimed = await claimDeliveries(deps.database.db, round)
    const skipped = round.filter((job) => !claimed.has(job.payload.deliveryId))
    for (const [job, why] of await whyNot(deps.database.db, skipped)) outcomes.set(job, succeeded({ skipped: why }))
    const sent = await Promise.all(
      round
        .filter((job) => claimed.has(job.payload.deliveryId))
        .map(async (job) => {
          try {
            await send(deps, claimed.get(job.payload.deliveryId)!, job.signal)
            return { job, error: null }
          } catch (error) {
            return { job, error }
          }
        }),
    )
    const delivered = sent.filter((s) => s.error === null).map((s) => s.job)
    // NOTE: by id alone: were a row resent meanwhile, the new job now finds it delivered and skips.
    if (delivered.length > 0)
      await deps.database.db
        .update(leadDeliveries)
        .set({ status: 'delivered', deliveredAt: new Date(), lastError: null, updatedAt: new Date() })
        .where(
          inArray(
            leadDeliveries.id,
            delivered.map((job) => job.payload.deliveryId),
          ),
        )
    for (const job of delivered) outcomes.set(job, succeeded({ delivered: true } satisfies DeliveryOutcome))
    for (const { job, error } of sent.filter((s) => s.error !== null)) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      await deps.database.db
        .update(leadDeliveries)
        .set({ lastError: message, status: job.lastAttempt ? 'dead' : 'pending', updatedAt: new Date() })
        .where(eq(leadDeliveries.id, job.payload.deliveryId))
      outcomes.set(job, failed(error))
    }
  }
  return jobs.map((job) => outcomes.get(job)!)
}

function roundsOfDistinctRows<J extends RunningJob<{ deliveryId: number }>>(jobs: J[]): J[][] {
  const rounds: J[][] = []
  for (const job of jobs) {
    const round = rounds.find((r) => r.every((other) => other.payload.deliveryId !== job.payload.deliveryId))
    if (round) round.push(job)
    else rounds.push([job])
  }
  return rounds
}

/**
 * The claim, read with what each delivery needs in the same statement: only a pending row that is
 * its job's (or no job's yet) is sent, and the attempt counts. Answers the claimed rows by id.
 */
async function claimDeliveries(db: Db, jobs: RunningJob<{ deliveryId: number }>[]): Promise<Map<number, ClaimedDelivery>> {
  const jobOfRow = sql`${JSON.stringify(Object.fromEntries(jobs.map((job) => [job.payload.deliveryId, job.id])))}::jsonb ->> ${leadDeliveries.id}::text`
  const claimed = db.$with('claimed').as(
    db
      .update(leadDeliveries)
      .set({ attempts: sql`${leadDeliveries.attempts} + 1`, jobId: jobOfRow, updatedAt: new Date() })
      .where(
        and(
          inArray(
            leadDeliveries.id,
            jobs.map((job) => job.payload.deliveryId),
          ),
          eq(leadDeliveries.status, 'pending'),
          or(isNull(leadDeliveries.jobId), eq(leadDeliveries.jobId, jobOfRow)),
        ),
      )
      .returning(),
  )
  const rows = await db
    .with(claimed)
    .select({
      row: claimed._.selectedFields,
      lead: leads,
      formName: forms.name,
      current: forms.definition,
      seen: formVersions.definition,
      locationName: locations.name,
      mailFrom: settings.value,
      language: languageSetting.value,
      overrides: overridesSetting.value,
    })
    .from(claimed)
    .innerJoin(leads, eq(leads.id, claimed.leadId))
    .innerJoin(forms, eq(forms.id, leads.formId))
    .leftJoin(locations, eq(locations.id, leads.locationId))
    .leftJoin(formVersions, and(eq(formVersions.formId, leads.formId), eq(formVersions.version, leads.formVersion)))
    .leftJoin(settings, and(eq(settings.siteId, leads.siteId), eq(settings.key, 'forms.mail_from')))
    .leftJoin(languageSetting, and(eq(languageSetting.siteId, leads.siteId), eq(languageSetting.key, 'general.language')))
    .leftJoin(overridesSetting, and(eq(overridesSetting.siteId, leads.siteId), eq(overridesSetting.key, MESSAGE_OVERRIDES_KEY)))
  return new Map(
    rows.map((found) => {
      const current = found.current as FormDefinition
      const from = readSetting(found.mailFrom === null ? {} : { 'forms.mail_from': found.mailFrom }, 'forms.mail_from').trim()
      const row = found.row as DeliveryRow
      return [
        row.id,
        {
          row,
          lead: found.lead,
          formName: found.formName,
          current,
          seen: (found.seen ?? current) as FormDefinition,
          locationName: found.locationName ?? undefined,
          from,
          locale: localeOf(found.language),
          market: marketLanguage({
            ...(found.language === null ? {} : { 'general.language': found.language }),
            ...(found.overrides === null ? {} : { [MESSAGE_OVERRIDES_KEY]: found.overrides }),
          }),
        },
      ]
    }),
  )
}

/** Why each of these jobs' rows was not claimed: it is gone, already delivered or dead, or another job's now. */
async function whyNot<J extends RunningJob<{ deliveryId: number }>>(db: Db, jobs: J[]): Promise<[J, DeliverySkip][]> {
  if (jobs.length === 0) return []
  const rows = await db
    .select({ id: leadDeliveries.id, status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(
      inArray(
        leadDeliveries.id,
        jobs.map((job) => job.payload.deliveryId),
      ),
    )
  const status = new Map(rows.map((row) => [row.id, row.status]))
  return jobs.map((job) => {
    const found = status.get(job.payload.deliveryId)
    // gone: the lead was deleted (retention, erasure, an admin)
    return [job, found === undefined ? 'gone' : found === 'delivered' || found === 'dead' ? found : 'superseded']
  })
}

interface ClaimedDelivery {
  row: DeliveryRow
  lead: LeadRow
  formName: string
  /** The form as it is now: its settings say what is sent. */
  current: FormDefinition
  /** The version the visitor saw: its labels name the values. */
  seen: FormDefinition
  /** The name of the location (retailer) the lead chose, if any. */
  locationName: string | undefined
  /** The market's `forms.mail_from`; empty for the mailer's default. */
  from: string
  /** The market's language as a locale ('en-GB'): how the e-mail writes dates. */
  locale: string
  /** The market's language and own wording: how the e-mail words what the form's team did not write. */
  market: MarketLanguage
}

/** The market's language setting and own wording, read with the claimed rows (more aliases of the settings table). */
const languageSetting = alias(settings, 'market_language')
const overridesSetting = alias(settings, 'market_messages')
/** general.language ('en_GB') as a BCP 47 locale; the setting's default when unset or unknown to Intl. */
function localeOf(language: string | null): string {
  const tag = (language ?? readSetting({}, 'general.language')).replaceAll('_', '-')
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0 ? tag : 'en-GB'
  } catch {
    return 'en-GB'
  }
}

async function send(deps: DeliveryDeps, context: ClaimedDelivery, signal: AbortSignal) {
  const { row, lead } = context
  const from = context.from || deps.mailer.defaultFrom
  switch (row.kind) {
    case 'notification':
      return deps.mailer.send({ ...notificationMail(context), from, to: row.target, siteId: lead.siteId })
    case 'confirmation':
      return deps.mailer.send({ ...confirmationMail(context), from, to: row.target, siteId: lead.siteId })
    case 'webhook':
      return postWebhook(deps, row, context, signal)
    default:
      throw new Error(`Unknown delivery kind "${row.kind}"`)
  }
}

/** The lead's values in the order of the version the visitor saw, each with its label then. */
function labelledValues({ lead, seen, locationName, locale, market }: ClaimedDelivery): [string, string][] {
  const say = (id: MessageId) => formatMessage(id, {}, market)
  const answers = { yes: say('mail.lead.yes'), no: say('mail.lead.no') }
  const locationOf = (id: number) => (id === lead.locationId ? locationName : undefined)
  // A field the visitor left empty (an optional phone) is left out: a label with nothing after it says nothing.
  const rows = seen.fields
    .filter((field) => Object.hasOwn(lead.data, field.id))
    .map((f): [string, string] => [f.label, leadValueText(f, lead.data[f.id]!, locationOf, answers)])
    .filter(([, text]) => text !== '')
  return [
    ...rows,
    // As the back office writes a moment: the market's format, in UTC ('29 Nov 2026, 06:20 UTC').
    [say('mail.lead.received'), formatDateTime(lead.createdAt.toISOString(), locale)],
    [say('mail.lead.number'), `${lead.id}`],
    ...(lead.pagePath ? [[say('mail.lead.page'), lead.pagePath] as [string, string]] : []),
  ]
}

/**
 * The retailer's (or the form's recipients') e-mail: subject from the notification settings, `{form}`
 * the form's name; the stored default is worded in the market's language.
 */
function notificationMail(context: ClaimedDelivery) {
  const stored = context.current.settings.notifications.subject
  const subject =
    stored === DEFAULT_NOTIFICATION_SUBJECT
      ? formatMessage('mail.lead.notificationSubject', { form: context.formName }, context.market)
      : stored.replaceAll('{form}', context.formName)
  const values = labelledValues(context)
  const dir = textDirection(context.market.language)
  const text = plainTextInDirection(`${subject}\n\n${values.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`, dir)
  // A header cell centres its text unless told otherwise: the labels keep to the reading start.
  const start = dir === 'rtl' ? 'right' : 'left'
  const rows = values.map(
    ([label, value]) => `<tr><th align="${start}">${escapeHtml(label)}</th><td>${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
  )
  const html = htmlInDirection(`<h1>${escapeHtml(subject)}</h1>\n<table>\n${rows.join('\n')}\n</table>\n`, dir)
  return { subject, text, html }
}

/** A right-to-left market's mail HTML in a block that says so (a mail reader lays it out left to right otherwise). */
const htmlInDirection = (html: string, dir: 'ltr' | 'rtl') => (dir === 'rtl' ? `<div dir="rtl">\n${html}</div>\n` : html)

/** The visitor's e-mail: subject and body from the confirmation settings (a stored default in the market's language), as plain text. */
function confirmationMail(context: ClaimedDelivery) {
  const stored = context.current.settings.confirmations
  const subject = withMarketDefault(
    stored.subject,
    DEFAULT_CONFIRMATION_SUBJECT,
    formatMessage('mail.lead.confirmationSubject', {}, context.market),
  )
  const body = withMarketDefault(stored.body, DEFAULT_CONFIRMATION_BODY, formatMessage('mail.lead.confirmationBody', {}, context.market))
  const dir = textDirection(context.market.language)
  const paragraphs = body.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
  return { subject, text: plainTextInDirection(`${body}\n`, dir), html: htmlInDirection(`${paragraphs.join('\n')}\n`, dir) }
}

/** What a webhook receives: the lead as stored (field ids, not labels: labels change). */
export function webhookBody(lead: LeadRow): string {
  return JSON.stringify({
    lead: {
      id: lead.id,
      form_id: lead.formId,
      form_version: lead.formVersion,
      created_at: lead.createdAt.toISOString(),
      fields: lead.data,
      additional_data: lead.additionalData,
      consents: lead.consents,
    },
  })
}

/**
 * The key a webhook's signatures are made with (ADR 056): derived from the server secret per
 * market, form and integration, so the admin can show it to the receiver and a key of one
 * integration says nothing about another's.
 * @example const key = await webhookSigningKey(services.database, { siteId, formId: 4, integrationId: 'crm' })
 */
export async function webhookSigningKey(database: Database, integration: { siteId: number; formId: number; integrationId: string }) {
  return deriveKey(await serverSecret(database), 'webhook', integration.siteId, integration.formId, integration.integrationId)
}

/** `sha256=<hex HMAC-SHA256 of the exact body>`, the value of `X-Forecourt-Signature`. */
const webhookSignature = (key: string, body: string) => `sha256=${createHmac('sha256', key).update(body, 'utf8').digest('hex')}`

async function postWebhook(deps: DeliveryDeps, row: DeliveryRow, { lead }: ClaimedDelivery, signal: AbortSignal) {
  if (!row.integrationId) throw new Error('This webhook delivery names no integration')
  const body = webhookBody(lead)
  const key = await webhookSigningKey(deps.database, { siteId: lead.siteId, formId: lead.formId, integrationId: row.integrationId })
  const response = await deps.outbound(row.target, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forecourt-signature': webhookSignature(key, body),
      'idempotency-key': `lead-${lead.id}-delivery-${row.id}`,
    },
    body,
    signal,
  })
  if (!response.ok) throw new Error(`The webhook answered ${response.status} ${response.statusText}`.trim())
}

/**
 * Sends a delivery again (spec 1 §7 `fix`, the dead-letter view): the row goes back to pending with
 * a new job, written together; a delivered row is left alone. False when there is no such row or it
 * was delivered.
 */
export async function resendDelivery(db: Db, queue: JobQueue, deliveryId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(leadDeliveries).where(eq(leadDeliveries.id, deliveryId)).for('update')
    if (!row || row.status === 'delivered') return false
    const jobId = await queue.send(leadDeliveryJob, { deliveryId }, { tx })
    await tx.update(leadDeliveries).set({ status: 'pending', jobId, updatedAt: new Date() }).where(eq(leadDeliveries.id, deliveryId))
    return true
  })
}

export interface DeadDelivery {
  id: number
  lead_id: number
  form_id: number
  form_name: string
  kind: string
  target: string
  attempts: number
  last_error: string | null
  updated_at: string
}

/** How old a pending delivery must be before the sweep asks its job: longer than every retry's wait. */
export const SWEEP_AFTER_MS = 15 * 60 * 1000
/** How many pending deliveries one sweep looks at (it runs every few minutes). */
const SWEEP_BATCH = 200
export const EXPIRED_LAST_ATTEMPT = 'The last attempt did not finish in time (the job expired)'

/**
 * Deliveries whose job gave up without their handler saying so: a last attempt that
 * expired — its process was killed, or it hung past the job's expiry — leaves the row pending while
 * the queue has marked the job failed. The sweep moves them to the dead-letter view; a row the
 * handler or a resend changed meanwhile is left alone (the job id must still be the one asked).
 */
export async function sweepExpiredDeliveries(deps: { database: Database; jobs: Pick<JobQueue, 'getJob'> }, now = new Date()) {
  const { db } = deps.database
  const pending = await db
    .select({ id: leadDeliveries.id, jobId: leadDeliveries.jobId })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.status, 'pending'),
        isNotNull(leadDeliveries.jobId),
        lt(leadDeliveries.updatedAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
      ),
    )
    .orderBy(leadDeliveries.updatedAt)
    .limit(SWEEP_BATCH)
  let dead = 0
  for (const row of pending) {
    const job = await deps.jobs.getJob(leadDeliveryJob, row.jobId!)
    if (job?.state !== 'failed') continue
    const moved = await db
      .update(leadDeliveries)
      .set({ status: 'dead', lastError: job.lastError ?? EXPIRED_LAST_ATTEMPT, updatedAt: now })
      .where(and(eq(leadDeliveries.id, row.id), eq(leadDeliveries.status, 'pending'), eq(leadDeliveries.jobId, row.jobId!)))
      .returning({ id: leadDeliveries.id })
    dead += moved.length
  }
  return { dead }
}

/** The dead-letter view: a market's deliveries that failed their last attempt, newest first. */
export async function listDeadDeliveries(db: Db, siteId: number, paging: { page: number; perPage: number }) {
  const where = and(eq(leads.siteId, siteId), eq(leadDeliveries.status, 'dead'))
  const rows = await db
    .select({
      id: leadDeliveries.id,
      leadId: leadDeliveries.leadId,
      formId: forms.id,
      formName: forms.name,
      kind: leadDeliveries.kind,
      target: leadDeliveries.target,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
      updatedAt: leadDeliveries.updatedAt,
    })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .innerJoin(forms, eq(forms.id, leads.formId))
    .where(where)
    .orderBy(desc(leadDeliveries.updatedAt), desc(leadDeliveries.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage)
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(where)
  const data: DeadDelivery[] = rows.map((row) => ({
    id: row.id,
    lead_id: row.leadId,
    form_id: row.formId,
    form_name: row.formName,
    kind: row.kind,
    target: row.target,
    attempts: row.attempts,
    last_error: row.lastError,
    updated_at: row.updatedAt.toISOString(),
  }))
  return { data, total: total?.n ?? 0 }
}
