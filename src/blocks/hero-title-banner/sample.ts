import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    'rdx-image': { id: 24735, alt: 'An Aurelia electric car on a coast road at sunset' },
    heading: 'Electric, elevated.',
    paragraph: 'Up to 402 miles of range and a cabin so quiet you hear the road only when you want to.',
    button: link('Discover the E7', '/models/aurelia-e7'),
  },
} satisfies BlockSample
