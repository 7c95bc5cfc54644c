import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import {
  auditLog,
  leadDeliveries,
  leadExports,
  leads,
  phoneVerifications,
  rateLimits,
  settings,
  sites,
  users,
  verificationProofs,
} from '~/db/schema/index.ts'
import { log } from '~/lib/log.server.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import type { MediaStore } from '~/media/media-store.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { insertDelivery, insertForm, insertLead } from '~/test/lead-fixtures.ts'
import { erasePersonLeads, exportPersonLeads, personReference } from './person-leads.server.ts'
import { RETENTION_BATCH, runLeadRetention } from './retention.server.ts'

// Per-market lead retention with automatic deletion; a person's leads exportable and
// erasable on request; each in the audit log.

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-11-25T03:00:00Z')
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY)

describeEachEngine('lead retention', (test) => {
  let media: MediaStore
  let short: number
  let standard: number
  let broken: number

  async function market(key: string, retention?: string) {
    const { db } = test().database
    const [site] = await db
      .insert(sites)
      .values({ key, name: key, basePath: `/${key}` })
      .returning()
    if (retention !== undefined) await db.insert(settings).values({ siteId: site!.id, key: 'forms.lead_retention_days', value: retention })
    const form = await insertForm(db, site!.id, 'Test drive', [{ fields: [{ id: 'name', type: 'text', label: 'Name' }] }])
    for (const age of [400, 100, 1]) {
      const lead = await insertLead(db, { siteId: site!.id, formId: form.id, data: { name: `${age} days` }, createdAt: daysAgo(age) })
      await insertDelivery(db, { leadId: lead.id, kind: 'notification', target: 'sales@example.com' })
    }
    return { siteId: site!.id, formId: form.id }
  }

  const ages = async (siteId: number) =>
    (await test().database.db.select({ data: leads.data }).from(leads).where(eq(leads.siteId, siteId))).map((row) => row.data.name).sort()

  beforeAll(async () => {
    media = createLocalMediaStore(mkdtempSync(join(tmpdir(), 'forecourt-retention-')))
    const { db } = test().database
    const a = await market(`short-${test().siteId}`, '30')
    short = a.siteId
    // More than a batch of old leads: deleted batch after batch.
    await db.insert(leads).values(
      Array.from({ length: RETENTION_BATCH + 200 }, (_, i) => ({
        siteId: short,
        formId: a.formId,
        formVersion: 1,
        data: { name: 'old' },
        idempotencyKey: `retention-${i}`,
        createdAt: daysAgo(40 + (i % 10)),
      })),
    )
    standard = (await market(`standard-${test().siteId}`)).siteId
    broken = (await market(`zero-${test().siteId}`, '0')).siteId
  })

  it("deletes each market's leads older than its forms.lead_retention_days, with their deliveries, and audits the count", async () => {
    const { db } = test().database
    const before = await db.select({ id: leadDeliveries.id }).from(leadDeliveries)
    const result = await runLeadRetention({ database: test().database, media, log }, NOW)
    expect(result.deleted[short]).toBe(RETENTION_BATCH + 202)
    expect(result.deleted[standard]).toBe(1)
    expect(result.deleted[broken]).toBe(1) // 0 is no retention period: the default 365 days hold
    expect(await ages(short)).toEqual(['1 days'])
    expect(await ages(standard)).toEqual(['1 days', '100 days'])
    expect(await ages(broken)).toEqual(['1 days', '100 days'])
    expect((await db.select({ id: leadDeliveries.id }).from(leadDeliveries)).length).toBe(before.length - 4)

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.retention'), inArray(auditLog.siteId, [short, standard, broken])))
    expect(entries).toHaveLength(3)
    expect(entries.find((entry) => entry.siteId === short)).toMatchObject({
      userId: null,
      userEmail: 'system',
      entityType: 'lead',
      summary: `Deleted ${(RETENTION_BATCH + 202).toLocaleString('en')} leads older than 30 days (lead retention)`,
    })
    expect(entries.find((entry) => entry.siteId === standard)!.summary).toBe('Deleted 1 lead older than 365 days (lead retention)')

    // Nothing more to delete: no new entries.
    expect((await runLeadRetention({ database: test().database, media, log }, NOW)).deleted).toEqual({})
  })

  it('removes lead exports after a week, their files too, and the counters and codes of yesterday', async () => {
    const { db, siteId } = { db: test().database.db, siteId: standard }
    const [form] = await db.select({ id: leads.formId }).from(leads).where(eq(leads.siteId, siteId)).limit(1)
    const source = join(mkdtempSync(join(tmpdir(), 'forecourt-retention-file-')), 'leads.csv')
    writeFileSync(source, 'id\n1\n')
    const exported = async (age: number, key: string) => {
      await media.putFile(key, source)
      const [row] = await db
        .insert(leadExports)
        .values({ siteId, formId: form!.id, status: 'completed', fileKey: key, createdAt: daysAgo(age) })
        .returning()
      return row!
    }
    const old = await exported(8, `lead-exports/${siteId}/old.csv`)
    const recent = await exported(2, `lead-exports/${siteId}/recent.csv`)
    await db.insert(rateLimits).values([
      { key: 'lead:old', windowStart: daysAgo(2), hits: 3 },
      { key: 'lead:now', windowStart: NOW, hits: 1 },
    ])
    await db.insert(phoneVerifications).values([
      { siteId, phone: '+442079460001', codeHash: 'x', expiresAt: daysAgo(2) },
      { siteId, phone: '+442079460002', codeHash: 'x', expiresAt: NOW },
    ])
    await db.insert(verificationProofs).values([
      { siteId, phone: '+442079460001', tokenHash: 'old-proof', expiresAt: daysAgo(2) },
      { siteId, phone: '+442079460002', tokenHash: 'recent-proof', expiresAt: NOW },
    ])

    expect((await runLeadRetention({ database: test().database, media, log }, NOW)).exportsRemoved).toBe(1)
    const left = await db.select({ id: leadExports.id }).from(leadExports).where(eq(leadExports.siteId, siteId))
    expect(left.map((row) => row.id)).toEqual([recent.id])
    expect(await media.openFile(old.fileKey!)).toBeNull()
    expect(await media.openFile(recent.fileKey!)).not.toBeNull()
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).not.toContain('lead:old')
    const phones = await db
      .select({ phone: phoneVerifications.phone })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.siteId, siteId))
    expect(phones.map((row) => row.phone)).toEqual(['+442079460002'])
    const proofs = await db
      .select({ phone: verificationProofs.phone })
      .from(verificationProofs)
      .where(eq(verificationProofs.siteId, siteId))
    expect(proofs.map((row) => row.phone)).toEqual(['+442079460002'])
  })
})

