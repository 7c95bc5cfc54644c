import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    form_id: '1',
    form_hidden_field_mapping: { source: 'block-gallery' },
    form_params_mapping: { model: 'model' },
    box_color: 'light-theme',
  },
} satisfies BlockSample
