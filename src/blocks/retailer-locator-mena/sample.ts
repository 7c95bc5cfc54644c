import type { BlockSample } from '../sample.ts'

/** The market's dealers come from the Dealers tab (the block gallery loads the demo's retailers). */
export const sample = {
  fields: {
    heading: 'Find your nearest retailer',
    brand: '',
    service_filter: true,
    near_me: true,
    distance_unit: 'mi',
    box_color: 'light-theme',
  },
} satisfies BlockSample
