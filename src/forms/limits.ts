/**
 * The longest value any field takes, whatever its own rules say (a 1 MB field is refused). Apart
 * from the definition's schemas (definition.ts), so that the browser's checks of a form's page do
 * not load zod.
 */
export const FIELD_VALUE_LIMIT = 5000
