import type { StoredButton, StoredListingDisclaimers, StoredPhoto } from '~/db/schema/index.ts'

/**
 * The inventory API's JSON:API documents (spec 3 §3 "The data is JSON:API-style", §7), built from
 * the listing module's records. Pure.
 */

/** A vehicle as the listing module gives it (StockVehicle of src/stock/listing/listing.server.ts), loosely. */
export type VehicleRecord = Record<string, unknown> & {
  id: number
  state: string
  status: string
  nameplate_brand_name: string | null
  nameplate_name: string | null
  owner_id: string | null
  dealer_id: number | null
  button_set_id: number | null
  photos: StoredPhoto[]
  sale_price: number | null
  msrp_price: number | null
}
export interface ListingRecord {
  key: string
  name: string
  disclaimers: StoredListingDisclaimers
}
export interface ButtonSetRecord {
  id: number
  setup_type: string
  reservation_fee: number | null
  financing_options: string[]
  buttons: StoredButton[]
}

export interface ResourceId<T extends string = string> {
  id: string
  type: T
}

/** spec 3 §3: included photos carry sequence, big_path, medium_path, quarter_hd_path, hd_path, full_path. */
export interface PhotoResource extends ResourceId<'photo'> {
  attributes: { sequence: number; big_path: string; medium_path: string; quarter_hd_path: string; hd_path: string; full_path: string }
}
/** spec 3 §3: included listings (the publication lists) carry uuid and disclaimers. */
export interface ListingResource extends ResourceId<'listing'> {
  attributes: { uuid: string; name: string; disclaimers: StoredListingDisclaimers }
}
/** spec 3 §3: included button sets carry setup_type, reservation_fee, financing_options (and their buttons). */
export interface ButtonSetResource extends ResourceId<'button_set'> {
  attributes: { setup_type: string; reservation_fee: number | null; financing_options: string[]; buttons: StoredButton[] }
}
export type IncludedResource = PhotoResource | ListingResource | ButtonSetResource

/** A vehicle's attributes: every field of its record but the id; these always. */
export type VehicleAttributes = Record<string, unknown> & {
  state: string
  status: string
  nameplate_brand_name: string | null
  nameplate_name: string | null
  msrp_price: number | null
  cover_photo_medium: string | null
}
export interface VehicleResource extends ResourceId<'vehicle'> {
  attributes: VehicleAttributes
  relationships: {
    photos: { data: ResourceId<'photo'>[] }
    listing: { data: ResourceId<'listing'> | null }
    owner: { data: ResourceId<'dealer'> | null }
    button_set: { data: ResourceId<'button_set'> | null }
  }
}

/** A photo's id: the vehicle's id and the photo's sequence (`123-1`). */
export const photoId = (vehicleId: number, photo: StoredPhoto) => `${vehicleId}-${photo.sequence}`

/**
 * The feed's four sizes under the API's five paths: big and full are the normal size (the feed
 * has no larger one), the others their own size.
 */
export function photoResource(vehicleId: number, photo: StoredPhoto): PhotoResource {
  return {
    id: photoId(vehicleId, photo),
    type: 'photo',
    attributes: {
      sequence: photo.sequence,
      big_path: photo.normal,
      medium_path: photo.medium,
      quarter_hd_path: photo.quarter_hd,
      hd_path: photo.hd,
      full_path: photo.normal,
    },
  }
}

export function listingResource(listing: ListingRecord): ListingResource {
  return { id: listing.key, type: 'listing', attributes: { uuid: listing.key, name: listing.name, disclaimers: listing.disclaimers } }
}

export function buttonSetResource(set: ButtonSetRecord): ButtonSetResource {
  return {
    id: String(set.id),
    type: 'button_set',
    attributes: {
      setup_type: set.setup_type,
      reservation_fee: set.reservation_fee,
      financing_options: set.financing_options,
      buttons: set.buttons,
    },
  }
}

/**
 * A vehicle resource: every spec 3 §3 field as an attribute (the photos too, and
 * cover_photo_medium from the first photo when the feed gave none), the relations by id. The
 * owner is the market's dealer record when the feed's owner_id matched one, else the code itself.
 */
export function vehicleResource(vehicle: VehicleRecord, listingKey: string | null): VehicleResource {
  const { id, ...attributes } = vehicle
  const cover = vehicle.photos[0]?.medium ?? null
  const owner = vehicle.dealer_id !== null ? String(vehicle.dealer_id) : vehicle.owner_id
  return {
    id: String(id),
    type: 'vehicle',
    attributes: {
      ...attributes,
      cover_photo_medium: typeof attributes.cover_photo_medium === 'string' ? attributes.cover_photo_medium : cover,
    },
    relationships: {
      photos: { data: vehicle.photos.map((p) => ({ id: photoId(id, p), type: 'photo' as const })) },
      listing: { data: listingKey === null ? null : { id: listingKey, type: 'listing' } },
      owner: { data: owner === null ? null : { id: owner, type: 'dealer' } },
      button_set: { data: vehicle.button_set_id === null ? null : { id: String(vehicle.button_set_id), type: 'button_set' } },
    },
  }
}

/** The included resources of some vehicles, each once: their photos, the listings, the button sets. */
export function included(
  vehicles: readonly VehicleRecord[],
  listings: readonly ListingRecord[],
  buttonSets: readonly ButtonSetRecord[] = [],
): IncludedResource[] {
  const out: IncludedResource[] = []
  const seen = new Set<string>()
  const add = (resource: IncludedResource) => {
    const key = `${resource.type}:${resource.id}`
    if (seen.has(key)) return
    seen.add(key)
    out.push(resource)
  }
  for (const vehicle of vehicles) for (const photo of vehicle.photos) add(photoResource(vehicle.id, photo))
  for (const listing of listings) add(listingResource(listing))
  for (const set of buttonSets) add(buttonSetResource(set))
  return out
}

/** spec 3 §3 single-vehicle meta.buttons[]: {button_set_setup_id, button_type, label}. */
export interface MetaButton {
  button_set_setup_id: number
  button_type: string
  label: string
  target: string | null
  target_type: StoredButton['target_type']
  target_action: StoredButton['target_action']
}
export function metaButtons(set: ButtonSetRecord | null): MetaButton[] {
  return (set?.buttons ?? []).map((b) => ({
    button_set_setup_id: set!.id,
    button_type: b.button_type,
    label: b.label,
    target: b.target,
    target_type: b.target_type,
    target_action: b.target_action,
  }))
}

/** spec 3 §3 single-vehicle meta.prices: {sale_price, msrp_price, monthly_price, subscribe_price}. */
export interface MetaPrices {
  sale_price: number | null
  msrp_price: number | null
  monthly_price: number | null
  subscribe_price: number | null
}
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
export function metaPrices(vehicle: VehicleRecord): MetaPrices {
  return {
    sale_price: num(vehicle.sale_price),
    msrp_price: num(vehicle.msrp_price),
    monthly_price: num(vehicle.monthly_price),
    subscribe_price: num(vehicle.subscribe_price),
  }
}
