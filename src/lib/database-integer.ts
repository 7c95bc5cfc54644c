import { z } from 'zod'

/** The largest PostgreSQL `integer` (ids, versions, integer columns). */
export const INTEGER_MAX = 2_147_483_647

/**
 * A row's id (or a version) as a request names it: a positive integer the database's `integer` holds,
 * so a larger one is refused as a bad value (422) instead of failing in the database (500).
 */
export const databaseId = z.number().int().positive().max(INTEGER_MAX)
