import { afterEach, expect, it } from 'vitest'
import { hashPassword, cheapPasswordHashesInTests, verifyPassword } from './password.server.ts'

// The test run hashes at scrypt's cheapest cost (src/test/setup.ts); outside it, at OWASP's minimum.
afterEach(() => cheapPasswordHashesInTests())

it('hashes with scrypt at N=2^15, r=8, p=1 outside the test run, and checks a password against it', async () => {
  cheapPasswordHashesInTests(false)
  const stored = await hashPassword('the right password')
  expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/)
  expect(await verifyPassword('the right password', stored)).toBe(true)
  expect(await verifyPassword('the wrong password', stored)).toBe(false)
})

it('checks a password at the cost stored with its hash, whatever the current cost', async () => {
  const cheap = await hashPassword('the right password')
  expect(cheap).toMatch(/^scrypt\$16\$8\$1\$/)
  cheapPasswordHashesInTests(false)
  expect(await verifyPassword('the right password', cheap)).toBe(true)
  expect(await verifyPassword('the right password', 'bcrypt$whatever')).toBe(false)
})
