import { z } from 'zod'
import { DRIVING_PROFILES } from './range.ts'

// The data file's schema and its reading: for the server and the editor. The calculator's browser
// code imports only the type: visitors' pages load no zod (ADR 145).

const factor = z.number().min(0.5).max(3)
const profile = z.strictObject({
  /** Energy the car uses per 100 km on this profile, at the reference conditions (factor 1). */
  consumption_kwh_per_100km: z.number().min(5).max(60),
})

/** The data file of one model (the block's data_url): what the editor points the block to. */
export const rangeDataSchema = z.strictObject({
  format: z.literal('forecourt.range/1'),
  model: z.string().trim().min(1).max(100),
  /** The battery's usable energy. */
  usable_battery_kwh: z.number().min(10).max(250),
  profiles: z.strictObject({ city: profile, highway: profile, combined: profile }),
  /** Up to three wheel sizes, in the order of the block's wheel_1 to wheel_3. */
  wheels: z
    .array(z.strictObject({ inches: z.number().int().min(14).max(26), factor }))
    .min(1)
    .max(3),
  /** The temperatures a visitor can choose, coldest first, each with its factor and cabin heating/cooling power. */
  temperatures: z
    .array(z.strictObject({ celsius: z.number().int().min(-40).max(55), factor, hvac_kw: z.number().min(0).max(10) }))
    .min(1)
    .max(12)
    .refine((list) => list.every((t, i) => i === 0 || t.celsius > list[i - 1]!.celsius), 'temperatures must go from the coldest up'),
  /** What the calculator shows first (indexes into wheels and temperatures). */
  start: z
    .strictObject({
      profile: z.enum(DRIVING_PROFILES),
      wheel: z.number().int().min(0),
      temperature: z.number().int().min(0),
      ac_heating: z.boolean(),
    })
    .optional(),
})
export type RangeData = z.infer<typeof rangeDataSchema>

export type RangeDataRead = { ok: true; data: RangeData } | { ok: false; problems: string[] }

const issueText = (issue: z.core.$ZodIssue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the file'}: ${issue.message}`

/**
 * A data file's text read and checked (the schema above), on the server for visitors and in the
 * editor's browser, so both name the same problems (e.g. "wheels.3: Too big: …").
 */
export function readRangeData(text: string, url: string): RangeDataRead {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, problems: [`${url} is not JSON.`] }
  }
  const parsed = rangeDataSchema.safeParse(json)
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, 10).map((issue) => `${url} → ${issueText(issue)}`) }
  return { ok: true, data: parsed.data }
}
