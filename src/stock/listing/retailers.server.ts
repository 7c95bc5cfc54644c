import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { dealers, stockListingVehicles, stockVehicles } from '~/db/schema/index.ts'
import { findListing } from './listing.server.ts'
import { nearestRetailers, postcodeArea } from '../rules/postcode-areas.ts'
import type { PostcodeAreaIndex } from '../rules/postcode-areas-setting.ts'
import { normalisePostcode, type GeoPoint } from '../rules/postcode-search.ts'

/* The retailers of a list (spec 3 §7 GET /public_api/listing//{listingId}/retailers): read by the
   API route and by the listing blocks' postcode search, so it belongs to the read model. */

export interface RetailerQuery {
  brand?: string
  state?: string
  postcode?: string
  locality?: string
  /** A place the shopper picked (ADR 157): its nearest retailers answer; `locality` is its name. */
  near?: GeoPoint
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
    /** A search by distance (ADR 106, 157): how far the retailer is from the postcode's area or the place, in km. */
    distance_km?: number
    /** A search by distance: the postcode's area or the picked place, the shopper's place ('Leeds'). */
    search_area?: string
  }
}

/**
 * The retailers of a list for a postcode search (spec 3 §2 Retailer locator, §7): the market's
 * dealers that own a live vehicle of the list, narrowed by brand (one of the dealer's brands),
 * state, postcode (white space and case aside) and locality (case-insensitive), sorted by name
 * (spec 3 §3 Dealer). A postcode no retailer has is looked up in the market's postcode `areas`:
 * then the nearest retailers answer, closest first, with their distance (ADR 106); so do they for a
 * place the shopper picked (`near`, ADR 157).
 */
export async function retailersDocument(
  db: Db,
  siteId: number,
  listingKey: string,
  query: RetailerQuery,
  areas?: PostcodeAreaIndex,
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
  const base = [eq(dealers.siteId, siteId), inArray(dealers.code, owners)]
  if (listing.forcedDealerCodes.length > 0) base.push(inArray(dealers.code, listing.forcedDealerCodes))
  if (query.brand) base.push(sql`lower(${query.brand}) = ANY (SELECT lower(b) FROM unnest(${dealers.brands}) AS b)`)
  const conditions = [...base]
  if (query.state) conditions.push(sql`lower(${dealers.state}) = lower(${query.state})`)
  if (query.postcode)
    conditions.push(sql`upper(regexp_replace(${dealers.postcode}, '[[:space:]]', '', 'g')) = ${normalisePostcode(query.postcode)}`)
  if (query.locality) conditions.push(sql`lower(${dealers.locality}) = lower(${query.locality})`)
  const read = (where: typeof conditions) =>
    db
      .select()
      .from(dealers)
      .where(and(...where))
      .orderBy(asc(dealers.name), asc(dealers.id))
  // A search by distance finds the nearest retailers whatever their state or locality: its
  // locality is the shopper's place, the area's or the picked place's name.
  const nearest = async (origin: GeoPoint, place: string | undefined) => ({
    data: nearestRetailers(origin, await read(base)).map((d) =>
      resource(d, { distance_km: d.distance_km, ...(place ? { search_area: place } : {}) }),
    ),
  })
  if (query.near) return nearest(query.near, query.locality)
  const rows = await read(conditions)
  // No retailer has the postcode: the nearest ones to its area.
  const area = rows.length === 0 && query.postcode && areas ? postcodeArea(query.postcode, areas) : null
  if (area) return nearest(area, area.name)
  return { data: rows.map((d) => resource(d)) }
}

function resource(d: typeof dealers.$inferSelect, extra: Partial<RetailerResource['attributes']> = {}): RetailerResource {
  return {
    id: String(d.id),
    type: 'retailer',
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
      ...extra,
    },
  }
}
