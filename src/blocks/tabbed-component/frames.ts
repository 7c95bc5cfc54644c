import { z } from 'zod'
import { MAX_FRAMES } from '../exterior-360/frames.ts'
import { parseJsonField } from '~/lib/json-field.ts'

/**
 * spec 2 §3.8 Tabbed Component: an exterior tab's frames, a JSON list of media image ids in turn
 * order, each a bare id or {id, alt}. Server side only (template validation); the renderer gets
 * the checked list as {id, alt}.
 */
const imageId = z.number().int().positive()
export const frameSchema = z.union([
  imageId.transform((id) => ({ id, alt: '' })),
  z.strictObject({ id: imageId, alt: z.string().trim().max(300).default('') }),
])
export const frameListSchema = z.array(frameSchema).max(MAX_FRAMES)
export type Frame = z.output<typeof frameSchema>

export type FramesResult = { success: true; frames: Frame[] } | { success: false; error: string }

/** Reads the frames field: a JSON value or JSON text; empty is no frames; bad JSON is 'Invalid JSON in frames' (spec 2 §5). */
export function parseFrames(raw: unknown): FramesResult {
  const result = parseJsonField(raw, frameListSchema, 'frames', [])
  return result.success ? { success: true, frames: result.data } : result
}
