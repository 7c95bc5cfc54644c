import { expect, it } from 'vitest'
import { describeEachEngine } from '~/test/engines.ts'
import { deriveKey, serverSecret } from './server-secret.server.ts'

describeEachEngine('server secret (ADR 056)', (db) => {
  it('is made once and read back by every caller, as another process would', async () => {
    const { database } = db()
    const [a, b] = await Promise.all([serverSecret(database), serverSecret({ ...database })])
    expect(a.length).toBe(32)
    expect(b.equals(a)).toBe(true)
  })
})

it('derives one key per purpose and parts, never the secret itself', () => {
  const secret = Buffer.alloc(32, 7)
  const key = deriveKey(secret, 'webhook', 1, 2, 'crm')
  expect(key).toMatch(/^[0-9a-f]{64}$/)
  expect(deriveKey(secret, 'webhook', 1, 2, 'crm')).toBe(key)
  expect(deriveKey(secret, 'webhook', 1, 2, 'erp')).not.toBe(key)
  expect(deriveKey(secret, 'webhook', '1:2', 'crm')).not.toBe(deriveKey(secret, 'webhook', 1, '2:crm'))
  expect(deriveKey(Buffer.alloc(32, 8), 'webhook', 1, 2, 'crm')).not.toBe(key)
})
