import { describe, expect, it } from 'vitest'
import { listingUrl, readListingAnswer } from './listing-api.ts'

describe('the inventory list call (spec 3 §7)', () => {
  it('builds the URL of a list', () => {
    expect(listingUrl('7d1e4c2a-5b3f-4e8a-9c6d-20261101a014', new URLSearchParams('items=12&page=2&status_in=stock'))).toBe(
      '/api/inventory/public_api/listing/7d1e4c2a-5b3f-4e8a-9c6d-20261101a014?items=12&page=2&status_in=stock',
    )
  })

  it('reads a JSON:API answer into vehicles with their photos by sequence, meta and facets', () => {
    const answer = readListingAnswer({
      data: [
        {
          id: '7',
          type: 'vehicle',
          attributes: { vin: 'V7', msrp_price: 30000 },
          relationships: {
            photos: {
              data: [
                { id: 'p2', type: 'photo' },
                { id: 'p1', type: 'photo' },
              ],
            },
            listing: { data: { id: 'L', type: 'listing' } },
          },
        },
        { id: 8, type: 'vehicle', attributes: { vin: 'V8' } },
      ],
      included: [
        {
          id: 'p1',
          type: 'photo',
          attributes: { sequence: 1, big_path: '/b1', medium_path: '/m1', quarter_hd_path: '/q1', hd_path: '/h1', full_path: '/f1' },
        },
        {
          id: 'p2',
          type: 'photo',
          attributes: { sequence: 2, big_path: '/b2', medium_path: '/m2', quarter_hd_path: '/q2', hd_path: '/h2', full_path: '/f2' },
        },
        { id: 'L', type: 'listing', attributes: { uuid: 'L', name: 'All', disclaimers: {} } },
      ],
      meta: {
        total: 14,
        page: 1,
        items: 12,
        pages: 2,
        sort: 'createdAtDesc',
        facets: {
          checkbox: { status: [{ value: 'stock', count: 14 }], owner_id: [{ value: 'D2', count: 14, label: 'Alpha Cars' }] },
          range: { mileage: { min: 0, max: 900 } },
        },
      },
    })
    expect(answer.vehicles).toEqual([
      {
        id: '7',
        vin: 'V7',
        msrp_price: 30000,
        photos: [
          { sequence: 1, quarter_hd: '/q1', medium: '/m1', normal: '/b1', hd: '/h1' },
          { sequence: 2, quarter_hd: '/q2', medium: '/m2', normal: '/b2', hd: '/h2' },
        ],
      },
      { id: '8', vin: 'V8' },
    ])
    expect(answer.meta).toEqual({ total: 14, page: 1, items: 12, pages: 2 })
    expect(answer.facets.checkbox.status).toEqual([{ value: 'stock', count: 14 }])
    expect(answer.facets.checkbox.owner_id).toEqual([{ value: 'D2', count: 14, label: 'Alpha Cars' }])
  })

  it.each<[string, unknown, string]>([
    ['an error document', { errors: [{ status: '404' }] }, 'Not a listing answer: data'],
    ['a vehicle without id', { data: [{ type: 'vehicle' }], meta: { total: 1, page: 1, items: 12, pages: 1 } }, 'data[0]'],
    ['a page of 0', { data: [], meta: { total: 0, page: 0, items: 12, pages: 0 } }, 'meta.page'],
    [
      'a facet option without a count',
      { data: [], meta: { total: 0, page: 1, items: 12, pages: 0, facets: { checkbox: { status: [{ value: 'stock' }] }, range: {} } } },
      'meta.facets.checkbox.status[0]',
    ],
    [
      'a photo reference without id',
      { data: [{ id: 1, type: 'vehicle', relationships: { photos: { data: [{}] } } }], meta: { total: 1, page: 1, items: 12, pages: 1 } },
      'data[0].relationships.photos.data[0]',
    ],
  ])('refuses %s, naming where', (_, json, where) => {
    expect(() => readListingAnswer(json)).toThrow(where)
  })
})
