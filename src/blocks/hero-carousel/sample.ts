import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    slide_duration: 7000,
    timer_box_color: 'dark-theme',
  },
  groups: [
    {
      'rdx-image': {
        id: 24735,
        alt: 'An Aurelia electric car on a coast road at sunset',
      },
      'rdx-image-wide': {
        id: 1012,
        alt: 'A winding coast road at golden hour',
      },
      heading: 'Electric, elevated.',
      tag: 'h1',
      paragraph: '<p>Up to 402 miles on a single charge, and a cabin so quiet you hear the road only when you want to.</p>',
      'rdx-link': {
        type: 'internal',
        url: '/models/aurelia-e7',
        link_text: 'Discover the E7',
        target: '_self',
        ui_type: 'primary',
      },
    },
    {
      'rdx-image': {
        id: 1002,
        alt: 'Aurelia E7 saloon in deep blue',
      },
      heading: 'The Aurelia E7',
      paragraph: '<p>Air suspension, 22-minute rapid charging and room for five adults.</p>',
      'rdx-link': {
        type: 'internal',
        url: '/offers',
        link_text: 'See the offer',
        target: '_self',
        ui_type: 'primary',
      },
      info: 'Representative example',
      price: 'From £449 a month',
      description: '48 months, 8,000 miles a year, £5,000 customer deposit. Subject to status.',
    },
    {
      'rdx-image': {
        id: 1007,
        alt: 'Vantor Summit 4x4 in orange on a snowy pass',
      },
      slide_duration_limit: 9000,
      heading: 'Vantor Summit',
      paragraph: '<p>Permanent four-wheel drive and 900 mm wading depth: built for the pass, at home in town.</p>',
      'rdx-link': {
        type: 'internal',
        url: '/vantor/summit',
        link_text: 'Explore the Summit',
        target: '_self',
        ui_type: 'primary',
      },
    },
  ],
} satisfies BlockSample
