import { z } from 'zod'
import { feedVehicleSchema, PHOTO_SIZES } from './feed.ts'

/**
 * The columns of a CSV stock feed, read from the schema the import checks rows with
 * (`feedVehicleSchema`, ADR 065), so the back office's column list and its sample file cannot
 * drift from what an import accepts (ADR 140). Pure.
 */

/** A column of a CSV feed: its header name, and whether every row must fill it. */
export interface FeedColumn {
  name: string
  required: boolean
  /** A column whose name holds a part the market chooses (`owner_metadata.{brand}`): listed, not in the sample. */
  pattern?: true
}

const unwrapped = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodOptional ? unwrapped(schema.unwrap() as z.ZodType) : schema)

/** The sub-columns of a nested field (`price_metadata.NSW`, `avl_field.registration_date`), or null for a plain one. */
function subColumns(key: string, schema: z.ZodType): FeedColumn[] | null {
  const inner = unwrapped(schema)
  if (inner instanceof z.ZodObject)
    return Object.keys(inner.shape as Record<string, z.ZodType>).map((sub) => ({ name: `${key}.${sub}`, required: false }))
  if (inner instanceof z.ZodRecord) {
    const keys = inner.keyType
    if (keys instanceof z.ZodEnum) return (keys.options as string[]).map((sub) => ({ name: `${key}.${sub}`, required: false }))
    return [{ name: `${key}.{brand}`, required: false, pattern: true }]
  }
  return null
}

/**
 * Every column a CSV feed may have, in the schema's order: nested fields as dotted columns, the
 * photos as `photos` (the normal size) and `photos.{size}` (spec 3 §3 Vehicle; ADR 065).
 */
export function feedColumns(): FeedColumn[] {
  const shape = feedVehicleSchema.shape as Record<string, z.ZodType>
  return Object.entries(shape).flatMap(([key, field]) => {
    if (key === 'photos')
      return [
        { name: 'photos', required: false },
        ...PHOTO_SIZES.filter((size) => size !== 'normal').map((size) => ({ name: `photos.${size}`, required: false })),
      ]
    return subColumns(key, field) ?? [{ name: key, required: !field.safeParse(undefined).success }]
  })
}

/** The sample row's values: a used car with the required columns and a few common ones. */
const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  vin: 'SAMPLE0VIN0000001',
  state: 'used',
  status: 'stock',
  nameplate_brand_name: 'Aurelia',
  nameplate_name: 'E5',
  version: '2.0 Petrol Auto',
  production_year: '2023',
  mileage: '12000',
  mileage_unit: 'miles',
  msrp_price: '24995',
  engine_type: 'petrol',
  transmission: 'auto',
  color_name: 'Glacier White',
  // The form a feed gives photos in (absolute URLs, `|` between them, in the order shown) on the
  // domain kept for examples (RFC 2606): a path of this site would name a picture it does not have.
  photos: 'https://images.example.com/stock/SAMPLE0VIN0000001-1.jpg|https://images.example.com/stock/SAMPLE0VIN0000001-2.jpg',
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/**
 * A sample CSV feed: the header with every column (patterns left out) and one vehicle, which the
 * import takes as it is (checked by its test). Lines end in CRLF (RFC 4180).
 */
export function sampleFeedCsv(): string {
  const columns = feedColumns().filter((column) => !column.pattern)
  const header = columns.map((column) => column.name)
  const row = header.map((name) => csvCell(SAMPLE_VALUES[name] ?? ''))
  return `${header.join(',')}\r\n${row.join(',')}\r\n`
}
