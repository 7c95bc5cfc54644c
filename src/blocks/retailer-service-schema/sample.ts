import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {},
  groups: [
    {
      image: { id: 1006 },
      name: 'Vantor Service Centre Guildford',
      description: 'Manufacturer-trained technicians for servicing, MOT tests, repairs and genuine Vantor parts. Courtesy cars on request.',
      keywords: 'Vantor service, MOT, car repairs, genuine parts, Guildford',
      opening_hours: 'Mo-Fr 07:30-18:00, Sa 08:00-13:00',
      payment_accepted: 'Credit Card, Debit Card',
      price_range: '££',
      address: 'Unit 3, Slyfield Industrial Estate\nGuildford GU1 1RR',
      latitude: '51.2551',
      longitude: '-0.5643',
      contact_info: [
        { type: 'phone', value: '+44 1632 960420' },
        { type: 'email', value: 'service@vantor-guildford.example' },
      ],
      offers_info: [
        { category: 'Service', description: 'Winter health check for any Vantor, £49', url: '/offers' },
        { category: 'Service plans', description: 'Fixed-price servicing for three years', url: '/offers' },
      ],
    },
  ],
} satisfies BlockSample
