import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    quote: 'The E7 is the most relaxing long-distance car we have driven this year.',
    author: 'Maya Okafor',
    author_position: 'Road test editor, Drive Weekly',
  },
} satisfies BlockSample
