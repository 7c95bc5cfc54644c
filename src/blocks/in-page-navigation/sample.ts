import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    goTopShort: 'TOP',
    link: {
      type: 'internal',
      url: '/contact',
      link_text: 'Book a test drive',
      ui_type: 'primary',
      target: '_self',
    },
  },
  groups: [
    {
      label: 'Design',
      blockId: 'design',
    },
    {
      label: 'Range',
      blockId: 'range',
    },
    {
      label: 'Charging',
      blockId: 'charging',
    },
    {
      label: 'Specifications',
      blockId: 'specifications',
    },
  ],
} satisfies BlockSample
