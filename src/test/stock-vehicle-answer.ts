import type { VehicleAnswer } from '~/stock/api/schemas.ts'

const LIST = '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014'

/** A vehicle answer as GET /public_api/listing/{list}/vehicle/{id} gives it (spec 3 §7). */
export function vehicleAnswer(
  id: string,
  list = LIST,
  disclaimers: Record<string, { enabled: boolean; description: string }> = {},
): VehicleAnswer {
  return {
    data: {
      id,
      type: 'vehicle',
      attributes: {
        state: 'used',
        status: 'stock',
        nameplate_brand_name: 'Aurelia',
        nameplate_name: `E${id}`,
        msrp_price: 30000,
        cover_photo_medium: null,
        production_year: 2024,
        engine_type: ['bev'],
        color_name: 'Glacier White',
      },
      relationships: {
        photos: { data: [{ id: `p${id}`, type: 'photo' }] },
        listing: { data: { id: list, type: 'listing' } },
        owner: { data: null },
        button_set: { data: null },
      },
    },
    included: [
      {
        id: `p${id}`,
        type: 'photo',
        attributes: {
          sequence: 1,
          big_path: `/p/${id}.jpg`,
          medium_path: `/p/${id}-m.jpg`,
          quarter_hd_path: `/p/${id}-q.jpg`,
          hd_path: `/p/${id}-hd.jpg`,
          full_path: `/p/${id}-f.jpg`,
        },
      },
      { id: list, type: 'listing', attributes: { uuid: list, name: 'Demo', disclaimers } },
    ],
    meta: { buttons: [] },
  } as VehicleAnswer
}
