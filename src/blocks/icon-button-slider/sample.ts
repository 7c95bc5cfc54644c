import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    box_color: 'grey-theme',
    header: 'Find the Aurelia for you',
    paragraph: '<p>Three electric cars, one idea: travel further with less.</p>',
  },
  groups: [
    {
      image: {
        id: 1001,
        alt: 'Aurelia E5 hatchback in pearl white',
      },
      title: 'Aurelia E5',
      header_tag: 'h3',
      paragraph: '<p>The compact hatchback with up to 318 miles of range.</p>',
      link_label: 'Explore the E5',
      link_icon: 'arrow-right',
      link: {
        type: 'internal',
        url: '/models/aurelia-e5',
      },
    },
    {
      image: {
        id: 1002,
        alt: 'Aurelia E7 saloon in deep blue',
      },
      title: 'Aurelia E7',
      header_tag: 'h3',
      paragraph: '<p>The long-distance saloon: 402 miles and a whisper-quiet cabin.</p>',
      link_label: 'Explore the E7',
      link_icon: 'arrow-right',
      link: {
        type: 'internal',
        url: '/models/aurelia-e7',
      },
    },
    {
      image: {
        id: 1003,
        alt: 'Aurelia GT coupé in copper',
      },
      title: 'Aurelia GT',
      header_tag: 'h3',
      paragraph: '<p>Two motors, 580 hp and 0–62 mph in 3.4 seconds.</p>',
      link_label: 'Explore the GT',
      link_icon: 'arrow-right',
      link: {
        type: 'internal',
        url: '/models/aurelia-gt',
      },
    },
    {
      image: {
        id: 1005,
        alt: 'An Aurelia charging at dusk outside a house',
      },
      title: 'Charging at home',
      header_tag: 'h3',
      paragraph: '<p>A wallbox fitted free with every new Aurelia.</p>',
      link_label: 'How charging works',
      link_icon: 'plug',
      link: {
        type: 'internal',
        url: '/news/coast-road-on-one-charge',
      },
    },
  ],
} satisfies BlockSample