describeEachEngine("a person's leads", (test) => {
  const admin = { id: 0, email: 'admin@example.com' }
  let formId: number

  beforeAll(async () => {
    const { database, siteId } = test()
    const [user] = await database.db
      .insert(users)
      .values({ email: `privacy-${siteId}@example.com` })
      .returning()
    admin.id = user!.id
    admin.email = user!.email
    const form = await insertForm(database.db, siteId, 'Brochure', [
      { fields: [{ id: 'email', type: 'email', label: 'Your e-mail' }] },
      { fields: [{ id: 'email', type: 'email', label: 'E-mail address' }] },
    ])
    formId = form.id
    const ada = await insertLead(database.db, {
      siteId,
      formId,
      formVersion: 1,
      data: { email: 'ada@example.com' },
      email: 'ada@example.com',
    })
    await insertDelivery(database.db, { leadId: ada.id, kind: 'confirmation', target: 'ada@example.com' })
    await insertLead(database.db, { siteId, formId, formVersion: 2, data: { email: 'ada@example.com' }, email: 'ada@example.com' })
    await insertLead(database.db, { siteId, formId, data: { email: 'bob@example.com' }, email: 'bob@example.com' })
  })

  const audit = async (action: string) =>
    (
      await test()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.siteId, test().siteId)))
    ).at(-1)!

  it("exports the person's leads as JSON, with each version's labels and the deliveries, and audits it without the address", async () => {
    const exported = await exportPersonLeads(test().database.db, admin, test().siteId, ' Ada@Example.com ')
    expect(exported.email).toBe('ada@example.com')
    expect(exported.leads).toHaveLength(2)
    expect(exported.leads[0]).toMatchObject({
      form_id: formId,
      form_name: 'Brochure',
      form_version: 1,
      fields: [{ id: 'email', label: 'Your e-mail', value: 'ada@example.com' }],
      deliveries: [{ kind: 'confirmation', target: 'ada@example.com', status: 'pending', delivered_at: null }],
    })
    expect(exported.leads[1]!.fields).toEqual([{ id: 'email', label: 'E-mail address', value: 'ada@example.com' }])
    const entry = await audit('lead.export_person')
    expect(entry).toMatchObject({ userId: admin.id, entityId: personReference('ada@example.com') })
    expect(entry.summary).toBe(`Exported the 2 leads of a person (${personReference('ada@example.com')})`)
    expect(JSON.stringify(entry)).not.toContain('ada@')
  })

  it("erases the person's leads and their deliveries, nobody else's, and audits the count", async () => {
    const { db } = test().database
    expect(await erasePersonLeads(db, admin, test().siteId, 'ADA@example.com')).toBe(2)
    const left = await db.select({ email: leads.email }).from(leads).where(eq(leads.formId, formId))
    expect(left).toEqual([{ email: 'bob@example.com' }])
    expect((await exportPersonLeads(db, admin, test().siteId, 'ada@example.com')).leads).toEqual([])
    const entry = await audit('lead.erase_person')
    expect(entry.summary).toBe(`Erased the 2 leads of a person (${personReference('ada@example.com')})`)
    expect(JSON.stringify(entry)).not.toContain('ada@')
    expect(await erasePersonLeads(db, admin, test().siteId + 1000, 'bob@example.com')).toBe(0)
    expect(await db.select({ email: leads.email }).from(leads).where(eq(leads.formId, formId))).toHaveLength(1)
  })
})
