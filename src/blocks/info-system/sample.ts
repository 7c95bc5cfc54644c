import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    model_title: 'The system of your {selectedOption}',
    modal_title: 'Which system do I have?',
    modal_text: '<p>The name of your system is on the touchscreen under Settings › About.</p>',
  },
  groups: [
    { option_label: 'Aurelia E5', blocks_count: 1 },
    { option_label: 'Vantor Ridge', blocks_count: 1 },
  ],
  with: [
    {
      template: 'quote',
      fields: { quote: 'Touch Pro: a curved 11.4-inch screen, updates over the air.', author: 'Aurelia E5' },
    },
    {
      template: 'quote',
      fields: { quote: 'Touch navigation: a 10-inch screen with separate climate dials.', author: 'Vantor Ridge' },
    },
  ],
} satisfies BlockSample
