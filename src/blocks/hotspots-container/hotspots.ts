import { z } from 'zod'
import { parseJsonField } from '~/lib/json-field.ts'

/**
 * spec 2 §3.8 Hotspots Container: the hotspots JSON. A list of points on the image, each at x and
 * y percent of the image from its top left corner, with a title and a description. Server side
 * only (template validation); the block renderer gets the checked list and imports types only.
 */

/** More points than this make the picture unreadable; spec 2 §9 gives no limit. */
export const MAX_HOTSPOTS = 20

const percent = z.number().finite().min(0).max(100)
export const hotspotSchema = z.strictObject({
  x: percent,
  y: percent,
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(2000).default(''),
})
export const hotspotListSchema = z.array(hotspotSchema).max(MAX_HOTSPOTS)
export type Hotspot = z.output<typeof hotspotSchema>

export type HotspotsResult = { success: true; hotspots: Hotspot[] } | { success: false; error: string }

/**
 * Reads the hotspots field: a JSON value or, as older content stores it, JSON text. Empty is no
 * hotspots. Unparsable text is 'Invalid JSON in hotspots' (spec 2 §5); a list of the wrong shape
 * names the first problem.
 */
export function parseHotspots(raw: unknown): HotspotsResult {
  const result = parseJsonField(raw, hotspotListSchema, 'hotspots', [])
  return result.success ? { success: true, hotspots: result.data } : result
}

/**
 * A fields schema whose `hotspots` value comes out as the checked list, or fails with the
 * parseHotspots error at that field (a block's fields, or a field group's, e.g. a carousel slide).
 */
export function withCheckedHotspots<T extends { hotspots: unknown }>(
  schema: z.ZodType<T, unknown>,
): z.ZodType<Omit<T, 'hotspots'> & { hotspots: Hotspot[] }, unknown> {
  return schema.transform((value, ctx) => {
    const result = parseHotspots(value.hotspots)
    if (!result.success) {
      ctx.addIssue({ code: 'custom', path: ['hotspots'], message: result.error, input: value.hotspots })
      return z.NEVER
    }
    return { ...value, hotspots: result.hotspots }
  })
}
