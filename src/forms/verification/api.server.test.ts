import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { beforeAll, expect, it } from 'vitest'
import { outbox, settings } from '~/db/schema/index.ts'
import { createServices } from '~/server/boot.server.ts'
import type { Services } from '~/server/context.server.ts'
import type { Site } from '~/sites/sites.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket } from '~/test/markets.ts'
import { verificationApi, VERIFICATION_RATE_RULES } from './api.server.ts'
import { PROOF_TTL_MS } from './proof.server.ts'

// spec 1 §5, §7: POST /verify/sms/create_verification {phone_number}, /verify/sms/check_verification
// {phone_number, code}, /verify/email {email}; sandbox providers, limits per number and client.

describeEachEngine('verification API (spec 1 §5, §7)', (test) => {
  let services: Services
  let app: Hono
  /** The market the requests are to: the test's, unless a test names another. */
  let site: Site | null = null
  let phones = 0
  const newPhone = () => `+44 20 7946 ${String(++phones).padStart(4, '0')}`
  const e164 = (phone: string) => phone.replaceAll(' ', '')

  beforeAll(() => {
    services = createServices(test().database, mkdtempSync(join(tmpdir(), 'forecourt-verify-')), { jobsSchema: test().schema })
    app = new Hono()
    app.use(async (c, next) => {
      c.set('services', services)
      // A content revision, as a resolved market has: the market's settings are remembered by it.
      c.set('site', site ?? ({ id: test().siteId, contentRevision: 0 } as Site))
      await next()
    })
    app.route('/verify', verificationApi({ trustProxy: true }).app)
  })

  const post = (path: string, body: unknown, client = '203.0.113.1') =>
    app.request(`/verify${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const errors = async (response: Response) =>
    ((await response.json()) as { errors: { detail: string; source?: { pointer: string }; code?: string }[] }).errors

  async function sentCode(phone: string) {
    const [text] = await test()
      .database.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
      .orderBy(desc(outbox.id))
      .limit(1)
    return /(\d{6})$/.exec(text!.body)![1]!
  }

  it('sends a code and checks it; the right code answers a proof for one lead', async () => {
    const phone = newPhone()
    const created = await post('/sms/create_verification', { phone_number: phone })
    expect(created.status).toBe(202)
    expect(await created.json()).toEqual({ data: { phone_number: e164(phone), status: 'sent' } })
    const code = await sentCode(e164(phone))
    const wrong = await post('/sms/check_verification', { phone_number: phone, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(422)
    expect(await errors(wrong)).toEqual([
      expect.objectContaining({
        detail: 'This code is not right. Check the text message and try again.',
        source: { pointer: '/code' },
        code: 'wrong_code',
      }),
    ])
    const right = await post('/sms/check_verification', { phone_number: e164(phone), code })
    expect(right.status).toBe(200)
    const { data } = (await right.json()) as { data: { proof: string; expires_at: string } }
    expect(data).toEqual({
      phone_number: e164(phone),
      verified: true,
      proof: expect.stringMatching(/^[\w-]{43}$/),
      expires_at: expect.any(String),
    })
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(PROOF_TTL_MS - 60_000)
    // The code is used: checking it again answers no second proof.
    expect((await post('/sms/check_verification', { phone_number: phone, code })).status).toBe(422)
  })

  // The code names a refusal for the browser's own wording (ADR 176); a body off the schema has none.
  it.each([
    ['/sms/create_verification', { phone_number: '12' }, '/phone_number', 'Enter a valid phone number', 'phone'],
    [
      '/sms/create_verification',
      { phone_number: 'x'.repeat(41) },
      '/phone_number',
      'phone_number: Too big: expected string to have <=40 characters',
      undefined,
    ],
    [
      '/sms/check_verification',
      { phone_number: '+442079460999', code: '12' },
      '/code',
      'Enter the code from the text message',
      'code_format',
    ],
    [
      '/sms/check_verification',
      { phone_number: '+442079460999', code: '<script>' },
      '/code',
      'Enter the code from the text message',
      'code_format',
    ],
    [
      '/sms/check_verification',
      { phone_number: '+442079460999' },
      '/code',
      'code: Invalid input: expected string, received undefined',
      undefined,
    ],
    [
      '/sms/check_verification',
      { phone_number: '+442079460999', code: '123456', form_id: 999999 },
      '/form_id',
      'This market has no form 999999',
      'unknown_form',
    ],
    ['/email', {}, '/email', 'Valid email address is required', undefined],
    ['/email', { email: '' }, '/email', 'Valid email address is required', undefined],
    ['/email', { email: 42 }, '/email', 'Valid email address is required', undefined],
  ])('%s %j → 422 at %s: %s (%s)', async (path, body, pointer, detail, code) => {
    const response = await post(path, body, '198.51.100.77')
    expect(response.status).toBe(422)
    const [error, ...more] = await errors(response)
    expect(more).toEqual([])
    expect(error).toMatchObject({ detail, source: { pointer } })
    expect(error!.code).toBe(code)
  })

  it.each(['/sms/create_verification', '/sms/check_verification', '/email'])('%s answers 400 to broken JSON', async (path) => {
    expect((await post(path, '{"phone_number":')).status).toBe(400)
  })

  it('checks an address with the (sandbox) service', async () => {
    const valid = await post('/email', { email: 'ada@example.com' })
    expect(await valid.json()).toEqual({ data: { isValid: true, status: 'valid', details: { status: 'valid', sandbox: true } } })
    const invalid = await post('/email', { email: 'invalid@example.com' })
    expect(await invalid.json()).toMatchObject({ data: { isValid: false, status: 'invalid' } })
  })

  it('is mounted at /api/forms/verify, for visitors without a CSRF token', async () => {
    const visitor = testApp(test())
    const response = await visitor.request('/api/forms/verify/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ data: { isValid: true, status: 'valid' } })
  })

  it("texts the code in the market's language (ADR 118)", async () => {
    const arabic = await addMarket(test(), `verify-ar-${Date.now().toString(36)}`)
    await test().database.db.insert(settings).values({ siteId: arabic.id, key: 'general.language', value: 'ar_AE' })
    site = { id: arabic.id, contentRevision: 0 } as Site
    try {
      const phone = newPhone()
      expect((await post('/sms/create_verification', { phone_number: phone }, '198.51.100.88')).status).toBe(202)
      const [text] = await test()
        .database.db.select()
        .from(outbox)
        .where(eq(outbox.recipient, e164(phone)))
      expect(text!.body).toMatch(/^رمز التحقق الخاص بك هو \d{6}$/)
    } finally {
      site = null
    }
  })

  it('limits codes per number, and then per client', async () => {
    const phone = newPhone()
    const { limit } = VERIFICATION_RATE_RULES.codesPerNumber
    for (let i = 0; i < limit; i++)
      expect((await post('/sms/create_verification', { phone_number: phone }, `192.0.2.${i}`)).status).toBe(202)
    const refused = await post('/sms/create_verification', { phone_number: phone }, '192.0.2.99')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errors(refused))[0]).toMatchObject({
      detail: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
      code: 'rate_limited',
    })

    const perClient = VERIFICATION_RATE_RULES.codesPerClient.limit
    const statuses = []
    for (let i = 0; i <= perClient; i++)
      statuses.push((await post('/sms/create_verification', { phone_number: newPhone() }, '192.0.2.200')).status)
    expect(statuses.filter((s) => s === 202)).toHaveLength(perClient)
    expect(statuses.at(-1)).toBe(429)
  })
})
