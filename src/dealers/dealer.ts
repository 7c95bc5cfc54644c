import { z } from 'zod'
import { listQuerySchema } from '~/lib/list-query.ts'
import { isEmailAddress } from '~/lib/email.ts'

/**
 * A retailer as the admin's 'Dealers' tab keeps it (spec 1 §1; spec 2 §3.11 lists what the
 * retailer blocks show: name, address, city, coordinates, contact, services, opening hours).
 * Pure validation, shared by the API, the bundle and the admin form.
 */
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Day = (typeof DAYS)[number]
export const DAY_LABELS: Record<Day, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/** spec 1 §9 Dealers list page size 50 (the public list's default). */
export const DEALERS_PAGE_SIZE = 50

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** Empty text from a form means "not set". */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string().max(max, `must be at most ${max} characters`).nullable().default(null),
  )
const plainText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(max, `must be at most ${max} characters`).default(''))
/** Coordinates from a form arrive as text; '' is "not set". */
const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'must be a number' })
      .min(-limit, `must be between -${limit} and ${limit}`)
      .max(limit, `must be between -${limit} and ${limit}`)
      .nullable()
      .default(null),
  )

export const openingHoursSchema = z
  .strictObject({
    day: z.enum(DAYS, { error: 'must be one of mon, tue, wed, thu, fri, sat, sun' }),
    opens: z.string().regex(TIME, "must be a time 'HH:MM'"),
    closes: z.string().regex(TIME, "must be a time 'HH:MM'"),
  })
  .refine((h) => h.opens < h.closes, { path: ['closes'], message: 'must be later than opens' })
export type OpeningHours = z.infer<typeof openingHoursSchema>

export const dealerInputSchema = z
  .strictObject({
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: 'is required' })
        // An empty code is only "required", not also of the wrong characters.
        .min(1, { error: 'is required', abort: true })
        .max(50, 'must be at most 50 characters')
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'may contain letters, digits, ".", "-" and "_" only'),
    ),
    name: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ error: 'is required' }).min(1, 'is required').max(200, 'must be at most 200 characters'),
    ),
    street: plainText(200),
    city: plainText(100),
    postcode: plainText(20),
    country: plainText(100),
    /** spec 3 §3 Dealer: state (e.g. NSW) and locality for the postcode search; the brands it sells. */
    state: plainText(50),
    locality: plainText(100),
    brands: z
      .array(z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'))
      .max(50, 'at most 50 brands')
      .default([])
      .refine((list) => new Set(list).size === list.length, 'lists a brand twice'),
    latitude: coordinate(90),
    longitude: coordinate(180),
    phone: optionalText(50).refine(
      (v) => v === null || /^\+?[0-9 ()./-]{3,}$/.test(v),
      'must be a phone number (digits, spaces, + ( ) - . /)',
    ),
    email: optionalText(254).refine((v) => v === null || isEmailAddress(v), 'must be an e-mail address'),
    website: optionalText(2048).refine((v) => v === null || isWebUrl(v), 'must be an http(s) URL'),
    services: z
      .array(z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'))
      .max(50, 'at most 50 services')
      .default([])
      // "Sales" and "sales" are one service to a visitor reading the locator's list.
      .refine((list) => new Set(list.map((service) => service.toLowerCase())).size === list.length, 'lists a service twice'),
    opening_hours: z.array(openingHoursSchema).max(21, 'at most 21 rows').default([]),
    /** A change: the dealer's `updated_at` as read; refused (409) when it has changed since. */
    updated_at: z.iso.datetime({ error: 'must be the dealer’s updated_at as read' }).optional(),
  })
  .superRefine((dealer, ctx) => {
    if ((dealer.latitude === null) !== (dealer.longitude === null)) {
      const missing = dealer.latitude === null ? 'latitude' : 'longitude'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'give both latitude and longitude, or neither' })
    }
    for (const [i, j] of overlappingHours(dealer.opening_hours)) {
      ctx.addIssue({ code: 'custom', path: ['opening_hours', j, 'opens'], message: `overlaps row ${i + 1} on the same day` })
    }
  })
export type DealerInput = z.infer<typeof dealerInputSchema>

/** A dealer as the APIs answer it. */
export const dealerSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  state: z.string(),
  locality: z.string(),
  brands: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  services: z.array(z.string()),
  opening_hours: z.array(z.object({ day: z.enum(DAYS), opens: z.string(), closes: z.string() })),
  updated_at: z.string(),
})
export type Dealer = z.infer<typeof dealerSchema>

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Pairs [earlier row, later row] of opening hours that overlap on the same day. */
export function overlappingHours(rows: readonly OpeningHours[]): [number, number][] {
  const pairs: [number, number][] = []
  rows.forEach((b, j) => {
    const i = rows.findIndex((a, k) => k < j && a.day === b.day && a.opens < b.closes && b.opens < a.closes)
    if (i >= 0) pairs.push([i, j])
  })
  return pairs
}

/** Opening hours in the schema.org form the Retailer Schema block shows ('Mo-Fr 09:00-19:00, Sa 09:00-15:00'; spec 2 §3.11). */
export function openingHoursText(rows: readonly OpeningHours[]): string {
  const short: Record<Day, string> = { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' }
  const sorted = [...rows].sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.opens.localeCompare(b.opens))
  const runs: { from: Day; to: Day; times: string }[] = []
  for (const day of DAYS) {
    const times = sorted
      .filter((r) => r.day === day)
      .map((r) => `${r.opens}-${r.closes}`)
      .join(',')
    if (!times) continue
    const last = runs.at(-1)
    if (last && last.times === times && DAYS.indexOf(last.to) === DAYS.indexOf(day) - 1) last.to = day
    else runs.push({ from: day, to: day, times })
  }
  return runs.map((r) => `${r.from === r.to ? short[r.from] : `${short[r.from]}-${short[r.to]}`} ${r.times}`).join(', ')
}

/** The admin list's query (`?search=&sort=&dir=&page=&per_page=`, as every back-office list). */
export const DEALER_SORTS = ['name', 'code', 'city', 'updated_at'] as const
export const dealerListQuerySchema = listQuerySchema(DEALER_SORTS, { sort: 'name', dir: 'asc' })
export type DealerListQuery = z.infer<typeof dealerListQuerySchema>

/** A dealer as the retailer locators show it (spec 2 §3.11): without its bookkeeping. */
export type LocatorDealer = Omit<Dealer, 'id' | 'updated_at'>

/** The blocks' data source of dealers (src/blocks/block-data.server.ts; src/dealers/dealer-blocks.server.ts). */
export interface DealerBlockSource {
  /** Every dealer of the market, sorted by name (spec 3 §3 Dealer). */
  forSite(siteId: number): Promise<LocatorDealer[]>
}
