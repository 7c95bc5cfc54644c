/**
 * The largest PostgreSQL `integer` (ids, versions, integer columns). A module of its own, without
 * zod, so browser code that bounds a figure (a listing link's range) reads the same constant.
 */
export const INTEGER_MAX = 2_147_483_647
