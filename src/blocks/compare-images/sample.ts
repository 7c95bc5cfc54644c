import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Golden hour to city lights',
    paragraph:
      '<p>Adaptive matrix headlights shape the beam around every car ahead, so the E7 sees as far after dark as it does at sunset. Drag the divider to go from the coast road to the city at night.</p>',
    image_before_sidebar: {
      id: 1012,
      alt: 'A winding coast road at golden hour',
    },
    image_after_sidebar: {
      id: 1011,
      alt: 'An Aurelia driving through the city at night',
    },
    image_before: {
      id: 1012,
      alt: 'A winding coast road at golden hour',
    },
    image_after: {
      id: 1011,
      alt: 'An Aurelia driving through the city at night',
    },
    'rdx-link': {
      type: 'internal',
      url: '/models/aurelia-e7',
      link_text: 'Discover the E7',
      ui_type: 'primary',
      target: '_self',
    },
  },
} satisfies BlockSample
