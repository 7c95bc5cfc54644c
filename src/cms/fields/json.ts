/** What the editor makes of the text in a JSON field. */
export type JsonInput = { ok: true; value: unknown } | { ok: false; message: string }

/**
 * Parses the text of a JSON field (spec 2 §3.2 Rdx::Core::Fields::Json). Empty text is the
 * field's default; text that is not JSON is an error naming where it went wrong, and the field
 * keeps its last valid value (spec 2 §5: invalid JSON must not reach the page).
 * @example parseJsonInput('[1, 2', []) // → { ok: false, message: 'Invalid JSON: …' }
 */
export function parseJsonInput(text: string, empty: unknown): JsonInput {
  if (text.trim() === '') return { ok: true, value: empty }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, message: `Invalid JSON: ${(error as Error).message}` }
  }
}

/** The text a JSON value is edited as. */
export const jsonText = (value: unknown): string => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))
