import { z } from 'zod'
import { queryWholeNumber } from '~/lib/list-query.ts'
import { labelOfKey } from '~/lib/key-label.ts'
import { MODEL_KEY_PATTERN, type VehicleModel } from './vehicles.ts'

/**
 * The content API's lists of a market's models (spec 1 §7 GET /vehicles, /vehicles/grouped_nameplates,
 * /offer_car_models; spec 2 §7 GET {adminApiUrl}/api/compare/spec/{modelKey}). Their shapes are not
 * in the spec (ADR 156): these pure functions are what the routes answer.
 */

export const VEHICLES_PAGE_SIZE = 50

const modelKey = z.string().regex(MODEL_KEY_PATTERN, 'must be model keys like e7-24my').max(100)

/** GET /vehicles: its parameters, each optional. */
export const vehicleListQuerySchema = z.object({
  body_style: z.string().trim().min(1).max(100).optional().describe("Only models of this body style (case-insensitive), e.g. 'SUV'."),
  key_in: z
    .string()
    .max(2000)
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(modelKey).max(100))
    .optional()
    .describe('Only these models: keys separated by commas.'),
  sort: z.enum(['range', 'price', '-price', 'name']).default('range').describe("The market's range order (default), by price or by name."),
  items: queryWholeNumber(1, 100, VEHICLES_PAGE_SIZE),
  page: queryWholeNumber(1, 100_000, 1),
})
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>

/** A model as the lists show it: without its specs (GET /vehicles/{key}/specs has them). */
export const vehicleSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  body_style: z.string().nullable(),
  price: z.number().nullable(),
  lease_price: z.number().nullable(),
  engines: z.array(z.object({ key: z.string(), name: z.string(), price: z.number().nullable() })),
})
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>

export const summaryOf = (model: VehicleModel): VehicleSummary => ({
  key: model.key,
  name: model.name,
  body_style: model.body_style,
  price: model.price,
  lease_price: model.lease_price,
  engines: model.engines.map((engine) => ({ key: engine.key, name: engine.name, price: engine.price })),
})

/** Models without a price sort after those with one, whichever the direction. */
const byPrice = (direction: 1 | -1) => (a: VehicleModel, b: VehicleModel) =>
  a.price === null ? (b.price === null ? 0 : 1) : b.price === null ? -1 : direction * (a.price - b.price)

/** GET /vehicles: the models (in the market's range order) the query asks for, one page of them. */
export function listModels(models: readonly VehicleModel[], query: VehicleListQuery) {
  const style = query.body_style?.toLocaleLowerCase()
  const keys = query.key_in ? new Set(query.key_in) : null
  const chosen = models.filter((m) => (!style || m.body_style?.toLocaleLowerCase() === style) && (!keys || keys.has(m.key)))
  if (query.sort === 'price') chosen.sort(byPrice(1))
  if (query.sort === '-price') chosen.sort(byPrice(-1))
  if (query.sort === 'name') chosen.sort((a, b) => a.name.localeCompare(b.name))
  const start = (query.page - 1) * query.items
  return { rows: chosen.slice(start, start + query.items).map(summaryOf), total: chosen.length }
}

export const nameplateGroupSchema = z.object({
  body_style: z.string().nullable(),
  nameplates: z.array(vehicleSummarySchema),
})

/**
 * GET /vehicles/grouped_nameplates: the models by body style, the groups in the order their first
 * model has in the range; models without a body style last, in a group of their own (null).
 */
export function groupNameplates(models: readonly VehicleModel[]): z.infer<typeof nameplateGroupSchema>[] {
  const groups = new Map<string | null, VehicleSummary[]>()
  const styled = models.filter((m) => m.body_style !== null)
  for (const model of [...styled, ...models.filter((m) => m.body_style === null)]) {
    const style = model.body_style
    // Body styles typed differently ('SUV', 'suv') are one group, named as first written.
    const named = style === null ? null : ([...groups.keys()].find((k) => k?.toLocaleLowerCase() === style.toLocaleLowerCase()) ?? style)
    groups.set(named, [...(groups.get(named) ?? []), summaryOf(model)])
  }
  return [...groups].map(([body_style, nameplates]) => ({ body_style, nameplates }))
}

export const offerModelSchema = z.object({
  key: z.string(),
  /** The market's model of this key, when it has one. */
  name: z.string().nullable(),
  offers: z.number().int(),
})

/**
 * GET /offer_car_models: the models the market's offers feed names (its `car_model_key`, spec 2
 * §3.10), in the feed's order, with how many offers each has; the market's model's name when the
 * key is one of its models.
 */
export function offerModels(offers: readonly Record<string, unknown>[], models: readonly VehicleModel[]) {
  const counts = new Map<string, number>()
  for (const offer of offers) {
    const key = typeof offer.car_model_key === 'string' ? offer.car_model_key.trim() : ''
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const names = new Map(models.map((m) => [m.key, m.name]))
  return [...counts].map(([key, offers]) => ({ key, name: names.get(key) ?? null, offers }))
}

type SpecValue = string | number | null

export const specComparisonSchema = z.object({
  key: z.string(),
  name: z.string(),
  body_style: z.string().nullable(),
  /** The columns: the model's engines, or the model itself when it has none. */
  engines: z.array(z.object({ key: z.string(), name: z.string(), price: z.number().nullable() })),
  /** The rows: every spec any column has, the model's own first in their order, then the engines' others. */
  specs: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      disclaimer: z.string().nullable(),
      /** One per column, in the columns' order; null where that column has no such spec. */
      values: z.array(z.union([z.string(), z.number(), z.null()])),
      /** True when the columns do not all have the same value: what a comparison points out. */
      differs: z.boolean(),
    }),
  ),
})
export type SpecComparison = z.infer<typeof specComparisonSchema>

/**
 * spec 2 §7 Model spec comparison (GET {adminApiUrl}/api/compare/spec/{modelKey}, read as data[0]):
 * a model's engines side by side. An engine's spec wins over the model's of the same key (as
 * `specsOf` reads them), its price over the model's; a label or disclaimer is the first given.
 */
export function compareSpec(model: VehicleModel): SpecComparison {
  const columns = model.engines.length
    ? model.engines.map((engine) => ({ key: engine.key, name: engine.name, price: engine.price ?? model.price, specs: engine.specs }))
    : [{ key: model.key, name: model.name, price: model.price, specs: {} }]
  const keys = [...new Set([...Object.keys(model.specs), ...columns.flatMap((column) => Object.keys(column.specs))])]
  const specs = keys.map((key) => {
    const entries = columns.map((column) => column.specs[key] ?? model.specs[key] ?? null)
    const values: SpecValue[] = entries.map((entry) => entry?.value ?? null)
    // The first label or disclaimer given, by the columns or else by the model.
    const first = (field: 'label' | 'disclaimer') =>
      [...entries, model.specs[key]].map((entry) => entry?.[field]?.trim()).find(Boolean) ?? null
    return {
      key,
      label: first('label') || labelOfKey(key),
      disclaimer: first('disclaimer') || null,
      values,
      differs: new Set(values.map((value) => String(value))).size > 1,
    }
  })
  return {
    key: model.key,
    name: model.name,
    body_style: model.body_style,
    engines: columns.map(({ key, name, price }) => ({ key, name, price })),
    specs,
  }
}
