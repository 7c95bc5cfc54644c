import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Lifestyle collection',
    lang: 'en',
    market: 'AE',
    collection: 'lifestyle',
    limit: 12,
    grouped: true,
    show_pagination: true,
    box_color: 'light-theme',
  },
} satisfies BlockSample
