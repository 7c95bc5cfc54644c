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
  let value: unknown
  try {
    value = jsonFieldValue(raw)
  } catch {
    return { success: false, error: `Invalid JSON in ${name}` }
  }
  if (value === undefined) return { success: true, data: empty }
  const result = schema.safeParse(value)
  if (result.success) return { success: true, data: result.data }
  const issue = result.error.issues[0]!
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return { success: false, error: `Invalid ${name}: ${where}${issue.message}` }
}

/**
 * The value of a field holding a JSON value or JSON text (without a schema: the browser's readers
 * check it with the small guards, ADR 145): undefined for nothing (undefined, null, blank text);
 * a SyntaxError for text that is not JSON.
 */
export function jsonFieldValue(raw: unknown): unknown {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined
  return typeof raw === 'string' ? JSON.parse(raw) : raw
}
