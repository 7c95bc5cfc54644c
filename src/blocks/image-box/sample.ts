import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    top_paragraph: '<p><strong>Car of the Year 2026</strong> — the Aurelia E7, chosen by 60 motoring journalists from 23 countries.</p>',
    'rdx-image': { id: 1004, alt: 'Aurelia E7 under studio lights' },
  },
} satisfies BlockSample
