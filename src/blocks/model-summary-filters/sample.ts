import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: { selectBodystyle: 'Select body style', selectModel: 'Select model', submit: 'Show derivatives', allLabel: 'All' },
  with: [
    {
      template: 'model-summary',
      fields: {
        car_key: 'e5-24my',
        engine_key: 'e5-standard',
        model: 'Aurelia E5',
        bodystyle: 'Hatchback',
        tab_id: 'e5-hatchback',
        has_columns: true,
        spec_key_1: 'range',
        spec_key_3: 'price',
        spec_label_3: 'From',
        'rdx-button': link('Explore the E5', '/models/aurelia-e5'),
      },
      groups: [
        {
          image: { id: 1001, alt: 'Aurelia E5 hatchback in pearl white' },
          features: '<ul><li>Up to 285 miles of range</li><li>Heat pump</li></ul>',
        },
        {
          image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
          engine_key: 'e5-long-range',
          features: '<ul><li>Up to 340 miles of range</li><li>77 kWh battery</li></ul>',
        },
      ],
    },
    {
      template: 'model-summary',
      fields: {
        car_key: 'gt-24my',
        engine_key: 'gt-dual-motor',
        model: 'Aurelia GT',
        bodystyle: 'Coupé',
        tab_id: 'gt-coupe',
        'rdx-button': link('Explore the GT', '/models/aurelia-gt'),
      },
      groups: [
        {
          image: { id: 1003, alt: 'Aurelia GT coupé in copper' },
          name: 'GT Dual Motor',
          features: '<ul><li>560 kW</li><li>0–100 km/h in 3.2 s</li><li>2+2 seats</li></ul>',
        },
      ],
    },
  ],
} satisfies BlockSample
