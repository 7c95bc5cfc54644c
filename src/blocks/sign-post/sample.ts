import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: { heading: 'Where to next?', 'col-numbers': '3' },
  groups: [
    {
      image: { id: 1009, alt: 'Two cars side by side in a showroom' },
      title: 'Current offers',
      text: 'Finance and trade-in offers on every Aurelia and Vantor.',
      link: link('See the offers', '/offers', 'tertiary'),
    },
    {
      image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
      title: 'Charging at home',
      text: 'A home charger fitted free with every electric Aurelia.',
      link: link('How charging works', '/about', 'tertiary'),
    },
    {
      image: { id: 1010, alt: 'The interior of a retailer showroom' },
      title: 'Find a retailer',
      text: 'Test drives, service and advice near you.',
      link: link('Contact a retailer', '/contact', 'tertiary'),
    },
  ],
} satisfies BlockSample
