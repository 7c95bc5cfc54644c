import { z } from 'zod'
import { field } from '../fields.ts'
import { parseJsonList, type ListResult } from '../retailer-locator-cards/retailers.ts'
import type { BlockTemplate } from '../template.ts'

/**
 * spec 2 §3.11 Retailer Schema and Retailer Service Schema: the fields both share after their
 * own image, name, description and keywords, and the check of their contact_info and offers_info
 * JSON lists. Server side (template validation); the renderers import types only.
 */

/** More than a business publishes; spec 2 §9 gives no limit. */
export const MAX_CONTACTS = 20
export const MAX_OFFERS = 20

export const contactItemSchema = z.strictObject({ type: z.string().trim().min(1).max(30), value: z.string().trim().min(1).max(300) })
export const offerItemSchema = z.strictObject({
  category: z.string().trim().max(200).default(''),
  description: z.string().trim().max(2000).default(''),
  url: z.string().trim().max(2048).default(''),
})
export type ContactItem = z.output<typeof contactItemSchema>
export type OfferItem = z.output<typeof offerItemSchema>

export const parseContactItems = (raw: unknown): ListResult<ContactItem> =>
  parseJsonList(raw, contactItemSchema, 'contact_info', MAX_CONTACTS)
export const parseOfferItems = (raw: unknown): ListResult<OfferItem> => parseJsonList(raw, offerItemSchema, 'offers_info', MAX_OFFERS)

export const placeFields = [
  field.string('opening_hours', 'Opening hours', '', {
    max: 500,
    placeholder: 'Mo-Fr 09:00-19:00, Sa 09:00-15:00',
    tooltip: 'Days (Mo Tu We Th Fr Sa Su, ranges with -) then hours; rules separated by commas.',
  }),
  field.string('payment_accepted', 'Payment accepted', '', { max: 300, placeholder: 'Cash, Credit Card, Finance' }),
  field.string('price_range', 'Price range', '', { max: 50, placeholder: '£££' }),
  field.text('address', 'Address', '', { max: 500 }),
  field.string('latitude', 'Latitude', '', { max: 30, placeholder: '51.2436' }),
  field.string('longitude', 'Longitude', '', { max: 30, placeholder: '-0.5786' }),
  field.json('contact_info', 'Contact info', [], {
    tooltip: 'Types phone, email, fax, whatsapp or url.',
    placeholder: '[{"type": "phone", "value": "+44 1483 555010"}, {"type": "email", "value": "sales@example.co.uk"}]',
  }),
  field.json('offers_info', 'Offers', [], {
    placeholder: '[{"category": "New cars", "description": "Test drives seven days a week", "url": "/offers"}]',
  }),
] as const

type Lists = { contact_info: unknown; offers_info: unknown }
export type WithCheckedLists<G> = Omit<G, 'contact_info' | 'offers_info'> & { contact_info: ContactItem[]; offers_info: OfferItem[] }

/** The template whose groups' contact_info and offers_info come out as the checked lists. */
export function withCheckedLists<F, G extends Lists>(definition: BlockTemplate<F, G>): BlockTemplate<F, WithCheckedLists<G>> {
  return {
    ...definition,
    groupSchema: definition.groupSchema.transform((group, ctx) => {
      const contacts = parseContactItems(group.contact_info)
      const offers = parseOfferItems(group.offers_info)
      if (!contacts.success) ctx.addIssue({ code: 'custom', path: ['contact_info'], message: contacts.error, input: group.contact_info })
      if (!offers.success) ctx.addIssue({ code: 'custom', path: ['offers_info'], message: offers.error, input: group.offers_info })
      if (!contacts.success || !offers.success) return z.NEVER
      return { ...group, contact_info: contacts.data, offers_info: offers.data }
    }),
  }
}
