import { z } from 'zod'
import type { VinProblem } from './vin.ts'

/**
 * GET {content API}/recalls/{vin} (spec 2 §7 VIN checker, "query of a local car database"; ADR
 * 138): the campaigns of the market's recall list that affect a VIN. Client-safe: the block reads
 * the answer with this schema.
 */
export const recallSchema = z.object({ campaign: z.string(), title: z.string(), description: z.string() })
export const vinCheckSchema = z.object({
  vin: z.string(),
  affected: z.boolean(),
  recalls: z.array(recallSchema),
})
export type VinCheck = z.infer<typeof vinCheckSchema>
export const vinCheckAnswerSchema = z.object({
  data: z.object({ id: z.string(), type: z.literal('vin_check'), attributes: vinCheckSchema }),
})

/** The API's own words for a VIN it refuses (a 400 naming the `vin` parameter). */
export const VIN_PROBLEM_DETAIL: Record<VinProblem, string> = {
  empty: 'is required',
  length: 'must be 17 characters (spaces and hyphens are ignored)',
  characters: 'must be letters and digits, without I, O or Q',
}

export const recallsPath = (vin: string) => `/api/content/recalls/${encodeURIComponent(vin)}`
