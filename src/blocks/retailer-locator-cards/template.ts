import { z } from 'zod'
import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { MAX_CONTACTS, MAX_SERVICES, parseContactInfo, parseServices, type ContactLink, type RetailerService } from './retailers.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('retailers_translation', 'Retailers label', 'Retailers', { max: 100 }),
  field.string('search_translation', 'Search label', 'Search by city or town', { max: 100 }),
  field.string('distance_translation', 'Distance label', 'Distance', { max: 100 }),
  field.string('show_translation', 'Show on map label', 'Show on map', { max: 100 }),
  field.string('services_translation', 'Services label', 'Services', { max: 100 }),
  field.select('distance_unit', 'Distance unit', options(['km', 'km'], ['mi', 'mi']), 'km'),
  // Not in the spec (fields the spec leaves out that any market needs in its own words): the
  // location button, what shows when locating fails, and what shows when the search finds nothing.
  field.string('location_translation', 'Use my location label', 'Use my location', { max: 100 }),
  field.string('location_error_translation', 'Location error text', 'We could not find your location. Search by city or town instead.', {
    max: 200,
  }),
  field.string('no_results_translation', 'No results text', 'No retailers match your search.', { max: 200 }),
  commonFields.boxColor,
] as const

/** Per retailer (spec 2 §3.11). */
const groupFields = [
  field.string('name', 'Name', '', { max: 200 }),
  field.text('address', 'Address', '', { max: 500 }),
  field.string('city', 'City or town', '', { max: 100 }),
  field.string('latitude', 'Latitude', '', { max: 30, placeholder: '51.2362' }),
  field.string('longitude', 'Longitude', '', { max: 30, placeholder: '-0.5704' }),
  field.json('contact_info', 'Contact info', [], {
    tooltip: `Up to ${MAX_CONTACTS} links of type phone, whatsapp or email; href is the number or address.`,
    placeholder: '[{"type": "phone", "icon": "phone", "label": "01483 555 010", "href": "+44 1483 555010"}]',
  }),
  field.json('services', 'Services', [], {
    tooltip: `Up to ${MAX_SERVICES} services, each with an icon and a label.`,
    placeholder: '[{"icon": "car", "label": "Sales"}, {"icon": "wrench", "label": "Service"}]',
  }),
] as const

export type RetailerLocatorCardsFields = FieldValues<typeof fields>
export type RetailerCard = Omit<FieldValues<typeof groupFields>, 'contact_info' | 'services'> & {
  contact_info: ContactLink[]
  services: RetailerService[]
}

/** spec 2 §3.11 Retailer Locator Cards; spec 2 §9: up to 30 retailers. */
const definition = defineTemplate({
  key: 'retailer-locator-cards',
  name: 'Retailer Locator Cards',
  description:
    "Retailer cards with address, contact links and services, a search by city or town, nearest-first sorting from the visitor's location and a link to each on the map.",
  short_description: 'Searchable retailer cards',
  group: 'Retailers',
  list_priority: 90,
  max_field_groups: 30,
  fields,
  field_groups_template: groupFields,
})

/**
 * A retailer's contact_info and services JSON are checked wherever content is validated and come
 * out as the checked lists (contact hrefs rebuilt), so the renderer needs no zod.
 */
export const retailerLocatorCards: BlockTemplate<RetailerLocatorCardsFields, RetailerCard> = {
  ...definition,
  groupSchema: definition.groupSchema.transform((group, ctx) => {
    const contacts = parseContactInfo(group.contact_info)
    const services = parseServices(group.services)
    if (!contacts.success) ctx.addIssue({ code: 'custom', path: ['contact_info'], message: contacts.error, input: group.contact_info })
    if (!services.success) ctx.addIssue({ code: 'custom', path: ['services'], message: services.error, input: group.services })
    if (!contacts.success || !services.success) return z.NEVER
    return { ...group, contact_info: contacts.data, services: services.data }
  }),
}
