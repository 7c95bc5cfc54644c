import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { PASSWORD_MAX_LENGTH } from './password-policy.server.ts'

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>

// scrypt with N=2^15, r=8, p=1 (OWASP's recommended minimum); parameters are stored with the hash.
const N = 2 ** 15,
  R = 8,
  P = 1,
  KEY_LENGTH = 32
const MAX_MEMORY = 128 * N * R * 2

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY })
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
