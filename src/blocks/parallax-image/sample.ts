import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {},
  groups: [
    {
      'rdx-image': { id: 1012, alt: 'A winding coast road at golden hour' },
      heading: 'Made for the coast road',
      paragraph: '<p>Adaptive air suspension reads the road ahead and settles every corner.</p>',
      speed: 'slow',
    },
    {
      'rdx-image': { id: 1006, alt: 'Vantor Ridge SUV on a mountain track' },
      heading: 'And for the track beyond it',
      paragraph: '<p>Low range, hill descent control and 500 mm of wading depth.</p>',
      speed: 'medium',
    },
    {
      'rdx-image': { id: 1011, alt: 'An Aurelia driving through the city at night' },
      heading: 'Home by nightfall',
      paragraph: '<p>Matrix LED headlights light the road, never the oncoming driver.</p>',
      speed: 'fast',
    },
  ],
} satisfies BlockSample
