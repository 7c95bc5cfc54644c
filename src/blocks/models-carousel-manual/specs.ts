import { z } from 'zod'
import { parseJsonField } from '~/lib/json-field.ts'

/**
 * spec 2 §3.7 Models Carousel Manual: a slide's specs JSON, a list of tables, each
 * `{ name, table: [rows] }`; a row holds the columns of the header row Name, Engine, Consumption,
 * Price, Lease. Cells are text as the editor wrote them (a number is shown as written).
 *
 * @example [{ "name": "Petrol", "table": [{ "name": "Ridge 2.0", "engine": "2.0 l, 150 kW",
 *   "consumption": "7.8 l/100 km", "price": "£41,250", "lease": "£449 / month" }] }]
 */

/** The header row, in column order: the key of each column in a row, and its heading's key in the catalogue's `ui`. */
export const SPEC_COLUMNS = [
  { key: 'name', heading: 'specName' },
  { key: 'engine', heading: 'specEngine' },
  { key: 'consumption', heading: 'specConsumption' },
  { key: 'price', heading: 'specPrice' },
  { key: 'lease', heading: 'specLease' },
] as const

const cell = z.union([z.string().trim().max(200), z.number().finite().transform(String)]).default('')
const rowSchema = z.strictObject({ name: cell, engine: cell, consumption: cell, price: cell, lease: cell })
const specTableSchema = z.strictObject({ name: z.string().trim().max(200).default(''), table: z.array(rowSchema).max(50) })
export const specsSchema = z.array(specTableSchema).max(20)
export type SpecTable = z.output<typeof specTableSchema>

/**
 * The spec tables of a slide. The field holds a JSON value or, as older content stores it, JSON
 * text. spec 2 §5: anything that is not valid JSON of this shape uses the default, no tables; it is
 * not an error on the page (nothing is logged in the visitor's browser).
 */
export function parseSpecs(raw: unknown): SpecTable[] {
  const result = parseJsonField(raw, specsSchema, 'specs', [])
  return result.success ? result.data : []
}
