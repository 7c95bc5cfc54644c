import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    title: 'Aurelia E7: winter charging package',
    description_first: 'Free home charger and installation',
    description: '<p>Order an Aurelia E7 before the end of the year and we fit a 7 kW home charger at no cost.</p>',
    description_second: 'At participating retailers, while stocks last.',
    hash: 'e7-winter',
    hidden_fields: { offer_code: 'E7-WINTER' },
  },
} satisfies BlockSample
