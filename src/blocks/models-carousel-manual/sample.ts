import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: { 'models-label': 'Choose your Vantor' },
  groups: [
    {
      nameplate: 'Vantor Ridge',
      image: { id: 1006, alt: 'Vantor Ridge SUV on a mountain track' },
      specs: [
        {
          name: 'Petrol',
          table: [
            { name: 'Ridge 2.0', engine: '2.0 l, 150 kW', consumption: '7.8 l/100 km', price: '£41,250', lease: '£449 / month' },
            { name: 'Ridge 2.0 AWD', engine: '2.0 l, 180 kW', consumption: '8.4 l/100 km', price: '£44,900', lease: '£489 / month' },
          ],
        },
        {
          name: 'Plug-in hybrid',
          table: [
            { name: 'Ridge PHEV', engine: '1.6 l + 90 kW, 225 kW', consumption: '1.4 l/100 km', price: '£49,500', lease: '£529 / month' },
          ],
        },
      ],
    },
    {
      nameplate: 'Vantor Summit',
      image: { id: 1007, alt: 'Vantor Summit 4x4 in orange on a snowy pass' },
      specs: [
        {
          name: 'Diesel',
          table: [{ name: 'Summit 3.0 D', engine: '3.0 l, 221 kW', consumption: '9.1 l/100 km', price: '£58,750', lease: '£639 / month' }],
        },
      ],
    },
  ],
} satisfies BlockSample
