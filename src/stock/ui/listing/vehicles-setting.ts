import { z } from 'zod'

/**
 * spec 3 §2 vehicles: JSON {headline, list} (ADR 074) — the headline above the list, and the card
 * attributes in their order (spec 3 §9 Vehicle card attributes; unknown ones are dropped, none
 * gives the default set), with `icons`, the attributes shown with an icon (at most 3).
 */
export const vehiclesSchema = z
  .object({
    headline: z.string().max(200).optional(),
    list: z.array(z.string().max(50)).max(20).optional(),
    icons: z.array(z.string().max(50)).max(20).optional(),
  })
  .catch({})
export type VehiclesSetting = z.infer<typeof vehiclesSchema>
