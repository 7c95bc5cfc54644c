import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Every angle of the range',
    paragraph:
      '<p>Drag, use the slider or the arrow keys to turn the view and meet the Aurelia family: the E5 hatchback, the E7 saloon and the GT coupé.</p>',
    slider_theme: 'all-white-theme',
  },
  groups: [
    {
      image: {
        id: 1001,
        alt: 'Aurelia E5 hatchback in pearl white',
      },
    },
    {
      image: {
        id: 1002,
        alt: 'Aurelia E7 saloon in deep blue',
      },
    },
    {
      image: {
        id: 1003,
        alt: 'Aurelia GT coupé in copper',
      },
    },
    {
      image: {
        id: 1004,
        alt: 'Aurelia E7 under studio lights',
      },
    },
  ],
} satisfies BlockSample
