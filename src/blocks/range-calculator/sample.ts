import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    data_url: '/tools-data/range/aurelia-e5.json',
    header_title: 'How far can the Aurelia E5 go?',
    distance_unit: 'km',
    image_id: { id: 1036 },
  },
} satisfies BlockSample
