import { z } from 'zod'
import { CONTACT_TYPES, contactHref, contactText } from './contacts.ts'
import { parseJsonField, type JsonFieldResult } from '~/lib/json-field.ts'

/**
 * spec 2 §3.11 Retailer Locator Cards: a retailer's contact_info and services JSON lists. Server
 * side only (template validation); the renderer gets the checked lists and imports types only.
 */

/** A card has room for a handful of each; spec 2 §9 gives no limit. */
export const MAX_CONTACTS = 10
export const MAX_SERVICES = 20

const icon = z.string().trim().max(100).default('')

/** A contact item: its href is rebuilt from the value (contacts.ts); an unusable one is dropped. */
export const contactSchema = z
  .strictObject({
    type: z.enum(CONTACT_TYPES),
    icon,
    label: z.string().trim().max(120).default(''),
    href: z.string().trim().max(500).default(''),
  })
  .transform((item) => {
    const href = contactHref(item.type, item.href) ?? ''
    return { ...item, href, label: item.label || (href ? contactText(href) : '') }
  })
export type ContactLink = z.output<typeof contactSchema>

/** A service the retailer offers, e.g. Sales, Service, Parts, Plug-in Hybrid Electric Vehicle Sales. */
export const serviceSchema = z.strictObject({ icon, label: z.string().trim().min(1).max(120) })
export type RetailerService = z.output<typeof serviceSchema>

export type ListResult<T> = JsonFieldResult<T[]>

/**
 * Reads a JSON list field: a JSON value or, as older content stores it, JSON text; empty is an
 * empty list. Unparsable text is 'Invalid JSON in {symbol}' (spec 2 §5); a list of the wrong
 * shape names the first problem.
 */
export function parseJsonList<S extends z.ZodType>(raw: unknown, item: S, symbol: string, max: number): ListResult<z.output<S>> {
  return parseJsonField(raw, z.array(item).max(max), symbol, [])
}

/** contact_info, with items that have neither a label nor a usable href left out. */
export function parseContactInfo(raw: unknown): ListResult<ContactLink> {
  const result = parseJsonList(raw, contactSchema, 'contact_info', MAX_CONTACTS)
  return result.success ? { success: true, data: result.data.filter((c) => c.label) } : result
}

export const parseServices = (raw: unknown): ListResult<RetailerService> => parseJsonList(raw, serviceSchema, 'services', MAX_SERVICES)
