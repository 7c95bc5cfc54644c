import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: { box_color: 'grey-theme', heading: 'Life with an Aurelia', header_tag: 'h2', align_cta_items: true },
  groups: [
    {
      image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
      title: 'Charging at home',
      text: '<p>A wallbox fitted free with every new Aurelia.</p>',
      link: link('How charging works', '/news/coast-road-on-one-charge', 'tertiary'),
    },
    {
      image: { id: 1009, alt: 'Two cars side by side in a showroom' },
      title: 'Spring offers',
      text: '<p>0% finance over three years on the E5 and E7, until the end of May.</p>',
      link: link('See the offers', '/offers', 'tertiary'),
    },
    {
      image: { id: 1010, alt: 'The interior of a retailer showroom' },
      title: 'Find a retailer',
      text: '<p>Test drives, servicing and advice at more than 40 retailers.</p>',
      link: link('Contact us', '/contact', 'tertiary'),
    },
    {
      image: { id: 1013, alt: 'Designers sketching a new model' },
      title: 'Inside the design studio',
      text: '<p>How an Aurelia goes from a pencil line to the road.</p>',
      link: link('Read the story', '/news/inside-the-design-studio', 'tertiary'),
    },
  ],
} satisfies BlockSample
