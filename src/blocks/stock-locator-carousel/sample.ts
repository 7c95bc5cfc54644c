import type { BlockSample } from '../sample.ts'

/** The demo's stock list (demo/stock.ts DEMO_STOCK_LISTING_KEY). */
export const sample = {
  fields: {
    ci_key_list: '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014',
    headline: 'In stock now',
  },
} satisfies BlockSample
