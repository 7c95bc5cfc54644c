/**
 * What any form takes, shared by the definition's schemas (definition.ts) and the form's page:
 * apart, so that the browser's checks of a form's page do not load zod.
 */

/** The longest value any field takes, whatever its own rules say (a 1 MB field is refused). */
export const FIELD_VALUE_LIMIT = 5000

/**
 * A thank-you redirect_url the browser may follow: a path of this site or an http(s) address;
 * anything else (javascript:, data:, //host) is refused when a form is saved, and ignored (the
 * message shown) should a stored one hold it.
 */
export function safeRedirect(url: string | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null
}
