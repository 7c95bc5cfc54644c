/**
 * What a visitor types into a place search (ADR 157), as the browser and the API read it. Apart
 * from places.ts and without zod: the stock pages' postcode search asks for places too, and those
 * pages load no zod (tests/e2e/assets.spec.ts).
 */

/** The longest input the place search takes. */
export const PLACE_INPUT_MAX = 100

/**
 * Whether what a visitor typed is worth asking about: two letters or digits at least.
 * @example suggestsPlacesFor('b.') // false
 */
export const suggestsPlacesFor = (input: string) => (input.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2
