import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: { heading: 'Rent an Aurelia', header_tag: 'h2', box_color: 'light-theme' },
  groups: [
    {
      image: { id: 1001, alt: 'Aurelia E5 hatchback in pearl white' },
      title: 'Aurelia E5 for the weekend',
      text: '<p>Collect on Friday, return on Monday: the compact electric hatchback with up to 318 miles of range.</p>',
      link: link('Rent the E5', '/rent-a-car'),
      'icon-1': 'battery',
      'icon-text-1': 'Up to 318 miles',
      'icon-2': 'plug',
      'icon-text-2': 'Charging cable included',
      'icon-3': 'shield',
      'icon-text-3': 'Fully insured',
      'icon-4': 'calendar',
      'icon-text-4': 'Free cancellation',
      'equipment-title-1': 'Child seat',
      'equipment-description-1': 'Group 1/2/3, fitted on request.',
      'equipment-title-2': 'Bike rack',
      'equipment-description-2': 'Tow-bar carrier for two bikes.',
    },
  ],
} satisfies BlockSample
