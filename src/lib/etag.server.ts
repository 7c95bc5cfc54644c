import { createHash } from 'node:crypto'

/**
 * Validators for what CDNs and browsers may keep: a weak tag of the uncompressed
 * body, as the brotli, gzip and plain copies are the same representation to a reader.
 */
export const weakEtag = (body: Uint8Array) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/**
 * If-None-Match by weak comparison (RFC 9110 §13.1.2): true when it lists this tag or `*`.
 * @example etagMatches('"a", W/"b"', 'W/"b"') // → true
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** A validator of a stored file from its size and time, where hashing it on every request would cost more. */
export const fileEtag = (size: number, modified: Date) => `W/"${size.toString(36)}-${modified.getTime().toString(36)}"`
