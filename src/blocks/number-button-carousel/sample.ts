import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: { has_timer: true, has_icons: true },
  groups: [
    {
      image: { id: 1004, alt: 'Aurelia E7 under studio lights' },
      hotspots: [
        {
          x: 24,
          y: 58,
          title: 'Matrix LED headlights',
          text: 'Eighty-four individually dimmed LEDs that never dazzle oncoming traffic.',
        },
        { x: 62, y: 38, title: 'Panoramic glass roof', text: 'Tinted, heat-reflecting glass from windscreen to tailgate.' },
      ],
      tagline: 'Designed around light',
      link_label: 'Explore the E7',
      link: { type: 'internal', url: '/models/aurelia-e7' },
    },
    {
      image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
      hotspots: [{ x: 70, y: 55, title: 'Charging port', text: '11 kW at home, up to 250 kW on the road.' }],
      tagline: '10–80% in 22 minutes',
      link_label: 'How charging works',
      link: { type: 'internal', url: '/news/coast-road-on-one-charge' },
    },
    {
      image: { id: 1011, alt: 'An Aurelia driving through the city at night' },
      tagline: 'Quiet enough for the city at night',
      link_label: 'Book a test drive',
      link: { type: 'internal', url: '/contact' },
    },
  ],
} satisfies BlockSample
