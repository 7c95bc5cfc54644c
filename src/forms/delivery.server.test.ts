import { createHmac, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import type { Db } from '~/db/client.server.ts'
import { leadDeliveries, settings } from '~/db/schema/index.ts'
import { createJobQueue, type JobQueue, type JobState } from '~/jobs/queue.server.ts'
import { log } from '~/lib/log.server.ts'
import { createOutboundFetch } from '~/lib/outbound.server.ts'
import { smtpMailer } from '~/mail/mailer.server.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { runRetriesNow, waitFor as waitUntil } from '~/test/jobs.ts'
import { insertDelivery, insertForm, insertLead } from '~/test/lead-fixtures.ts'
import { addMarket } from '~/test/markets.ts'
import { startTestSmtp, type TestSmtp } from '~/test/smtp.ts'
import { deliveryOutbox } from './delivery-outbox.server.ts'
import {
  deliverLeads,
  EXPIRED_LAST_ATTEMPT,
  listDeadDeliveries,
  resendDelivery,
  sweepExpiredDeliveries,
  SWEEP_AFTER_MS,
  webhookBody,
  webhookSigningKey,
} from './delivery.server.ts'
import { formJobTypes, leadDeliveryJob } from './jobs.server.ts'
import { registerFormWorkers, type FormWorkerDeps } from './workers.server.ts'

// Deliveries are durable jobs, retried with backoff, dead after the last retry, resent from the
// dead-letter view; e-mails read back from a local SMTP server, webhooks from a local receiver. A
// retry is scheduled a minute or more ahead, so none runs by itself: the test checks the wait the
// queue scheduled and then makes it due (src/test/jobs.ts) instead of sleeping through it.

const WAIT_MS = 40_000
const RETRY_DELAY_SECONDS = 60

interface Hit {
  at: number
  body: string
  headers: IncomingMessage['headers']
  status: number
}

/** A webhook receiver: answers each request with the next status of `plan` (then 200). */
async function startReceiver() {
  const hits: Hit[] = []
  let plan: number[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const status = plan.shift() ?? 200
      hits.push({ at: Date.now(), body: Buffer.concat(chunks).toString('utf8'), headers: req.headers, status })
      res.writeHead(status).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/leads`,
    host: `127.0.0.1:${port}`,
    hits,
    answer(statuses: number[]) {
      plan = [...statuses]
    },
    stop: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const definition = (labels: { name: string }) => ({
  fields: [
    { id: 'name', type: 'text' as const, label: labels.name, rules: { required: true } },
    { id: 'email', type: 'email' as const, label: 'E-mail' },
    { id: 'model', type: 'select' as const, label: 'Model', options: [{ label: 'E5', value: 'e5' }] },
    { id: 'notes', type: 'textarea' as const, label: 'Notes' },
    { id: 'consent', type: 'consent' as const, label: 'I agree', consent_text: 'You may call me.' },
  ],
  settings: {
    notifications: { enabled: true, recipients: ['sales@aurelia.example'], subject: 'New lead: {form} ({form})' },
    confirmations: { enabled: true, subject: 'We have your request', body: 'Thank you, we will call.\n\nAurelia & co <team>' },
  },
  integrations: [{ id: 'crm', type: 'webhook' as const, url: 'http://127.0.0.1:9/' }],
})

let smtp: TestSmtp
let receiver: Awaited<ReturnType<typeof startReceiver>>
beforeAll(async () => {
  smtp = await startTestSmtp()
  receiver = await startReceiver()
})
afterAll(async () => {
  await smtp.stop()
  await receiver.stop()
})

describeEachEngine('lead delivery worker', (test) => {
  const queues: JobQueue[] = []
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 1000 })))
  })

  function deps(): FormWorkerDeps {
    return {
      database: test().database,
      mailer: smtpMailer(smtp.url, 'Forecourt <leads@forecourt.example>'),
      outbound: createOutboundFetch({ allowHosts: [receiver.host], timeoutMs: 5000 }),
      media: createLocalMediaStore(mkdtempSync(join(tmpdir(), 'forecourt-delivery-'))),
      log,
    }
  }

  /** Waits for `done`; with `retriesNow`, a job waiting for a retry runs at once (the test's clock). */
  const waitFor = <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, options: { retriesNow?: boolean } = {}) =>
    waitUntil(read, done, what, {
      timeoutMs: WAIT_MS,
      retriesNow: options.retriesNow ? { database: test().database, schema: test().schema } : undefined,
    })

  /** A process's queue with the forms' workers, its retries a minute apart (and `limit` of them). */
  async function startWorkers(retries: { limit?: number } = {}, on = test().database) {
    const queue = createJobQueue(on, {
      jobs: formJobTypes,
      schema: test().schema,
      pollingIntervalSeconds: 0.05,
      retries: { delaySeconds: RETRY_DELAY_SECONDS, ...retries },
    })
    queues.push(queue)
    await queue.start()
    registerFormWorkers(queue, { ...deps(), database: on })
    return queue
  }

  async function newLead() {
    const { database, siteId } = test()
    const form = await insertForm(database.db, siteId, `Test drive ${Math.random().toString(36).slice(2)}`, [
      definition({ name: 'Your name' }),
      definition({ name: 'Full name' }),
    ])
    const lead = await insertLead(database.db, {
      siteId,
      formId: form.id,
      formVersion: 1,
      data: { name: 'Ada <script>alert(1)</script>', email: 'ada@example.com', model: 'e5', notes: '', consent: true },
      email: 'ada@example.com',
      consents: [{ field: 'consent', text: 'You may call me.', version: 'abcdef0123456789' }],
      additionalData: { menaTabs: 'sales' },
      pagePath: '/test-drive',
    })
    return { form, lead }
  }

  const row = async (id: number) => (await test().database.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, id)))[0]!

  async function queueDelivery(queue: JobQueue, delivery: Parameters<typeof insertDelivery>[1]) {
    const stored = await insertDelivery(test().database.db, delivery)
    const jobId = await queue.send(leadDeliveryJob, { deliveryId: stored.id })
    await test().database.db.update(leadDeliveries).set({ jobId }).where(eq(leadDeliveries.id, stored.id))
    return stored
  }

  it('sends the notification with the labels the visitor saw, and the confirmation, through SMTP', async () => {
    const queue = await startWorkers()
    const { form, lead } = await newLead()
    smtp.failNext(1) // one message is refused (451): its job retries
    const notification = await queueDelivery(queue, { leadId: lead.id, kind: 'notification', target: 'retailer@aurelia.example' })
    const confirmation = await queueDelivery(queue, { leadId: lead.id, kind: 'confirmation', target: 'ada@example.com' })
    for (const id of [notification.id, confirmation.id])
      await waitFor(
        () => row(id),
        (r) => r.status === 'delivered',
        `delivery ${id}`,
        { retriesNow: true },
      )

    const rows = [await row(notification.id), await row(confirmation.id)]
    expect(rows.map((r) => r.attempts).sort()).toEqual([1, 2])
    expect(rows).toEqual([
      expect.objectContaining({ lastError: null, deliveredAt: expect.any(Date) }),
      expect.objectContaining({ lastError: null }),
    ])
    const toRetailer = smtp.received.findLast((m) => m.to[0] === 'retailer@aurelia.example')!
    expect(toRetailer.from).toBe('leads@forecourt.example')
    expect(toRetailer.subject).toBe(`New lead: ${form.name} (${form.name})`)
    // Version 1's label ('Your name'), not the current one's; a choice by its option's label (E5, stored e5);
    // the notes left empty are left out.
    expect(toRetailer.text).toContain('Your name: Ada <script>alert(1)</script>\nE-mail: ada@example.com\nModel: E5\nI agree: Yes\n')
    expect(toRetailer.text).not.toContain('Notes')
    expect(toRetailer.html).not.toContain('Notes')
    expect(toRetailer.text).toContain(`Lead: ${lead.id}\nPage: /test-drive`)
    // The moment in the market's format (en_GB by default), in UTC, as the back office writes it.
    expect(toRetailer.text).toMatch(/\nReceived: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC\n/)
    expect(toRetailer.html).toContain('<th align="left">Your name</th><td>Ada &lt;script&gt;alert(1)&lt;/script&gt;</td>')
    expect(toRetailer.html).not.toContain('<script>')
    const toVisitor = smtp.received.findLast((m) => m.to[0] === 'ada@example.com')!
    expect(toVisitor).toMatchObject({ subject: 'We have your request', text: 'Thank you, we will call.\n\nAurelia & co <team>\n' })
    expect(toVisitor.html).toBe('<p>Thank you, we will call.</p>\n<p>Aurelia &amp; co &lt;team&gt;</p>\n')
  })

  it('sends the jobs of deliveries stored as the outbox, each once, with two processes draining', async () => {
    // On PostgreSQL the second process has a pool of its own; a PGlite belongs to one process.
    const { database } = test()
    const pool = database.engine === 'postgres' ? new pg.Pool((database.db as unknown as { $client: pg.Pool }).$client.options) : null
    const elsewhere = pool ? { ...database, db: drizzle(pool) as unknown as Db } : database
    const { lead } = await newLead()
    const before = smtp.received.length
    const stored = []
    for (let i = 0; i < 12; i++)
      stored.push(
        await insertDelivery(database.db, { leadId: lead.id, kind: 'confirmation', target: `buyer${i}@example.com`, outbox: true }),
      )
    const first = await startWorkers()
    const second = await startWorkers({}, elsewhere)
    first.nudge(deliveryOutbox)
    second.nudge(deliveryOutbox)
    for (const delivery of stored)
      await waitFor(
        () => row(delivery.id),
        (r) => r.status === 'delivered',
        `delivery ${delivery.id}`,
      )
    const rows = await Promise.all(stored.map((delivery) => row(delivery.id)))
    expect(rows.map((r) => [r.queued, r.attempts, r.jobId])).toEqual(stored.map((delivery) => [true, 1, delivery.jobId]))
    expect(
      smtp.received
        .slice(before)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(stored.map((delivery) => delivery.target).sort())
    await second.stop({ timeoutMs: 1000 })
    await pool?.end()
  })

  it('sends a batch in one claim: each row once, a delivered or resent row skipped, a failure alone retried', async () => {
    const { lead } = await newLead()
    const db = test().database.db
    const fresh = await insertDelivery(db, { leadId: lead.id, kind: 'confirmation', target: 'ada@example.com' })
    const done = await insertDelivery(db, { leadId: lead.id, kind: 'notification', target: 'retailer@aurelia.example' })
    await db.update(leadDeliveries).set({ status: 'delivered' }).where(eq(leadDeliveries.id, done.id))
    const resent = await insertDelivery(db, { leadId: lead.id, kind: 'notification', target: 'sales@aurelia.example' })
    await db.update(leadDeliveries).set({ jobId: randomUUID() }).where(eq(leadDeliveries.id, resent.id))
    const refused = await insertDelivery(db, { leadId: lead.id, kind: 'webhook', target: 'http://10.0.0.1/leads', integrationId: 'crm' })
    const job = (deliveryId: number, id = randomUUID()) => ({
      id,
      payload: { deliveryId },
      attempt: 1,
      lastAttempt: false,
      signal: new AbortController().signal,
      progress: async () => {},
    })
    const before = smtp.received.length
    // `fresh` twice (an old job and its resend's): the second finds it delivered.
    const outcomes = await deliverLeads(deps(), [job(fresh.id), job(done.id), job(resent.id), job(refused.id), job(fresh.id)])
    expect(outcomes.slice(0, 3)).toEqual([
      { ok: true, result: { delivered: true } },
      { ok: true, result: { skipped: 'delivered' } },
      { ok: true, result: { skipped: 'superseded' } },
    ])
    expect(outcomes[3]).toMatchObject({ ok: false, error: expect.any(Error) })
    expect(outcomes[4]).toEqual({ ok: true, result: { skipped: 'delivered' } })
    expect(smtp.received.slice(before).map((m) => m.to[0])).toEqual(['ada@example.com'])
    expect(await row(fresh.id)).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await row(refused.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/.+/) })
  })

  it("words the e-mails' own labels and the form's defaults in the market's language (ADR 118)", async () => {
    const { database } = test()
    const db = database.db
    const arabic = await addMarket(test(), `leads-ar-${randomUUID().slice(0, 8)}`)
    await db.insert(settings).values({ siteId: arabic.id, key: 'general.language', value: 'ar_AE' })
    const job = (deliveryId: number) => ({
      id: randomUUID(),
      payload: { deliveryId },
      attempt: 1,
      lastAttempt: false,
      signal: new AbortController().signal,
      progress: async () => {},
    })
    /** A form keeping the default subjects and body, its lead and its two e-mails, as received. */
    const delivered = async (siteId: number, formName: string, retailer: string, visitor: string) => {
      const form = await insertForm(db, siteId, formName, [
        {
          fields: [
            { id: 'name', type: 'text', label: 'الاسم' },
            { id: 'consent', type: 'consent', label: 'أوافق', consent_text: 'يمكنكم الاتصال بي.' },
          ],
          settings: { notifications: { enabled: true, recipients: [retailer] }, confirmations: { enabled: true } },
        },
      ])
      const lead = await insertLead(db, {
        siteId,
        formId: form.id,
        data: { name: 'ليلى', consent: true },
        email: visitor,
        pagePath: '/ar/test-drive',
      })
      const notification = await insertDelivery(db, { leadId: lead.id, kind: 'notification', target: retailer })
      const confirmation = await insertDelivery(db, { leadId: lead.id, kind: 'confirmation', target: visitor })
      await deliverLeads(deps(), [job(notification.id), job(confirmation.id)])
      const to = (address: string) => smtp.received.findLast((m) => m.to[0] === address)!
      return { lead, toRetailer: to(retailer), toVisitor: to(visitor) }
    }

    const { lead, toRetailer, toVisitor } = await delivered(arabic.id, 'تجربة قيادة', 'retailer-ar@aurelia.example', 'layla@example.com')
    expect(toRetailer.subject).toBe('طلب جديد: تجربة قيادة')
    // Each line of Arabic opens with a right-to-left mark (U+200F), so a mail reader reads it right to
    // left even where a value in Latin letters comes first; the HTML says its direction.
    expect(toRetailer.text).toContain('\u200Fالاسم: ليلى\n\u200Fأوافق: نعم\n\u200Fتاريخ الاستلام: ')
    expect(toRetailer.text).toContain(`\n\u200Fرقم الطلب: ${lead.id}\n\u200Fالصفحة: /ar/test-drive\n`)
    expect(toRetailer.html).toMatch(/^<div dir="rtl">\n<h1>طلب جديد: تجربة قيادة<\/h1>/)
    expect(toRetailer.html).toContain('<th align="right">تاريخ الاستلام</th>')
    // No English word is left: the page's path and the time zone are the only Latin letters.
    expect(toRetailer.text.replace('/ar/test-drive', '').replace('UTC', '')).not.toMatch(/[A-Za-z]/)
    expect(toVisitor).toMatchObject({
      subject: 'تلقّينا طلبك',
      text: '\u200Fشكرًا لتواصلك معنا. سيتواصل معك أحد أعضاء فريقنا قريبًا.\n',
      html: '<div dir="rtl">\n<p>شكرًا لتواصلك معنا. سيتواصل معك أحد أعضاء فريقنا قريبًا.</p>\n</div>\n',
    })

    // A market without a language setting reads the defaults in English, as stored.
    const english = await delivered(test().siteId, 'Test drive EN', 'retailer-en@aurelia.example', 'ann@example.com')
    expect(english.toRetailer.subject).toBe('New lead: Test drive EN')
    expect(english.toRetailer.text).toContain('أوافق: Yes\nReceived: ')
    expect(english.toVisitor).toMatchObject({
      subject: 'We have received your request',
      text: 'Thank you for contacting us. A member of our team will be in touch soon.\n',
    })
  })

  it('retries a failing webhook with backoff, then delivers it exactly once, signed', async () => {
    const queue = await startWorkers()
    const { form, lead } = await newLead()
    receiver.hits.length = 0
    receiver.answer([500, 503, 502])
    const delivery = await queueDelivery(queue, { leadId: lead.id, kind: 'webhook', target: receiver.url, integrationId: 'crm' })
    const jobId = (await row(delivery.id)).jobId!
    // Backoff: after failure n the retry is due at least 2^(n-1) minutes after it (1, 2, 4), and
    // not taken before that; the test then makes it due instead of waiting.
    for (let failures = 1; failures <= 3; failures++) {
      const waiting = await waitFor(
        () => queue.getJob(leadDeliveryJob, jobId),
        (j) => j?.state === 'retry' && j.attempts === failures,
        `retry ${failures}`,
      )
      expect(receiver.hits).toHaveLength(failures)
      const wait = waiting!.runAfter.getTime() - receiver.hits[failures - 1]!.at
      expect(wait).toBeGreaterThanOrEqual(2 ** (failures - 1) * RETRY_DELAY_SECONDS * 1000)
      await runRetriesNow(test().database, test().schema)
    }
    await waitFor(
      () => row(delivery.id),
      (r) => r.status === 'delivered',
      'the webhook',
    )

    expect(receiver.hits.map((hit) => hit.status)).toEqual([500, 503, 502, 200])
    expect(await row(delivery.id)).toMatchObject({ attempts: 4, status: 'delivered', lastError: null })

    const body = webhookBody(lead)
    const key = await webhookSigningKey(test().database, { siteId: test().siteId, formId: form.id, integrationId: 'crm' })
    for (const hit of receiver.hits) {
      expect(hit.body).toBe(body)
      expect(hit.headers['content-type']).toBe('application/json')
      expect(hit.headers['idempotency-key']).toBe(`lead-${lead.id}-delivery-${delivery.id}`)
      expect(hit.headers['x-forecourt-signature']).toBe(`sha256=${createHmac('sha256', key).update(body).digest('hex')}`)
    }
    expect(JSON.parse(body)).toEqual({
      lead: {
        id: lead.id,
        form_id: form.id,
        form_version: 1,
        created_at: lead.createdAt.toISOString(),
        fields: lead.data,
        additional_data: { menaTabs: 'sales' },
        consents: [{ field: 'consent', text: 'You may call me.', version: 'abcdef0123456789' }],
      },
    })

    // Its job run again (a lost acknowledgement): the delivered row is skipped, nothing is sent.
    const again = await queue.send(leadDeliveryJob, { deliveryId: delivery.id })
    const rerun = await waitFor(
      () => queue.getJob(leadDeliveryJob, again),
      (j) => j?.state === 'completed',
      'the second run',
    )
    expect(rerun!.output).toEqual({ skipped: 'delivered' })
    expect(receiver.hits).toHaveLength(4)
  })

  it('marks a delivery dead after its last retry; the dead-letter view lists it and a resend delivers it', async () => {
    const queue = await startWorkers({ limit: 1 })
    const { form, lead } = await newLead()
    receiver.hits.length = 0
    receiver.answer([500, 500])
    const delivery = await queueDelivery(queue, { leadId: lead.id, kind: 'webhook', target: receiver.url, integrationId: 'crm' })
    const dead = await waitFor(
      () => row(delivery.id),
      (r) => r.status === 'dead',
      'the dead letter',
      { retriesNow: true },
    )
    expect(dead).toMatchObject({ attempts: 2, lastError: 'The webhook answered 500 Internal Server Error' })

    const list = await listDeadDeliveries(test().database.db, test().siteId, { page: 1, perPage: 50 })
    expect(list.data).toContainEqual(
      expect.objectContaining({ id: delivery.id, lead_id: lead.id, form_id: form.id, form_name: form.name, kind: 'webhook', attempts: 2 }),
    )
    expect(await listDeadDeliveries(test().database.db, test().siteId + 1000, { page: 1, perPage: 50 })).toEqual({ data: [], total: 0 })

    expect(await resendDelivery(test().database.db, queue, delivery.id)).toBe(true)
    const delivered = await waitFor(
      () => row(delivery.id),
      (r) => r.status === 'delivered',
      'the resent delivery',
    )
    expect(delivered).toMatchObject({ attempts: 3, lastError: null })
    expect(receiver.hits.map((hit) => hit.status)).toEqual([500, 500, 200])
    expect(await resendDelivery(test().database.db, queue, delivery.id)).toBe(false)
    expect(await resendDelivery(test().database.db, queue, 999_999)).toBe(false)
  })

  it('moves a delivery whose last attempt expired (the job failed, the row still pending) to the dead-letter view', async () => {
    const { lead } = await newLead()
    const db = test().database.db
    const now = new Date()
    const longAgo = new Date(now.getTime() - SWEEP_AFTER_MS - 60_000)
    const pendingWith = async (jobId: string, updatedAt: Date) => {
      const stored = await insertDelivery(db, { leadId: lead.id, kind: 'confirmation', target: 'ada@example.com' })
      await db.update(leadDeliveries).set({ jobId, updatedAt }).where(eq(leadDeliveries.id, stored.id))
      return stored.id
    }
    const expired = await pendingWith('job-expired', longAgo)
    const retrying = await pendingWith('job-retrying', longAgo)
    const recent = await pendingWith('job-expired-recently', now)
    const states: Record<string, JobState['state']> = { 'job-expired': 'failed', 'job-retrying': 'retry', 'job-expired-recently': 'failed' }
    const jobs = {
      getJob: async (_type: unknown, id: string) => ({ state: states[id]!, lastError: null }) as JobState,
    }
    expect(await sweepExpiredDeliveries({ database: test().database, jobs }, now)).toEqual({ dead: 1 })
    expect(await row(expired)).toMatchObject({ status: 'dead', lastError: EXPIRED_LAST_ATTEMPT })
    expect((await row(retrying)).status).toBe('pending')
    expect((await row(recent)).status).toBe('pending')
    const list = await listDeadDeliveries(db, test().siteId, { page: 1, perPage: 50 })
    expect(list.data.map((d) => d.id)).toContain(expired)
    // Twice is once.
    expect(await sweepExpiredDeliveries({ database: test().database, jobs }, now)).toEqual({ dead: 0 })
  })

  it('refuses a webhook to an internal address (the outbound guard), without reaching it', async () => {
    const queue = await startWorkers({ limit: 0 })
    const { lead } = await newLead()
    const delivery = await queueDelivery(queue, {
      leadId: lead.id,
      kind: 'webhook',
      target: 'http://169.254.169.254/latest/meta-data/',
      integrationId: 'crm',
    })
    const dead = await waitFor(
      () => row(delivery.id),
      (r) => r.status === 'dead',
      'the refusal',
    )
    expect(dead.lastError).toBe('169.254.169.254 is a link-local address')
  })
})
