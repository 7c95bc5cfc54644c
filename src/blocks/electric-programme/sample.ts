import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    section_title: 'Reserve your electric Aurelia',
    section_paragraph: '<p>Register for the electric-model programme and secure your place with a refundable deposit.</p>',
    models: 'Aurelia E5\nAurelia E7\nAurelia GT',
    box_color: 'light-theme',
  },
} satisfies BlockSample
