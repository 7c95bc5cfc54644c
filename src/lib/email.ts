/** The longest address a mail server takes (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX = 254

/** Characters an address may not hold outside quotes, which no shopper types (RFC 5322 specials, space, controls). */
const LOCAL = /^[^\s@<>()[\]\\,;:"\p{Cc}]+$/u
/** A domain label: letters (any script, RFC 6531) and digits, hyphens inside only, at most 63. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u
/** The last label: two letters or more, or an internationalised one written in ASCII. */
const TOP_LABEL = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu

/**
 * The product's one rule for an e-mail address, in every form, journey and API, so a browser never
 * accepts what its server refuses: one `@`, a local part of at most 64 characters with dots only
 * between characters, a domain of two or more labels, 254 characters in all. `anna@example..com`
 * and a 300-character local part are refused: a mail server would refuse them later, unseen.
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > EMAIL_MAX) return false
  const at = text.lastIndexOf('@')
  const local = text.slice(0, at)
  const labels = text.slice(at + 1).split('.')
  return (
    at > 0 &&
    local.length <= 64 &&
    LOCAL.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..') &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LABEL.test(labels.at(-1)!)
  )
}
