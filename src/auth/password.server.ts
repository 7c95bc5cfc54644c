import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { PASSWORD_MAX_LENGTH } from './password-policy.server.ts'

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>

// scrypt with N=2^15, r=8, p=1 (OWASP's recommended minimum); parameters are stored with the hash.
const R = 8,
  P = 1,
  KEY_LENGTH = 32
let N = 2 ** 15

/**
 * Test runs only (src/test/setup.ts): later hashes use scrypt's cheapest cost. A hash at the real
 * cost takes 60–100 ms of CPU, and the unit tests hash and check passwords thousands of times
 * (every sign-in); what they test does not depend on the cost, which `verifyPassword` reads from
 * each stored hash.
 */
export function cheapPasswordHashesInTests(cheap = true) {
  if (!process.env.VITEST) throw new Error('Cheap password hashes are for the test run only')
  N = cheap ? 2 ** 4 : 2 ** 15
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 128 * N * R * 2 })
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false
  if (password.length > PASSWORD_MAX_LENGTH) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 128 * Number(n) * Number(r) * 2,
  })
  return timingSafeEqual(actual, expected)
}
