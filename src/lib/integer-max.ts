/**
 * The largest PostgreSQL `integer` (ids, versions, integer columns). A module of its own, without
 * zod, so browser code that bounds a figure (a listing link's range) reads the same constant.
 */
export const INTEGER_MAX = 2_147_483_647

/**
 * Whether a number can be a row's id (or a version, a revision): a positive integer the database's
 * `integer` holds. A larger one in a query fails it (500) instead of finding nothing.
 * @example isDatabaseId(2_147_483_648) // → false
 */
export const isDatabaseId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INTEGER_MAX
