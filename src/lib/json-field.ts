import type { z } from 'zod'

export type JsonFieldResult<T> = { success: true; data: T } | { success: false; error: string }

/**
 * A field holding a JSON value or, as older content stores it, JSON text, checked against a
 * schema. Nothing (undefined, null, blank text) gives `empty`. spec 2 §5: text that is not JSON
 * is 'Invalid JSON in {name}'; a value of the wrong shape names its first problem,
 * 'Invalid {name}: {path}: {message}'.
 * @example parseJsonField('[1]', z.array(z.number()), 'frames', []) // → { success: true, data: [1] }
 */
export function parseJsonField<S extends z.ZodType>(
  raw: unknown,
  schema: S,
  name: string,
  empty: z.output<S>,
): JsonFieldResult<z.output<S>> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { success: true, data: empty }
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return { success: false, error: `Invalid JSON in ${name}` }
    }
  }
  const result = schema.safeParse(value)
  if (result.success) return { success: true, data: result.data }
  const issue = result.error.issues[0]!
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return { success: false, error: `Invalid ${name}: ${where}${issue.message}` }
}
