import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Vantor Summit, inside and out',
  },
  groups: [
    {
      tab_label: 'Off-road',
      component_type: 'hero-slider',
      'rdx-image': {
        id: 1007,
        alt: 'Vantor Summit 4x4 in orange on a snowy pass',
      },
    },
    {
      tab_label: 'Exterior 360',
      component_type: 'exterior360',
      frames: [
        {
          id: 1006,
          alt: 'Vantor Ridge SUV on a mountain track',
        },
        1007,
        1008,
      ],
    },
    {
      tab_label: 'Showroom 360',
      component_type: 'interior-360',
      'rdx-image': {
        id: 1010,
        alt: 'The interior of a retailer showroom',
      },
    },
  ],
} satisfies BlockSample
