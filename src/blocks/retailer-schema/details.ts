import type { FieldValues, ImageValue } from '../fields.ts'
import type { RetailerSchemaGroupOf } from './definition.ts'
import type { RetailerDetails } from './json-ld.ts'
import type { placeFields, WithCheckedLists } from './lists.ts'
import { schemaImageUrl } from './RetailersJsonLd.tsx'

// Apart from the template (definition.ts), whose fields' schemas the blocks' browser code does not load.

/** A group's values as the structured data's retailer details. */
export function retailerDetails<P extends '' | 'retailer_'>(
  prefix: P,
  group: RetailerSchemaGroupOf<P> & WithCheckedLists<FieldValues<typeof placeFields>>,
): RetailerDetails {
  // NOTE: TypeScript cannot index the group by a generic template-literal key; the fields are those above.
  const own = group as unknown as Record<`${P}${'name' | 'description' | 'keywords'}`, string> & Record<`${P}image`, ImageValue | null>
  return {
    imageUrl: schemaImageUrl(own[`${prefix}image`]),
    name: own[`${prefix}name`],
    description: own[`${prefix}description`],
    keywords: own[`${prefix}keywords`],
    openingHours: group.opening_hours,
    paymentAccepted: group.payment_accepted,
    priceRange: group.price_range,
    address: group.address,
    latitude: group.latitude,
    longitude: group.longitude,
    contactInfo: group.contact_info,
    offersInfo: group.offers_info,
  }
}
