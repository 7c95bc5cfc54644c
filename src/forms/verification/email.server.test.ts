import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutboundFetch } from '~/lib/outbound.server.ts'
import {
  DEFAULT_EMAIL_VERIFICATION_SERVICE,
  EMAIL_VERIFICATION_TIMEOUT_MS,
  EmailVerificationRefused,
  emailVerifier,
  sandboxEmailVerifier,
} from './email.server.ts'

// spec 1 §5 (rules), §7 (the call), §8 (the texts), §9 (the 5,000 ms timeout), against a local stub
// of the service.

interface Seen {
  method: string
  apiKey: string | undefined
  type: string | undefined
  body: unknown
}

let server: Server
let base: string
const seen: Seen[] = []
/** How the stub answers an address: its local part names the case. */
const answers: Record<string, (res: ServerResponse) => void> = {
  valid: (res) => json(res, 200, { email: { status: 'valid', score: 98, free: false } }),
  acceptall: (res) => json(res, 200, { email: { status: 'accept_all' } }),
  invalid: (res) => json(res, 200, { email: { status: 'invalid', reason: 'mailbox_not_found' } }),
  unknown: (res) => json(res, 200, { email: { status: 'unknown' } }),
  down: (res) => json(res, 500, { error: 'boom' }),
  unauthorised: (res) => json(res, 401, { error: 'bad key' }),
  garbled: (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"email":'),
  nostatus: (res) => json(res, 200, { email: { score: 3 } }),
  slow: () => {},
}
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || 'null') as { email?: string } | null
      seen.push({ method: req.method!, apiKey: req.headers['x-api-key'] as string | undefined, type: req.headers['content-type'], body })
      const local = body?.email?.split('@')[0] ?? ''
      ;(answers[local] ?? answers.valid!)(res)
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const verifier = (options: { apiKey?: string; serviceName?: string; timeoutMs?: number; url?: string } = {}) =>
  emailVerifier({
    url: options.url ?? `${base}/v1/verify`,
    apiKey: 'apiKey' in options ? options.apiKey : 'key-123',
    serviceName: options.serviceName,
    timeoutMs: options.timeoutMs,
    fetch: createOutboundFetch({ allowHosts: [new URL(base).host] }),
  })

describe('e-mail verification (spec 1 §5, §8, §9)', () => {
  it('times out after 5,000 ms (spec 1 §9)', () => {
    expect(EMAIL_VERIFICATION_TIMEOUT_MS).toBe(5000)
  })

  it.each([
    [undefined, 'Kickbox', 'Kickbox API key is required'],
    ['', 'Kickbox', 'Kickbox API key is required'],
    [undefined, undefined, `${DEFAULT_EMAIL_VERIFICATION_SERVICE} API key is required`],
  ])('without an API key (%j) it refuses: %s → %s', async (apiKey, serviceName, message) => {
    const before = seen.length
    const error = await verifier({ apiKey, serviceName })
      .verify('valid@example.com')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmailVerificationRefused)
    expect(error).toMatchObject({ missing: 'api_key', message })
    expect(seen.length).toBe(before)
  })

  it.each([[undefined], [null], [''], ['   '], [42], [['valid@example.com']], [{ email: 'x' }]])(
    'refuses %j: Valid email address is required',
    async (email) => {
      for (const candidate of [verifier(), sandboxEmailVerifier()]) {
        const error = await candidate.verify(email).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(EmailVerificationRefused)
        expect(error).toMatchObject({ missing: 'email', message: 'Valid email address is required' })
      }
    },
  )

  it.each([
    ['valid@example.com', true, 'valid', { status: 'valid', score: 98, free: false }],
    ['acceptall@example.com', true, 'accept_all', { status: 'accept_all' }],
    ['invalid@example.com', false, 'invalid', { status: 'invalid', reason: 'mailbox_not_found' }],
    ['unknown@example.com', false, 'unknown', { status: 'unknown' }],
  ])('%s → isValid %s (status %s), the rest of email kept', async (email, isValid, status, details) => {
    expect(await verifier().verify(email)).toEqual({ isValid, status, details })
  })

  it('POSTs the address as JSON with the API key in a header', async () => {
    await verifier().verify(' valid@example.com ')
    expect(seen.at(-1)).toEqual({ method: 'POST', apiKey: 'key-123', type: 'application/json', body: { email: 'valid@example.com' } })
  })

  it.each([
    ['down@example.com', 'Kickbox API error: 500 Internal Server Error'],
    ['unauthorised@example.com', 'Kickbox API error: 401 Unauthorized'],
  ])('counts a non-OK answer as valid, with its error (%s)', async (email, error) => {
    expect(await verifier({ serviceName: 'Kickbox' }).verify(email)).toEqual({
      isValid: true,
      status: 'error',
      error,
      error_code: 'VALIDATION_ERROR',
    })
  })

  it.each([
    ['garbled@example.com', undefined],
    ['nostatus@example.com', undefined],
    ['valid@example.com', 'http://127.0.0.1:1/v1/verify'],
  ])('counts any other failure as valid (%s %s)', async (email, url) => {
    expect(await verifier({ url }).verify(email)).toMatchObject({ isValid: true, status: 'error', error_code: 'VALIDATION_ERROR' })
  })

  it('counts a timeout as valid: Validation timed out, assumed valid', async () => {
    expect(await verifier({ timeoutMs: 100 }).verify('slow@example.com')).toEqual({
      isValid: true,
      status: 'timeout',
      error: 'Validation timed out, assumed valid',
      error_code: 'TIMEOUT',
    })
  })

  it.each([
    ['ada@example.com', true, 'valid'],
    ['invalid.person@example.com', false, 'invalid'],
    ['ada@invalid.example', false, 'invalid'],
    ['ada@accept-all.example', true, 'accept_all'],
  ])('the sandbox answers %s with isValid %s (%s)', async (email, isValid, status) => {
    expect(await sandboxEmailVerifier().verify(email)).toMatchObject({ isValid, status })
  })
})
