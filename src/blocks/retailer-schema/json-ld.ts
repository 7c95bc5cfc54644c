import { retailerPoint } from '../retailer-locator-cards/distance.ts'

/**
 * spec 2 §3.11 Retailer Schema and Retailer Service Schema: a retailer as schema.org structured
 * data, an AutoDealer (sales) or an AutoRepair (service). Shared by both blocks; pure, no zod.
 * Empty fields are left out rather than published empty; a contact or offer list that is not a
 * list of {type, value} / {category, description, url} objects is ignored (spec 2 §5: a default
 * is used), as are its entries of the wrong shape.
 */
export type RetailerBusinessType = 'AutoDealer' | 'AutoRepair'

export interface RetailerDetails {
  /** The image's URL, already built from its media-library id. */
  imageUrl: string | null
  name: string
  description: string
  keywords: string
  /** e.g. 'Mo-Fr 09:00-19:00, Sa 09:00-15:00' */
  openingHours: string
  paymentAccepted: string
  priceRange: string
  address: string
  latitude: string
  longitude: string
  /** [{type, value}] */
  contactInfo: unknown
  /** [{category, description, url}] */
  offersInfo: unknown
}

type JsonObject = Record<string, unknown>

const DAYS = { mo: 'Monday', tu: 'Tuesday', we: 'Wednesday', th: 'Thursday', fr: 'Friday', sa: 'Saturday', su: 'Sunday' } as const
type DayCode = keyof typeof DAYS
const DAY_CODES = Object.keys(DAYS) as DayCode[]

const DAY = '(?:mo|tu|we|th|fr|sa|su)(?![a-z])'
const DAY_SPAN = `${DAY}(?:\\s*-\\s*${DAY})?`
const TIME_SPAN = '\\d{1,2}:\\d{2}\\s*-\\s*\\d{1,2}:\\d{2}'
/** A rule: days (Mo-Fr, Sa, Mo,We) then one or more time spans (09:00-12:00,13:00-18:00). */
const RULE = new RegExp(`\\b(${DAY_SPAN}(?:\\s*,\\s*${DAY_SPAN})*)\\s+(${TIME_SPAN}(?:\\s*,\\s*${TIME_SPAN})*)`, 'gi')

/** The days of 'Mo-Fr', 'Sa' or 'Mo,We-Th', in week order of mention; a span may wrap (Fr-Mo). */
function daysOf(text: string): string[] {
  const days: DayCode[] = []
  for (const span of text.toLowerCase().split(',')) {
    const [from, to] = span.split('-').map((d) => d.trim() as DayCode) as [DayCode, DayCode?]
    const start = DAY_CODES.indexOf(from)
    const length = ((DAY_CODES.indexOf(to ?? from) - start + 7) % 7) + 1
    for (let i = 0; i < length; i++) days.push(DAY_CODES[(start + i) % 7]!)
  }
  return [...new Set(days)].map((code) => DAYS[code])
}

/** 'h:mm' or 'hh:mm' as 'hh:mm'; '24:00' (end of day) as schema.org's '23:59'; null if no time. */
function time(text: string): string | null {
  const [hours, minutes] = text.trim().split(':').map(Number) as [number, number]
  if (hours === 24 && minutes === 0) return '23:59'
  if (hours > 23 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/**
 * The opening hours, written as in 'Mo-Fr 09:00-19:00, Sa 09:00-15:00', as
 * openingHoursSpecification: one entry per days and time span. What is not a rule (a closed day,
 * public holidays, a stray word) is skipped.
 */
export function openingHoursSpecification(text: string): JsonObject[] {
  const specification: JsonObject[] = []
  for (const [, days, spans] of text.matchAll(RULE)) {
    for (const span of spans!.split(',')) {
      const [opens, closes] = span.split('-').map(time)
      if (!opens || !closes) continue
      specification.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: daysOf(days!), opens, closes })
    }
  }
  return specification
}

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')
const objects = (value: unknown): JsonObject[] =>
  Array.isArray(value) ? value.filter((item): item is JsonObject => typeof item === 'object' && item !== null && !Array.isArray(item)) : []
/** A link published as-is: web addresses and site paths only (never javascript: or data:). */
const safeUrl = (value: string): string => (/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(value) ? value : '')

const CONTACT_PROPERTIES: Record<string, 'telephone' | 'email' | 'faxNumber' | 'url'> = {
  phone: 'telephone',
  telephone: 'telephone',
  tel: 'telephone',
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  fax: 'faxNumber',
  url: 'url',
  website: 'url',
}

/**
 * contact_info as properties: the first phone, e-mail, fax and website; a WhatsApp number as a
 * contact point. Other types are not in schema.org's vocabulary and are skipped.
 */
function contactProperties(list: unknown): JsonObject {
  const properties: JsonObject = {}
  const points: JsonObject[] = []
  for (const item of objects(list)) {
    const type = text(item.type).toLowerCase()
    let value = text(item.value)
    if (!value) continue
    if (type === 'whatsapp') {
      points.push({ '@type': 'ContactPoint', contactType: 'WhatsApp', telephone: value.replace(/^tel:/i, '') })
      continue
    }
    const property = CONTACT_PROPERTIES[type]
    if (!property || property in properties) continue
    if (property === 'telephone' || property === 'faxNumber') value = value.replace(/^tel:/i, '')
    if (property === 'email') value = value.replace(/^mailto:/i, '')
    if (property === 'url') value = safeUrl(value)
    if (value) properties[property] = value
  }
  if (points.length > 0) properties.contactPoint = points
  return properties
}

/** offers_info as the offers the retailer makes; an entry needs a category or a description. */
function offers(list: unknown): JsonObject[] {
  return objects(list).flatMap((item) => {
    const offer = omitEmpty({
      '@type': 'Offer',
      category: text(item.category),
      description: text(item.description),
      url: safeUrl(text(item.url)),
    })
    return offer.category || offer.description ? [offer] : []
  })
}

/** The object without its empty strings, empty lists and nulls. */
function omitEmpty(object: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(object).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  )
}

/** One retailer; null without a name, which schema.org requires of a business. */
export function retailerEntity(type: RetailerBusinessType, details: RetailerDetails): JsonObject | null {
  const name = text(details.name)
  if (!name) return null
  const address = details.address
    .split(/\s*\n\s*/)
    .map(text)
    .filter(Boolean)
    .join(', ')
  const point = retailerPoint(details.latitude, details.longitude)
  return omitEmpty({
    '@type': type,
    name,
    description: text(details.description),
    image: details.imageUrl,
    keywords: text(details.keywords),
    address: address ? { '@type': 'PostalAddress', streetAddress: address } : null,
    geo: point ? { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lon } : null,
    ...contactProperties(details.contactInfo),
    openingHoursSpecification: openingHoursSpecification(details.openingHours),
    paymentAccepted: text(details.paymentAccepted),
    priceRange: text(details.priceRange),
    makesOffer: offers(details.offersInfo),
  })
}

/** The JSON-LD of the retailers: one object, or a @graph of several; null when there is none. */
export function retailersJsonLd(entities: readonly (JsonObject | null)[]): JsonObject | null {
  const present = entities.filter((e): e is JsonObject => e !== null)
  if (present.length === 0) return null
  if (present.length === 1) return { '@context': 'https://schema.org', ...present[0] }
  return { '@context': 'https://schema.org', '@graph': present }
}
