import { z } from 'zod'
import { INTEGER_MAX } from '~/lib/database-integer.ts'
import { findUnstorable } from '~/lib/storable.ts'
import { COLOURS, DEFAULT_DISPLAYED_STATUSES, ENGINE_TYPES, FINANCING_OPTIONS, TRANSMISSIONS, VEHICLE_STATES } from '../rules/constants.ts'

/**
 * A row of a stock feed: one vehicle as the inventory service receives it (spec 3 §3 "Vehicle, as
 * received from the inventory service"), in CSV or JSON (ADR 065). Pure: shared by the import, the
 * API that will accept uploads and the tests.
 *
 * CSV: the header holds the spec's field names, nested ones dotted (`price_metadata.NSW`,
 * `financing_options.cash`, `avl_field.registration_date`); `engine_type` and `photos` are lists
 * separated by `|`; the free-form fields (price_breakdown, features_*, accessories, disclaimers,
 * owner_opening_hours, owner_contact_details) hold JSON text or plain text. An empty cell is "not
 * given". JSON: an array of objects with the same keys, nested ones as objects.
 */

/** spec 3 §4 Vehicle state and status: every status a feed may give, in §4's order (which sort=status follows). */
export const STOCK_STATUSES = DEFAULT_DISPLAYED_STATUSES
export { COLOURS, ENGINE_TYPES, FINANCING_OPTIONS, TRANSMISSIONS, VEHICLE_STATES }
/** spec 3 §9 Australian states for drive-away pricing (the keys of price_metadata). */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export const PHOTO_SIZES = ['normal', 'medium', 'hd', 'quarter_hd'] as const

/** At most this many vehicles in one feed (a market's whole stock; ADR 065). */
export const FEED_MAX_ROWS = 500_000
/** One error list reports at most this many problems (the rest are counted). */
export const FEED_MAX_ERRORS = 1000

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
/** CSV cells are text: numbers and booleans are read from it; JSON may give either. */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v)

const wholeNumber = (message = 'must be a whole number ≥ 0') =>
  z.preprocess(
    (v) => (blank(v) ? undefined : numeric(v)),
    z.number({ error: message }).int(message).min(0, message).max(INTEGER_MAX, message).optional(),
  )
const amount = (message = 'must be a number ≥ 0') =>
  z.preprocess((v) => (blank(v) ? undefined : numeric(v)), z.number({ error: message }).min(0, message).finite(message).optional())
const flag = z.preprocess(
  (v) => {
    if (blank(v)) return undefined
    if (typeof v !== 'string') return v
    const t = v.trim().toLowerCase()
    return ['true', '1', 'yes'].includes(t) ? true : ['false', '0', 'no'].includes(t) ? false : v
  },
  z.boolean({ error: 'must be true or false' }).optional(),
)
const text = (max = 2000) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`).optional(),
  )
const required = (max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'is required' })
      .min(1, { error: 'is required', abort: true })
      .max(max, { error: `must be at most ${max} characters`, abort: true }),
  )
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
    z.enum(values, { error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`) }),
  )
const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
    z.enum(values, { error: `must be one of ${values.join(', ')}` }).optional(),
  )
