import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    section_title: 'Is your vehicle affected by a recall?',
    section_paragraph:
      '<p>Enter the 17-character vehicle identification number (VIN) from your registration document or the base of the windscreen.</p>',
    box_color: 'light-theme',
  },
} satisfies BlockSample
