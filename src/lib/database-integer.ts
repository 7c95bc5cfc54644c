import { z } from 'zod'
import { INTEGER_MAX } from './integer-max.ts'

export { INTEGER_MAX }

/**
 * A row's id (or a version) as a request names it: a positive integer the database's `integer` holds,
 * so a larger one is refused as a bad value (422) instead of failing in the database (500).
 */
export const databaseId = z.number().int().positive().max(INTEGER_MAX)