const url = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'must be a URL' })
    .max(2048, 'must be at most 2048 characters')
    // A path of this site, not `//host/…` or `/\host/…`, which browsers read as another host.
    .refine((s) => /^(https?:\/\/|\/(?![/\\]))\S+$/.test(s), 'must be an http(s) URL or a path starting with /')
    .optional(),
)
/** Free-form JSON (or plain text) as the inventory service gives it; a CSV cell starting with { or [ is JSON. */
const freeForm = z.preprocess((v, ctx) => {
  if (blank(v)) return undefined
  if (typeof v === 'string' && /^\s*[[{]/.test(v)) {
    try {
      return JSON.parse(v) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON (it starts with { or [)' })
      return z.NEVER
    }
  }
  return v
}, z.unknown())
const scalar = z.preprocess((v) => (blank(v) ? undefined : v), z.union([z.string(), z.number(), z.boolean()]).optional())
/** A list: an array in JSON, `|`-separated in CSV. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      blank(v)
        ? undefined
        : typeof v === 'string'
          ? v
              .split('|')
              .map((s) => s.trim())
              .filter((s) => s !== '')
          : v,
    z.array(item, { error: 'must be a list' }).max(200, 'at most 200 items').optional(),
  )

const photoSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { normal: v } : v),
  z.strictObject({
    sequence: wholeNumber(),
    normal: url.refine((s) => s !== undefined, 'is required'),
    medium: url,
    hd: url,
    quarter_hd: url,
  }),
)

const featureSchema = z.looseObject({ price: amount().nullable() })

/** One vehicle of a feed, validated. Unknown keys are refused (a typo in a header is caught). */
export const feedVehicleSchema = z.strictObject({
  id: text(100),
  vin: required(64).refine((v) => /^[A-Za-z0-9-]+$/.test(v), 'may contain letters, digits and "-" only'),
  state: oneOf(VEHICLE_STATES),
  status: oneOf(STOCK_STATUSES),
  long_description: text(20_000),
  nameplate_brand_name: required(),
  nameplate_name: required(),
  nameplate_external_code: text(100),
  nameplate_model_group: text(200),
  model_display_name: text(200),
  version: text(200),
  drivetrain: text(100),
  production_year: wholeNumber(),
  model_year: wholeNumber(),
  color_name: text(200),
  color_canonical: optionalOneOf(COLOURS),
  interior_color: text(200),
  owner_name: text(200),
  owner_id: text(100),
  order_number: text(100),
  cover_photo_medium: url,
  photos: list(photoSchema),
  price_metadata: z
    .partialRecord(z.enum(AUSTRALIAN_STATES, { error: `must be one of ${AUSTRALIAN_STATES.join(', ')}` }), amount())
    .optional(),
  msrp_price: amount(),
  display_price: amount(),
  sale_price: amount(),
  monthly_price: amount(),
  subscribe_price: amount(),
  prices_type: scalar,
  price_hidden: flag,
  currency: text(10),
  financing_options: z.strictObject({ cash: flag, lease: flag, rent: flag }).optional(),
  avl_field: z
    .strictObject({
      open_market_value: amount(),
      additional_registration_fee: amount(),
      preferential_additional_registration_fee: amount(),
      registration_date: text(50),
    })
    .optional(),
  japan_used_and_approved_cars_field: z
    .strictObject({
      on_the_road_price: amount(),
      date_mot_expiry: text(50),
      date_warranty_expiry: text(50),
      recycling_fee: amount(),
      repair_record: scalar,
      previous_use: scalar,
      regular_maintenance_availability: scalar,
      maintenance_log: scalar,
      date_registered: text(50),
    })
    .optional(),
  price_breakdown: freeForm,
  total_price: amount(),
  base_price: amount(),
  features_optional: freeForm.pipe(z.array(featureSchema, { error: 'must be a list of features' }).optional()),
  features_standard: freeForm,
  accessories: freeForm,
  footnote: freeForm,
  disclaimers: freeForm,
  product_card_disclaimer: z.strictObject({ description: text(5000) }).optional(),
  config_url: url,
  video_url: url,
  owner_state: text(50),
  owner_address: text(500),
  owner_city: text(200),
  owner_zipcode: text(20),
  owner_email: text(254),
  owner_phone: text(50),
  owner_opening_hours: freeForm,
  owner_contact_details: freeForm,
  /** spec 3 §3: the retailer display name, one field per brand. */
  owner_metadata: z.record(z.string(), text(200)).optional(),
  number_of_seats: wholeNumber(),
  mileage: wholeNumber(),
  mileage_unit: text(10),
  power: wholeNumber(),
  power_unit: text(10),
  engine_type: list(oneOf(ENGINE_TYPES)),
  engine_capacity: amount(),
  engine_capacity_normalized: amount(),
  engine_capacity_unit: text(10),
  battery_capacity: amount(),
  transmission: optionalOneOf(TRANSMISSIONS),
  delivery_date: text(50),
  location: text(200),
  interior: text(200),
  year: wholeNumber(),
  price: amount(),
  specification: z.strictObject({ vin: text(64), model: text(200) }).optional(),
  link: url,
  /** Not in the spec's record: hidden from the listing while false (default true). */
  visible: flag,
  /** Not in the spec's record: the code of the market's button set (spec 3 §3 button sets). */
  button_set: text(100),
})
export type FeedVehicle = z.infer<typeof feedVehicleSchema>

/** The top-level keys a nested CSV column may start with (`price_metadata.NSW`). */
const NESTED = new Set([
  'price_metadata',
  'financing_options',
  'avl_field',
  'japan_used_and_approved_cars_field',
  'product_card_disclaimer',
  'specification',
  'owner_metadata',
])
const TOP_KEYS = new Set(Object.keys(feedVehicleSchema.shape))

/** A problem of a feed: `row` is the vehicle's 1-based position (the CSV header is not counted; 0: the header). */
export interface FeedIssue {
  row: number
  column: string
  message: string
  /** A repeated VIN: the row (counted as `row` is) where it stands first, for a screen that numbers rows its own way. */
  first_row?: number
}

export const formatIssue = (issue: FeedIssue) =>
  issue.row === 0 ? `header, column ${issue.column}: ${issue.message}` : `row ${issue.row}, column ${issue.column}: ${issue.message}`

/** How a CSV header's columns become a row object; issues for columns that are not fields. */
export interface CsvLayout {
  columns: (
    | { kind: 'top'; key: string }
    | { kind: 'nested'; key: string; sub: string }
    | { kind: 'photo'; size: (typeof PHOTO_SIZES)[number] }
    | { kind: 'unknown' }
  )[]
  issues: FeedIssue[]
}

export function csvLayout(header: readonly string[]): CsvLayout {
  const issues: FeedIssue[] = []
  const seen = new Set<string>()
  const columns = header.map((raw) => {
    const name = raw.trim()
    if (seen.has(name)) issues.push({ row: 0, column: name, message: 'appears twice in the header' })
    seen.add(name)
    if (name === 'photos') return { kind: 'photo' as const, size: 'normal' as const }
    const dot = name.indexOf('.')
    if (dot < 0) {
      if (!TOP_KEYS.has(name)) {
        issues.push({ row: 0, column: name, message: 'is not a field of a vehicle' })
        return { kind: 'unknown' as const }
      }
      return { kind: 'top' as const, key: name }
    }
    const key = name.slice(0, dot)
    const sub = name.slice(dot + 1)
    if (key === 'photos' && (PHOTO_SIZES as readonly string[]).includes(sub))
      return { kind: 'photo' as const, size: sub as (typeof PHOTO_SIZES)[number] }
    if (!NESTED.has(key) || sub === '') {
      issues.push({ row: 0, column: name, message: 'is not a field of a vehicle' })
      return { kind: 'unknown' as const }
    }
    return { kind: 'nested' as const, key, sub }
  })
  if (!seen.has('vin')) issues.push({ row: 0, column: 'vin', message: 'is required' })
  return { columns, issues }
}

/** A CSV record as the nested object the schema reads (lists still `|`-separated, except photos). */
export function csvRecordToObject(layout: CsvLayout, record: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  let photos: Partial<Record<(typeof PHOTO_SIZES)[number], string[]>> | null = null
  layout.columns.forEach((column, i) => {
    const cell = record[i] ?? ''
    if (column.kind === 'unknown') return // the header's issue names it once
    if (column.kind === 'top') {
      if (cell !== '') out[column.key] = cell
    } else if (column.kind === 'nested') {
      if (cell === '') return
      const nested = (out[column.key] ??= {}) as Record<string, unknown>
      nested[column.sub] = cell
    } else if (cell.trim() !== '') {
      photos ??= {}
      photos[column.size] = cell.split('|').map((s) => s.trim())
    }
  })
  if (photos) {
    const sizes: Partial<Record<(typeof PHOTO_SIZES)[number], string[]>> = photos
    const count = Math.max(...Object.values(sizes).map((l) => l.length))
    out.photos = Array.from({ length: count }, (_, i) =>
      Object.fromEntries(PHOTO_SIZES.flatMap((size) => (sizes[size]?.[i] ? [[size, sizes[size][i]]] : []))),
    )
  }
  return out
}

/** The column a zod issue path names: dotted, with list positions left out in CSV (`photos`) and kept in JSON (`photos.2.hd`). */
function columnOf(path: readonly PropertyKey[], format: 'csv' | 'json') {
  const parts = format === 'csv' ? path.filter((p) => typeof p !== 'number') : path
  return parts.map(String).join('.') || '(row)'
}

/** Validates one row; the issues name the row and the column. */
export function parseFeedRow(
  value: unknown,
  row: number,
  format: 'csv' | 'json',
): { ok: true; vehicle: FeedVehicle } | { ok: false; issues: FeedIssue[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, issues: [{ row, column: '(row)', message: 'must be an object' }] }
  // Before the schema: text an insert would fail on (a NUL, a lone surrogate), and nesting no
  // vehicle has, are refused here with their column rather than as a failed import.
  const unstorable = findUnstorable(value)
  if (unstorable) return { ok: false, issues: [{ row, column: columnOf(unstorable.path, format), message: unstorable.problem }] }
  const parsed = feedVehicleSchema.safeParse(value)
  if (parsed.success) {
    if (parsed.data.photos) {
      parsed.data.photos.forEach((photo, i) => (photo.sequence ??= i + 1))
    }
    return { ok: true, vehicle: parsed.data }
  }
  const issues: FeedIssue[] = []
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const message = issue.path[0] === 'price_metadata' ? `must be one of ${AUSTRALIAN_STATES.join(', ')}` : 'is not a field of a vehicle'
      for (const key of issue.keys) issues.push({ row, column: columnOf([...issue.path, key], format), message })
    } else {
      issues.push({ row, column: columnOf(issue.path, format), message: issue.message })
    }
  }
  // One message per column (a list of bad items says it once in CSV).
  const unique = new Map(issues.map((i) => [`${i.column}\n${i.message}`, i]))
  return { ok: false, issues: [...unique.values()] }
}
