/**
 * A consent text as the form shows it (spec 1 §16 consent fields): plain text in which
 * `[label](url)` is a link, so the text can name the privacy policy as a link a visitor follows
 * rather than an address to copy (ADR 122). Only site paths ('/privacy') and https addresses are
 * links; anything else stays the text it was.
 *
 * @example consentTextParts('See our [privacy policy](/privacy).')
 * // [{ text: 'See our ' }, { text: 'privacy policy', href: '/privacy' }, { text: '.' }]
 */
export type ConsentTextPart = { text: string; href?: string }

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g
const SAFE_HREF = /^(\/(?!\/)|https:\/\/)/

export function consentTextParts(text: string): ConsentTextPart[] {
  const parts: ConsentTextPart[] = []
  let at = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match
    if (!SAFE_HREF.test(href!)) continue
    if (match.index > at) parts.push({ text: text.slice(at, match.index) })
    parts.push({ text: label!, href })
    at = match.index + whole.length
  }
  if (at < text.length) parts.push({ text: text.slice(at) })
  return parts
}

/**
 * A consent text for a reader of the lead (the back office, an export): its links as their words
 * with the address after them, as the visitor saw the words and could follow the address.
 *
 * @example consentPlainText('See our [privacy policy](/privacy).') // 'See our privacy policy (/privacy).'
 */
export const consentPlainText = (text: string): string =>
  consentTextParts(text)
    .map((part) => (part.href ? `${part.text} (${part.href})` : part.text))
    .join('')
