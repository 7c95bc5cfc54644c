import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    gallery_name: 'Aurelia GT',
    can_download_wallpaper: true,
  },
  groups: [
    {
      image: {
        id: 1003,
        alt: 'Aurelia GT coupé in copper',
      },
      description: 'The GT in Copper Dusk, the launch colour, on 21-inch forged wheels.',
    },
    {
      image: {
        id: 1004,
        alt: 'Aurelia E7 under studio lights',
      },
      description: 'Under the studio lights: every panel line drawn by hand first.',
    },
    {
      image: {
        id: 1011,
        alt: 'An Aurelia driving through the city at night',
      },
      description: 'Adaptive matrix lights read the road ahead through the city at night.',
    },
    {
      image: {
        id: 1012,
        alt: 'A winding coast road at golden hour',
      },
      description: "The coast road where the GT's chassis was tuned.",
    },
    {
      image: {
        id: 1013,
        alt: 'Designers sketching a new model',
      },
      description: 'Where it began: the first sketches in our design studio.',
    },
  ],
} satisfies BlockSample
