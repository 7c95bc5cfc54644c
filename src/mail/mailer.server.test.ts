import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { outbox } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { startTestSmtp, type TestSmtp } from '~/test/smtp.ts'
import { DEFAULT_MAIL_FROM, sandboxMailer, smtpMailer } from './mailer.server.ts'

// E-mail through SMTP with nodemailer, read back from a local SMTP server the test starts.
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startTestSmtp()
})
afterAll(async () => {
  await smtp.stop()
})

it('sends through SMTP: sender, recipient, subject, text and HTML as the server received them', async () => {
  const mailer = smtpMailer(smtp.url, 'Aurelia Motors <leads@aurelia.example>')
  await mailer.send({
    to: 'retailer@example.com',
    subject: 'New lead: Test drive — Zoë',
    text: 'Name: Zoë Šimić\nModel: E5',
    html: '<p>Name: Zoë Šimić</p>',
  })
  const message = smtp.received.at(-1)!
  expect(message).toMatchObject({
    from: 'leads@aurelia.example',
    to: ['retailer@example.com'],
    subject: 'New lead: Test drive — Zoë',
    text: 'Name: Zoë Šimić\nModel: E5',
    html: '<p>Name: Zoë Šimić</p>',
  })
  expect(message.raw).toMatch(/^From: Aurelia Motors <leads@aurelia\.example>/m)
})

it('takes the sender the message names, and rejects with the server’s reason when refused', async () => {
  const mailer = smtpMailer(smtp.url)
  expect(mailer.defaultFrom).toBe(DEFAULT_MAIL_FROM)
  expect(mailer.sandbox).toBe(false)
  await mailer.send({ from: 'other@aurelia.example', to: 'a@example.com', subject: 'Hi', text: 'Hello' })
  expect(smtp.received.at(-1)).toMatchObject({ from: 'other@aurelia.example', text: 'Hello', html: null })
  smtp.failNext(1)
  const count = smtp.received.length
  await expect(mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow(/451 Try again later/)
  expect(smtp.received.length).toBe(count)
})

it('rejects when no SMTP server answers', async () => {
  const mailer = smtpMailer('smtp://127.0.0.1:1')
  await expect(mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow(/ECONNREFUSED/)
})

describeEachEngine('sandbox mailer (ADR 053)', (db) => {
  it('keeps the message in the outbox of its market, sending nothing', async () => {
    const { database, siteId } = db()
    const before = smtp.received.length
    await sandboxMailer(database.db).send({
      to: 'buyer@example.com',
      subject: 'Thank you',
      text: 'We will call you.',
      html: '<p>x</p>',
      siteId,
    })
    const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, 'buyer@example.com'))
    expect(rows).toEqual([expect.objectContaining({ siteId, channel: 'email', subject: 'Thank you', body: 'We will call you.' })])
    expect(smtp.received.length).toBe(before)
    expect(sandboxMailer(database.db).sandbox).toBe(true)
  })

  it('writes messages sent side by side together: all kept, or each send rejected', async () => {
    const { database, siteId } = db()
    const mailer = sandboxMailer(database.db)
    const message = (n: number) => ({ to: `side-${n}@example.com`, subject: `Lead ${n}`, text: 'Hello', siteId })
    await Promise.all([1, 2, 3].map((n) => mailer.send(message(n))))
    const kept = await database.db.select().from(outbox).where(like(outbox.recipient, 'side-%'))
    expect(kept.map((row) => row.subject).sort()).toEqual(['Lead 1', 'Lead 2', 'Lead 3'])
    // A market that does not exist fails the statement: every send of it rejects, none is kept.
    const results = await Promise.allSettled([mailer.send(message(4)), mailer.send({ ...message(5), siteId: 999_999 })])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(await database.db.select().from(outbox).where(like(outbox.recipient, 'side-%'))).toHaveLength(3)
  })
})
