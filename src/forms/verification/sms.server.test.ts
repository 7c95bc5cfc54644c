import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { outbox } from '~/db/schema/index.ts'
import { createOutboundFetch } from '~/lib/outbound.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MS, SmsProviderError, httpSms, sandboxSms } from './sms.server.ts'

// spec 1 §5, §7: a code is sent to phone_number, then checked with phone_number and code.

interface ProviderCall {
  path: string
  authorization: string | undefined
  body: Record<string, string>
}
let provider: Server
let providerUrl: string
const calls: ProviderCall[] = []
/** The stub provider: code 123456 is right, 000404 has expired, 000429 is one try too many, 000500 breaks it. */
beforeAll(async () => {
  provider = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>
      calls.push({ path: req.url!, authorization: req.headers.authorization, body })
      if (req.url === '/v2/create_verification') return void res.writeHead(body.phone_number === '+15005550001' ? 400 : 201).end('{}')
      const status = { '000404': 404, '000429': 429, '000500': 500 }[body.code ?? ''] ?? 200
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ valid: body.code === '123456' }))
    })
  })
  provider.listen(0, '127.0.0.1')
  await once(provider, 'listening')
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v2/`
})
afterAll(() => {
  provider.closeAllConnections()
  provider.close()
})

describeEachEngine('SMS verification (spec 1 §5)', (test) => {
  let clock = Date.parse('2026-11-25T10:00:00Z')
  const now = () => new Date(clock)
  let phoneCount = 0
  const newPhone = () => `+4477009${String(++phoneCount).padStart(5, '0')}`

  async function sentCode(phone: string) {
    const { database, siteId } = test()
    const [text] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.siteId, siteId), eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
      .orderBy(desc(outbox.id))
      .limit(1)
    return /Your verification code is (\d{6})$/.exec(text!.body)![1]!
  }

  it('the sandbox texts a six-digit code to the outbox; the right code passes once', async () => {
    const { database, siteId } = test()
    const sms = sandboxSms(database.db, { now })
    const phone = newPhone()
    await sms.createVerification(phone, { siteId })
    const code = await sentCode(phone)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await sms.checkVerification(phone, wrong, { siteId })).toEqual({ valid: false, reason: 'wrong_code' })
    // Another market has no code for the number.
    expect(await sms.checkVerification(phone, code, { siteId: siteId + 1000 })).toEqual({ valid: false, reason: 'expired' })
    expect(await sms.checkVerification(phone, code, { siteId })).toEqual({ valid: true })
    // A code is used once.
    expect(await sms.checkVerification(phone, code, { siteId })).toEqual({ valid: false, reason: 'expired' })
  })

  it("words the text in the market's language (ADR 118)", async () => {
    const { database, siteId } = test()
    const sms = sandboxSms(database.db, { now })
    const phone = newPhone()
    await sms.createVerification(phone, { siteId, language: { language: 'ar_AE' } })
    const [text] = await database.db.select().from(outbox).where(eq(outbox.recipient, phone))
    expect(text!.body).toMatch(/^رمز التحقق الخاص بك هو \d{6}$/)
  })

  it('a code expires after 10 minutes, and a new code replaces the earlier one', async () => {
    const { database, siteId } = test()
    const sms = sandboxSms(database.db, { now })
    const phone = newPhone()
    await sms.createVerification(phone, { siteId })
    const first = await sentCode(phone)
    clock += SMS_CODE_TTL_MS + 1000
    expect(await sms.checkVerification(phone, first, { siteId })).toEqual({ valid: false, reason: 'expired' })
    await sms.createVerification(phone, { siteId })
    const second = await sentCode(phone)
    await sms.createVerification(phone, { siteId })
    const third = await sentCode(phone)
    if (second !== third) expect(await sms.checkVerification(phone, second, { siteId })).toEqual({ valid: false, reason: 'wrong_code' })
    expect(await sms.checkVerification(phone, third, { siteId })).toEqual({ valid: true })
  })

  it('takes 5 tries at most, however they arrive', async () => {
    const { database, siteId } = test()
    const sms = sandboxSms(database.db, { now })
    const phone = newPhone()
    await sms.createVerification(phone, { siteId })
    const code = await sentCode(phone)
    const wrong = code === '999999' ? '888888' : '999999'
    const results = await Promise.all(Array.from({ length: 8 }, () => sms.checkVerification(phone, wrong, { siteId })))
    expect(SMS_CODE_MAX_ATTEMPTS).toBe(5)
    expect(results.filter((r) => !r.valid && r.reason === 'wrong_code')).toHaveLength(4)
    expect(results.filter((r) => !r.valid && r.reason === 'too_many_attempts')).toHaveLength(4)
    expect(await sms.checkVerification(phone, code, { siteId })).toEqual({ valid: false, reason: 'too_many_attempts' })
  })

  it('the HTTP provider: create_verification and check_verification with phone_number and code', async () => {
    const { siteId } = test()
    const sms = httpSms({
      baseUrl: providerUrl,
      token: 'tok-1',
      fetch: createOutboundFetch({ allowHosts: [new URL(providerUrl).host] }),
    })
    const phone = newPhone()
    calls.length = 0
    await sms.createVerification(phone, { siteId })
    expect(calls).toEqual([{ path: '/v2/create_verification', authorization: 'Bearer tok-1', body: { phone_number: phone } }])
    expect(await sms.checkVerification(phone, '111111', { siteId })).toEqual({ valid: false, reason: 'wrong_code' })
    expect(await sms.checkVerification(phone, '000404', { siteId })).toEqual({ valid: false, reason: 'expired' })
    expect(await sms.checkVerification(phone, '000429', { siteId })).toEqual({ valid: false, reason: 'too_many_attempts' })
    await expect(sms.checkVerification(phone, '000500', { siteId })).rejects.toThrow(
      new SmsProviderError('SMS provider check_verification: 500 Internal Server Error'),
    )
    expect(await sms.checkVerification(phone, '123456', { siteId })).toEqual({ valid: true })
    expect(calls.at(-1)).toEqual({
      path: '/v2/check_verification',
      authorization: 'Bearer tok-1',
      body: { phone_number: phone, code: '123456' },
    })
    await expect(sms.createVerification('+15005550001', { siteId })).rejects.toThrow('SMS provider create_verification: 400 Bad Request')
  })
})
