import * as g from '~/lib/guards.ts'
import { jsonFieldValue } from '~/lib/json-field.ts'

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

// Read in the visitor's browser, with the small guards rather than zod (ADR 145).
const cell = g.withDefault(g.union(g.string({ trim: true, max: 200 }), g.transform(g.number(), String)), '')
const row = g.strictObject({ name: cell, engine: cell, consumption: cell, price: cell, lease: cell })
const specTable = g.strictObject({ name: g.withDefault(g.string({ trim: true, max: 200 }), ''), table: g.array(row, { max: 50 }) })
const specTables = g.array(specTable, { max: 20 })
export type SpecTable = g.Infer<typeof specTable>

/**
 * The spec tables of a slide. The field holds a JSON value or, as older content stores it, JSON
 * text. spec 2 §5: anything that is not valid JSON of this shape uses the default, no tables; it is
 * not an error on the page (nothing is logged in the visitor's browser).
 */
export function parseSpecs(raw: unknown): SpecTable[] {
  try {
    const result = specTables.safeParse(jsonFieldValue(raw) ?? [])
    return result.success ? result.data : []
  } catch {
    return []
  }
}
