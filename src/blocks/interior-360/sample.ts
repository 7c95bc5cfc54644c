import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Step inside our Warsaw showroom',
    paragraph: '<p>Look around before you visit: every model on display, a quiet lounge and a charging bay for test drives.</p>',
    box_color: 'dark-theme',
    'rdx-image': {
      id: 1010,
      alt: 'The interior of a retailer showroom',
    },
    reset_label: 'RESET VIEW',
  },
} satisfies BlockSample
