import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {},
  groups: [
    { quote: 'A cabin so quiet you can hear the map turn.', author: 'Jonas Lind', author_position: 'Motoring journalist' },
    { quote: 'The Summit simply refuses to be stopped by weather.', author: 'Ana Ruiz', author_position: 'Mountain guide' },
    { quote: 'Charging at home overnight changed how our family drives.', author: 'Priya Shah', author_position: 'Aurelia E5 owner' },
  ],
} satisfies BlockSample
