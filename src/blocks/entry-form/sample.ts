import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Book a test drive',
    paragraph: '<p>Choose a model and a retailer near you. We will confirm a time within one working day.</p>',
    form_id: '1',
    form_position: 'right',
    box_color: 'grey-theme',
  },
} satisfies BlockSample
