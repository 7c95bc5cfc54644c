import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    block_scroll_id: 'aurelia-e7-derivatives',
    car_key: 'e7-24my',
    engine_key: 'e7-long-range',
    model: 'Aurelia E7',
    bodystyle: 'Saloon',
    tab_id: 'e7-saloon',
    'rdx-button': link('Build your E7', '/models/aurelia-e7'),
    link: link('Book a test drive', '/contact', 'secondary'),
    'rdx-links-2': [link('Compare the range', '/models', 'tertiary')],
    standard_equipment_information_label: 'Standard equipment',
    standard_equipment_information_content:
      '<ul><li>20-inch alloy wheels</li><li>Adaptive air suspension</li><li>Heated front seats and steering wheel</li><li>15-inch touchscreen with navigation</li><li>Heat pump and battery preconditioning</li></ul>',
  },
  groups: [
    {
      image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
      name: 'E7 Long Range',
      features: '<ul><li>Up to 402 miles of range</li><li>Rear-wheel drive</li><li>Panoramic glass roof</li></ul>',
    },
    {
      image: { id: 1004, alt: 'Aurelia E7 under studio lights' },
      name: 'E7 Dual Motor',
      engine_key: 'e7-dual-motor',
      features: '<ul><li>All-wheel drive</li><li>360 kW</li><li>Towing up to 1,600 kg</li></ul>',
    },
    {
      image: { id: 1011, alt: 'An Aurelia driving through the city at night' },
      name: 'E7 Performance',
      engine_key: 'e7-performance',
      features: '<ul><li>480 kW and launch control</li><li>Performance brakes</li><li>21-inch wheels</li></ul>',
    },
  ],
} satisfies BlockSample
