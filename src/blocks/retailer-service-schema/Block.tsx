import { RetailersJsonLd, schemaImageUrl } from '../retailer-schema/RetailersJsonLd.tsx'
import type { BlockContext } from '../template.ts'
import type { RetailerServiceSchemaFields, RetailerServiceSchemaGroup } from './template.ts'

/** spec 2 §3.11 Retailer Service Schema: nothing visible; the service centres as schema.org AutoRepair JSON-LD. */
export default function RetailerServiceSchema({ groups }: { fields: RetailerServiceSchemaFields; groups: RetailerServiceSchemaGroup[]; context: BlockContext }) {
  return (
    <RetailersJsonLd type="AutoRepair" retailers={groups.map((g) => ({
      imageUrl: schemaImageUrl(g.image), name: g.name, description: g.description, keywords: g.keywords,
      openingHours: g.opening_hours, paymentAccepted: g.payment_accepted, priceRange: g.price_range, address: g.address,
      latitude: g.latitude, longitude: g.longitude, contactInfo: g.contact_info, offersInfo: g.offers_info,
    }))} />
  )
}
