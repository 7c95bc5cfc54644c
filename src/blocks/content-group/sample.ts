import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Charging made simple',
    paragraph: '<p>A home charger fitted free, and access to more than 30,000 public charge points with one card.</p>',
    'rdx-buttons': [link('Find out more', '/about')],
    'rdx-links': [link('Charging costs explained', '/news/coast-road-on-one-charge', 'tertiary')],
  },
} satisfies BlockSample
