import { z } from 'zod'
import { databaseId } from '~/lib/database-integer.ts'
import { emailAddress } from '~/lib/email-schema.ts'

/**
 * spec 1 §3 Location as the forms API and a site bundle give it. Pure: the back office checks it too.
 */
const locationFields = {
  name: z.string().trim().min(1, 'A location needs a name').max(200, 'A name has at most 200 characters'),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    emailAddress('Enter a valid e-mail address').nullable().default(null),
  ),
  /** Anything the market wants to keep beside it (an external id, a region), as text. */
  attributes: z
    .record(z.string().max(100), z.string().max(2000))
    .refine((value) => Object.keys(value).length <= 50, 'At most 50 attributes')
    .default({}),
}

/** The API's location: its dealer by id. */
export const locationInputSchema = z.strictObject({ ...locationFields, dealer_id: databaseId.nullable().default(null) })
export type LocationInput = z.output<typeof locationInputSchema>

/** A bundle's location: its dealer by the market's dealer code (ids differ between installs). */
export const bundleLocationSchema = z.strictObject({ ...locationFields, dealer: z.string().min(1).max(50).nullable().default(null) })
export type BundleLocation = z.output<typeof bundleLocationSchema>
