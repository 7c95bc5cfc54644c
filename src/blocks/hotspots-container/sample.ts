import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    'rdx-image': {
      id: 1004,
      alt: 'Aurelia E7 under studio lights',
    },
    side_box_color: 'light-theme',
    hotspots: [
      {
        x: 18,
        y: 58,
        title: 'Matrix LED headlights',
        text: '84 individually dimmed LEDs light the road without dazzling oncoming drivers.',
      },
      {
        x: 34,
        y: 74,
        title: '21-inch aero wheels',
        text: 'Closed spokes cut drag and add up to 12 miles of range.',
      },
      {
        x: 78,
        y: 52,
        title: 'Charging port',
        text: '800-volt charging: 10 to 80% in 22 minutes on a rapid charger.',
      },
      {
        x: 55,
        y: 30,
        title: 'Panoramic glass roof',
        text: 'Tinted and heat-reflecting, so the cabin stays cool on summer days.',
      },
    ],
  },
} satisfies BlockSample
