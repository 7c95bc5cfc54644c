import { describe, expect, it } from 'vitest'
import { included, metaButtons, metaPrices, photoResource, vehicleResource, type VehicleRecord } from './json-api.ts'

const photo = { sequence: 2, normal: '/n.jpg', medium: '/m.jpg', hd: '/hd.jpg', quarter_hd: '/q.jpg' }
const vehicle: VehicleRecord = {
  id: 7,
  state: 'used',
  status: 'stock',
  nameplate_brand_name: 'Aurelia',
  nameplate_name: 'E5',
  owner_id: 'D1',
  dealer_id: null,
  button_set_id: null,
  photos: [photo],
  sale_price: null,
  msrp_price: 30000,
  monthly_price: 299,
  subscribe_price: 'n/a',
}

/** The inventory API's JSON:API documents (spec 3 §3; ADR 072). */
describe('inventory JSON:API documents', () => {
  it('gives a photo five paths from the feed four sizes', () => {
    expect(photoResource(7, photo)).toEqual({
      id: '7-2',
      type: 'photo',
      attributes: {
        sequence: 2,
        big_path: '/n.jpg',
        medium_path: '/m.jpg',
        quarter_hd_path: '/q.jpg',
        hd_path: '/hd.jpg',
        full_path: '/n.jpg',
      },
    })
  })

  it.each([
    [
      { dealer_id: 12, owner_id: 'D1' },
      { id: '12', type: 'dealer' },
    ],
    [
      { dealer_id: null, owner_id: 'D1' },
      { id: 'D1', type: 'dealer' },
    ],
    [{ dealer_id: null, owner_id: null }, null],
  ])('names the owner: %o', (owner, expected) => {
    expect(vehicleResource({ ...vehicle, ...owner }, 'k').relationships.owner.data).toEqual(expected)
  })

  it('keeps every field as an attribute but the id, with a cover photo', () => {
    const resource = vehicleResource(vehicle, null)
    expect(resource.id).toBe('7')
    expect(resource.attributes).not.toHaveProperty('id')
    expect(resource.attributes.cover_photo_medium).toBe('/m.jpg')
    expect(vehicleResource({ ...vehicle, cover_photo_medium: '/own.jpg' }, null).attributes.cover_photo_medium).toBe('/own.jpg')
    expect(vehicleResource({ ...vehicle, photos: [] }, null).attributes.cover_photo_medium).toBeNull()
    expect(resource.relationships.listing.data).toBeNull()
  })

  it('includes each resource once', () => {
    const listing = { key: 'k', name: 'K', disclaimers: {} }
    const set = { id: 3, setup_type: 'standard', reservation_fee: null, financing_options: [], buttons: [] }
    const all = included([vehicle, vehicle], [listing, listing], [set, set])
    expect(all.map((r) => `${r.type}:${r.id}`)).toEqual(['photo:7-2', 'listing:k', 'button_set:3'])
  })

  it('answers meta.prices with numbers or null, and meta.buttons per button', () => {
    expect(metaPrices(vehicle)).toEqual({ sale_price: null, msrp_price: 30000, monthly_price: 299, subscribe_price: null })
    expect(metaButtons(null)).toEqual([])
    const button = {
      button_type: 'url',
      label: 'Book',
      target: 'https://x.example',
      target_type: 'url' as const,
      target_action: 'new_tab' as const,
    }
    expect(metaButtons({ id: 4, setup_type: 's', reservation_fee: null, financing_options: [], buttons: [button] })).toEqual([
      { button_set_setup_id: 4, ...button },
    ])
  })
})
