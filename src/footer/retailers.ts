import { z } from 'zod'
import { telHref } from '~/navigation/retailer-bar.ts'

/**
 * spec 1 §2 Footer: "A retailers area loads from a settings-configured URL (call shape not
 * shown)". ADR 171: GET footer.retailers_url answering `{ data: [...] }` (or a bare list), each
 * retailer flat or JSON:API (`attributes`), as the dealers services of spec 3 §7 answer; the area
 * lists each retailer's name (linked to its website), town and phone.
 */
export interface FooterRetailer {
  name: string
  city: string
  phone: string | null
  phoneHref: string | null
  url: string | null
}

/** At most this many retailers are listed (spec 1 §9: the dealers list's page size). */
export const FOOTER_RETAILERS_LIMIT = 50

/** What is logged when the area's service fails; the footer then has no retailers area. */
export const FOOTER_RETAILERS_ERROR = 'Error fetching footer retailers'

const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(300).catch('')).catch('')

/** One retailer of the answer; null without a name. */
export function footerRetailerOf(raw: unknown): FooterRetailer | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const record = raw as Record<string, unknown>
  const attributes =
    typeof record.attributes === 'object' && record.attributes !== null ? (record.attributes as Record<string, unknown>) : {}
  const fields = { ...record, ...attributes }
  const get = (...keys: string[]) => keys.map((key) => text.parse(fields[key])).find(Boolean) ?? ''
  const name = get('name')
  if (!name) return null
  const phone = get('phone', 'mainPhone') || null
  const url = get('website', 'url')
  return {
    name,
    city: get('city', 'locality'),
    phone: telHref(phone) ? phone : null,
    phoneHref: telHref(phone),
    url: /^https?:\/\/[^\s]+$/i.test(url) ? url : null,
  }
}

/** The answer's retailers, or null when it is not `{ data: [...] }` nor a list. */
export function footerRetailersOf(answer: unknown): FooterRetailer[] | null {
  const list = Array.isArray(answer)
    ? answer
    : typeof answer === 'object' && answer !== null && Array.isArray((answer as { data?: unknown }).data)
      ? (answer as { data: unknown[] }).data
      : null
  if (list === null) return null
  return list
    .map(footerRetailerOf)
    .filter((retailer): retailer is FooterRetailer => retailer !== null)
    .slice(0, FOOTER_RETAILERS_LIMIT)
}
