import * as g from '~/lib/guards.ts'
import type { VinCheck } from './api.ts'

/**
 * The content API's answer to GET /api/content/recalls/{vin} (ADR 138) as the VIN checker reads it
 * in the browser: `vinCheckSchema` (api.ts) in its `vin_check` resource, unknown keys dropped.
 * NOTE: small guards, not zod: visitors' pages load no zod (ADR 145); the server keeps its zod
 * schema, and `answers.test.ts` holds the two to one answer.
 */
export const vinCheckAnswerSchema: g.Guard<{ data: { id: string; type: 'vin_check'; attributes: VinCheck } }> = g.object({
  data: g.object({
    id: g.string(),
    type: g.oneOf('vin_check'),
    attributes: g.object({
      vin: g.string(),
      affected: g.boolean(),
      recalls: g.array(g.object({ campaign: g.string(), title: g.string(), description: g.string() })),
    }),
  }),
})

export const recallsPath = (vin: string) => `/api/content/recalls/${encodeURIComponent(vin)}`
