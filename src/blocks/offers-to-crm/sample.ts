import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    category: 'finance',
    brand_aurelia: true,
    form_subtile: 'Leave your details and a retailer will confirm the offer for you.',
    form_id: '1',
  },
} satisfies BlockSample
