import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import { recordAudit } from '~/audit/audit.server.ts'
import type { Database } from '~/db/client.server.ts'
import { leadExports, leads, phoneVerifications, settings, sites, verificationProofs } from '~/db/schema/index.ts'
import type { KeptFiles } from '~/lib/kept-files.ts'
import type { Logger } from '~/lib/log.server.ts'
import { pruneRateLimits } from '~/lib/rate-limit.server.ts'
import { readSetting } from '~/settings/keys.ts'

/**
 * Lead retention (ADR 053): each market's leads older than its
 * `forms.lead_retention_days` (365 unless set) are deleted, with their deliveries, in batches; one
 * audit entry per market says how many. Lead export files, which hold the same personal data, are
 * kept a week. The counters and codes of anonymous visitors older than a day go too.
 */

export interface RetentionDeps {
  database: Database
  /** The media store, where the export files are kept. */
  media: KeptFiles
  log: Logger
}

/** Leads deleted per statement: short statements keep other writers moving (PGlite is one session). */
export const RETENTION_BATCH = 1000
/** How long a lead export's file is kept for download (ADR 056). */
export const LEAD_EXPORT_KEEP_DAYS = 7
/** How often the job runs: twice a day (the queue's longest window; ADR 056). */
export const RETENTION_EVERY_SECONDS = 12 * 60 * 60

const DAY_MS = 24 * 60 * 60 * 1000

export async function runLeadRetention(deps: RetentionDeps, now: Date = new Date()) {
  const { db } = deps.database
  const markets = await db
    .select({ id: sites.id, days: settings.value })
    .from(sites)
    .leftJoin(settings, and(eq(settings.siteId, sites.id), eq(settings.key, 'forms.lead_retention_days')))
  const deleted: Record<number, number> = {}
  for (const market of markets) {
    const days = readSetting(market.days === null ? {} : { 'forms.lead_retention_days': market.days }, 'forms.lead_retention_days')
    // The admin API takes 1 or more; a 0 written by other means must not empty the market.
    const keepDays = days && days >= 1 ? days : 365
    const cutoff = new Date(now.getTime() - keepDays * DAY_MS)
    let count = 0
    for (;;) {
      const batch = await db
        .delete(leads)
        .where(
          inArray(
            leads.id,
            db
              .select({ id: leads.id })
              .from(leads)
              .where(and(eq(leads.siteId, market.id), lt(leads.createdAt, cutoff)))
              .limit(RETENTION_BATCH),
          ),
        )
        .returning({ id: leads.id })
      count += batch.length
      if (batch.length < RETENTION_BATCH) break
    }
    if (count === 0) continue
    deleted[market.id] = count
    await recordAudit(db, null, {
      siteId: market.id,
      action: 'lead.retention',
      entityType: 'lead',
      entityId: `before ${cutoff.toISOString()}`,
      summary: `Deleted ${count.toLocaleString('en')} lead${count === 1 ? '' : 's'} older than ${keepDays} days (lead retention)`,
      changes: { after: { deleted: count, retention_days: keepDays, before: cutoff.toISOString() } },
    })
  }

  const oldExports = await db
    .delete(leadExports)
    .where(lt(leadExports.createdAt, new Date(now.getTime() - LEAD_EXPORT_KEEP_DAYS * DAY_MS)))
    .returning({ fileKey: leadExports.fileKey })
  for (const { fileKey } of oldExports) if (fileKey) await deps.media.removeFile(fileKey)

  const dayAgo = new Date(now.getTime() - DAY_MS)
  await pruneRateLimits(db, dayAgo)
  await db
    .delete(phoneVerifications)
    .where(
      and(lt(phoneVerifications.expiresAt, dayAgo), or(isNull(phoneVerifications.verifiedAt), lt(phoneVerifications.verifiedAt, dayAgo))),
    )
  // A proof lives 30 minutes; a day later, used or not, it only names a number.
  await db.delete(verificationProofs).where(lt(verificationProofs.expiresAt, dayAgo))
  return { deleted, exportsRemoved: oldExports.length }
}
