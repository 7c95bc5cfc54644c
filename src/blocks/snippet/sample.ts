import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    section_class: 'disclaimer',
    paragraph: '<p>Range figures are WLTP combined. Real-world range depends on speed, temperature and equipment.</p>',
  },
} satisfies BlockSample
