import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    is_bigger_picker: false,
    global_tagline: 'Your colour, your Aurelia',
    global_paragraph: '<p>Three signature finishes, each hand-polished before delivery.</p>',
    link_url: '/models',
  },
  groups: [
    {
      main_image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
      thumbnail: { id: 1002, alt: 'Deep Blue' },
      link_label: 'Build yours in Deep Blue',
    },
    {
      main_image: { id: 1001, alt: 'Aurelia E5 hatchback in pearl white' },
      thumbnail: { id: 1001, alt: 'Pearl White' },
      link_label: 'Build yours in Pearl White',
    },
    {
      main_image: { id: 1003, alt: 'Aurelia GT coupé in copper' },
      thumbnail: { id: 1003, alt: 'Copper' },
      link_label: 'Build yours in Copper',
    },
  ],
} satisfies BlockSample
