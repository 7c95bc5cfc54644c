import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    html: '<h2>Eight years of cover</h2><p>Every Aurelia battery is covered for eight years or 100,000 miles, whichever comes first.</p>',
  },
} satisfies BlockSample
