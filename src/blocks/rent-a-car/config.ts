import { z } from 'zod'

/**
 * spec 2 §3.12 Rent a Car: the shapes of the block's JSON fields, checked on save and on the
 * server (zod stays out of the page's browser code); rules.ts holds the flow's pure rules.
 */

const text = (max: number) => z.string().trim().max(max)
const key = z.string().trim().min(1).max(100)

export const locationsSchema = z.object({
  locations_list: z
    .array(
      z.object({
        name_key: key,
        city_name: text(100).default(''),
        point_name: text(200),
        address: text(500).default(''),
        coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullish(),
      }),
    )
    .max(200),
})
export type RentLocation = z.infer<typeof locationsSchema>['locations_list'][number]

export const vehiclesSchema = z.object({
  vehicles_list: z
    .array(
      z.object({
        image_id: z
          .union([
            z.number().int().positive(),
            z
              .string()
              .regex(/^\d{1,9}$/)
              .transform(Number),
          ])
          .nullish(),
        display_name: text(200).min(1),
        nameplate_name: text(200).default(''),
        price: z.object({ daily: z.number().min(0).max(1_000_000).nullable() }).default({ daily: null }),
        locations: z.array(key).max(200),
        specification: z.array(text(200)).max(20).default([]),
      }),
    )
    .max(100),
})
export type RentVehicle = z.infer<typeof vehiclesSchema>['vehicles_list'][number]

/** A disabled day: a weekday (0 Sunday … 6 Saturday) or one calendar day ('2026-12-25'). ADR 160. */
const disabledDay = z.union([z.number().int().min(0).max(6), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])

/** spec 2 §9 Rent a Car defaults: km, Sundays disabled, en-US dates with long weekday and month. */
export const DEFAULT_ADDITIONAL = {
  allow_different_dropoff: false,
  allow_custom_pickup: false,
  allow_custom_dropoff: false,
  distance_unit: 'km' as 'km' | 'mi',
  datepicker_disabled_days: [0] as (number | string)[],
  date: { locale: 'en-US', options: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as Intl.DateTimeFormatOptions },
}

export const additionalSchema = z.object({
  allow_different_dropoff: z.boolean().default(false),
  allow_custom_pickup: z.boolean().default(false),
  allow_custom_dropoff: z.boolean().default(false),
  distance_unit: z.enum(['km', 'mi']).default('km'),
  datepicker_disabled_days: z.array(disabledDay).max(400).default([0]),
  date: z
    .object({
      locale: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
        .default('en-US'),
      options: z
        .record(z.string(), z.union([z.string(), z.boolean(), z.number()]))
        .default(DEFAULT_ADDITIONAL.date.options as Record<string, string>),
    })
    .default({ locale: 'en-US', options: DEFAULT_ADDITIONAL.date.options as Record<string, string> }),
})
export type RentAdditional = z.infer<typeof additionalSchema>

/** spec 2 §3.12 controller: an amount bounded by min and max, or a yes/no toggler. */
const controllerSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('amount'),
      min: z.number().int().min(0).max(1000),
      max: z.number().int().min(0).max(1000),
      value: z.number().int().nullish(),
      default: z.number().int().nullish(),
    })
    .refine((c) => c.min <= c.max, { message: 'min must not be above max' }),
  z.object({
    type: z.literal('toggler'),
    true_label: text(60).default('Yes'),
    false_label: text(60).default('No'),
    value: z.boolean().nullish(),
    default: z.boolean().nullish(),
  }),
])
export type RentController = z.infer<typeof controllerSchema>

export const extrasSchema = z.object({
  items: z
    .array(
      z.object({
        heading: text(200).default(''),
        subitems: z
          .array(
            z.object({
              heading: text(200).min(1),
              price: z.number().min(0).max(1_000_000).nullable().default(null),
              price_string_context: text(100).default(''),
              features_list: z.array(text(200)).max(20).default([]),
              controller: controllerSchema,
            }),
          )
          .max(20),
      }),
    )
    .max(20),
})
export type RentExtras = z.infer<typeof extrasSchema>
export type RentExtra = RentExtras['items'][number]['subitems'][number]

/** An extras step of the overlay: one field group (spec 2 §3.12 "Per group (extras step)"). */
export interface ExtrasStep {
  name: string
  extras: RentExtras
}

/** What a JSON field holds, checked: its value, or the problems naming their place. */
export type Read<T> = { ok: true; value: T } | { ok: false; problems: string[] }

export function readJson<S extends z.ZodType>(raw: unknown, schema: S, name: string, empty: z.output<S>): Read<z.output<S>> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { ok: true, value: empty }
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return { ok: false, problems: [`Invalid JSON in ${name}`] }
    }
  }
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    problems: parsed.error.issues.slice(0, 5).map((issue) => `${name}${issue.path.map((p) => `.${String(p)}`).join('')}: ${issue.message}`),
  }
}

/** block_translations: a label id of the catalogue's `rent` namespace to the block's own text. */
export const translationsSchema = z.record(z.string().trim().min(1).max(100), z.string().max(500))

/** The block's configuration as the server hands it to the page: every JSON field read. */
export interface RentConfig {
  locations: RentLocation[]
  vehicles: RentVehicle[]
  additional: RentAdditional
  steps: ExtrasStep[]
  translations: Record<string, string>
}

/**
 * Reads the block's JSON fields. spec 2 §5: an invalid one is warned about ('Invalid JSON in …' or
 * its first problems) and its default used; the problems are returned for the editor too.
 */
export function readRentConfig(
  fields: { block_translations?: unknown; locations_json?: unknown; vehicles_json?: unknown; additional_json?: unknown },
  groups: readonly { name?: unknown; data_json?: unknown }[],
): { config: RentConfig; problems: string[] } {
  const problems: string[] = []
  const take = <T>(read: Read<T>, empty: T): T => {
    if (read.ok) return read.value
    problems.push(...read.problems)
    return empty
  }
  const config: RentConfig = {
    translations: take(readJson(fields.block_translations, translationsSchema, 'block_translations', {}), {}),
    locations: take(readJson(fields.locations_json, locationsSchema, 'locations_json', { locations_list: [] }), { locations_list: [] })
      .locations_list,
    vehicles: take(readJson(fields.vehicles_json, vehiclesSchema, 'vehicles_json', { vehicles_list: [] }), { vehicles_list: [] })
      .vehicles_list,
    additional: take(
      readJson(fields.additional_json, additionalSchema, 'additional_json', additionalSchema.parse({})),
      additionalSchema.parse({}),
    ),
    steps: groups
      .slice(0, 4)
      .map((group, i) => ({
        name: typeof group.name === 'string' ? group.name : '',
        extras: take(readJson(group.data_json, extrasSchema, `groups.${i}.data_json`, { items: [] }), { items: [] }),
      }))
      .filter((step) => step.extras.items.some((item) => item.subitems.length > 0)),
  }
  if (config.locations.length === 0) problems.push('locations_json has no locations.')
  if (config.vehicles.length === 0) problems.push('vehicles_json has no vehicles.')
  return { config, problems }
}
