import type { BlockContext } from '../template.ts'
import { RetailersJsonLd, schemaImageUrl } from './RetailersJsonLd.tsx'
import type { RetailerSchemaFields, RetailerSchemaGroup } from './template.ts'

/** spec 2 §3.11 Retailer Schema: nothing visible; the retailers as schema.org AutoDealer JSON-LD. */
export default function RetailerSchema({ groups }: { fields: RetailerSchemaFields; groups: RetailerSchemaGroup[]; context: BlockContext }) {
  return (
    <RetailersJsonLd type="AutoDealer" retailers={groups.map((g) => ({
      imageUrl: schemaImageUrl(g.retailer_image), name: g.retailer_name, description: g.retailer_description, keywords: g.retailer_keywords,
      openingHours: g.opening_hours, paymentAccepted: g.payment_accepted, priceRange: g.price_range, address: g.address,
      latitude: g.latitude, longitude: g.longitude, contactInfo: g.contact_info, offersInfo: g.offers_info,
    }))} />
  )
}
