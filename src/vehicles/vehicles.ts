import { z } from 'zod'

/**
 * The vehicles of a market (spec 2 §7: GET /vehicles/{id}/specs of the core content API): each
 * model by its key (`e7-24my`, spec 2 §3.3 Model), with its spec values, its prices and its
 * engines. Spec and price tags (ADR 011) and blocks showing a model's figures read them.
 */
export const MODEL_KEY_PATTERN = /^[A-Za-z0-9][\w-]*$/

const specKey = z.string().regex(/^\w+$/, 'must be letters, digits or _').max(100)
/** One spec value: '402 miles', 5.9 … with the label it is shown under and an optional disclaimer. */
export const specEntrySchema = z.strictObject({
  label: z.string().max(200).optional(),
  value: z.union([z.string().max(500), z.number().finite()]),
  disclaimer: z.string().max(2000).nullable().optional(),
})
export const vehicleSpecsSchema = z.record(specKey, specEntrySchema)

export const vehicleEngineSchema = z.strictObject({
  key: z.string().regex(MODEL_KEY_PATTERN, 'must be a key like e7-long-range').max(100),
  name: z.string().min(1).max(200),
  price: z.number().finite().nullable().default(null),
  specs: vehicleSpecsSchema.default({}),
})

export const vehicleModelSchema = z
  .strictObject({
    key: z.string().regex(MODEL_KEY_PATTERN, 'must be a model key like e7-24my').max(100),
    name: z.string().min(1).max(200),
    body_style: z.string().max(100).nullable().default(null),
    price: z.number().finite().nullable().default(null),
    lease_price: z.number().finite().nullable().default(null),
    specs: vehicleSpecsSchema.default({}),
    engines: z.array(vehicleEngineSchema).max(50).default([]),
  })
  .superRefine((model, ctx) => {
    const seen = new Set<string>()
    model.engines.forEach((engine, i) => {
      if (seen.has(engine.key)) ctx.addIssue({ code: 'custom', path: ['engines', i, 'key'], message: `duplicate engine key ${engine.key}` })
      seen.add(engine.key)
    })
  })

export type SpecEntryValue = z.infer<typeof specEntrySchema>
export type VehicleSpecs = z.infer<typeof vehicleSpecsSchema>
export type VehicleEngine = z.infer<typeof vehicleEngineSchema>
export type VehicleModel = z.infer<typeof vehicleModelSchema>
