import type { BlockSample } from '../sample.ts'

/** The demo's stock list (demo/stock.ts DEMO_STOCK_LISTING_KEY) with a few filters on. */
export const sample = {
  fields: {
    ci_key_list: '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014',
    'filter-models': true,
    'filter-states': true,
    'filter-msrp_price': true,
    'filter-mileage': true,
    'filter-engine_types': true,
    vehicles: { headline: 'Vehicles in stock', list: ['productionYear', 'mileage', 'engines', 'power', 'color', 'state'] },
  },
} satisfies BlockSample
