import { z } from 'zod'
import type { VinProblem } from './vin.ts'

/**
 * GET {content API}/recalls/{vin} (spec 2 §7 VIN checker, "query of a local car database"; ADR
 * 138): the campaigns of the market's recall list that affect a VIN, as the content API declares
 * them. The VIN checker reads the answer with the guard of `answers.ts` instead, and imports only
 * types from here: visitors' pages load no zod (ADR 145).
 */
export const recallSchema = z.object({ campaign: z.string(), title: z.string(), description: z.string() })
export const vinCheckSchema = z.object({
  vin: z.string(),
  affected: z.boolean(),
  recalls: z.array(recallSchema),
})
export type VinCheck = z.infer<typeof vinCheckSchema>

/** The API's own words for a VIN it refuses (a 400 naming the `vin` parameter). */
export const VIN_PROBLEM_DETAIL: Record<VinProblem, string> = {
  empty: 'is required',
  length: 'must be 17 characters (spaces and hyphens are ignored)',
  characters: 'must be letters and digits, without I, O or Q',
}
