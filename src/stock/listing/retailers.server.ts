import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { dealers, stockListingVehicles, stockVehicles } from '~/db/schema/index.ts'
import { findListing } from './listing.server.ts'

/* The retailers of a list (spec 3 §7 GET /public_api/listing//{listingId}/retailers): read by the
   API route and by the listing blocks' postcode search, so it belongs to the read model. */

export interface RetailerQuery {
  brand?: string
  state?: string
  postcode?: string
  locality?: string
}
export interface RetailerResource {
  id: string
  type: 'retailer'
  attributes: {
    name: string
    dealer_code: string
    locality: string
    state: string
    postcode: string
    zipcode: string
    city: string
    address: string
    email: string | null
    phone: string | null
    brands: string[]
  }
}

/**
 * The retailers of a list for a postcode search (spec 3 §2 Retailer locator, §7): the market's
 * dealers that own a live vehicle of the list, narrowed by brand (one of the dealer's brands),
 * state, postcode and locality (case-insensitive), sorted by name (spec 3 §3 Dealer).
 */
export async function retailersDocument(
  db: Db,
  siteId: number,
  listingKey: string,
  query: RetailerQuery,
): Promise<{ data: RetailerResource[] } | null> {
  const listing = await findListing(db, siteId, listingKey)
  if (!listing) return null
  const owners = db
    .selectDistinct({ code: stockVehicles.ownerId })
    .from(stockVehicles)
    .innerJoin(stockListingVehicles, eq(stockListingVehicles.vehicleId, stockVehicles.id))
    .where(
      and(
        eq(stockVehicles.siteId, siteId),
        eq(stockListingVehicles.listingId, listing.id),
        isNull(stockListingVehicles.retiredAt),
        isNull(stockVehicles.retiredAt),
        eq(stockVehicles.visible, true),
      ),
    )
  const conditions = [eq(dealers.siteId, siteId), inArray(dealers.code, owners)]
  if (listing.forcedDealerCodes.length > 0) conditions.push(inArray(dealers.code, listing.forcedDealerCodes))
  if (query.brand) conditions.push(sql`lower(${query.brand}) = ANY (SELECT lower(b) FROM unnest(${dealers.brands}) AS b)`)
  if (query.state) conditions.push(sql`lower(${dealers.state}) = lower(${query.state})`)
  if (query.postcode) conditions.push(sql`replace(${dealers.postcode}, ' ', '') = replace(${query.postcode}, ' ', '')`)
  if (query.locality) conditions.push(sql`lower(${dealers.locality}) = lower(${query.locality})`)
  const rows = await db
    .select()
    .from(dealers)
    .where(and(...conditions))
    .orderBy(asc(dealers.name), asc(dealers.id))
  return {
    data: rows.map((d) => ({
      id: String(d.id),
      type: 'retailer' as const,
      attributes: {
        name: d.name,
        dealer_code: d.code,
        locality: d.locality,
        state: d.state,
        postcode: d.postcode,
        zipcode: d.postcode,
        city: d.city,
        address: d.street,
        email: d.email,
        phone: d.phone,
        brands: d.brands,
      },
    })),
  }
}
