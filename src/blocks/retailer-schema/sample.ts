import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {},
  groups: [
    {
      retailer_image: { id: 1005 },
      retailer_name: 'Aurelia Studio London',
      retailer_description:
        'The Aurelia electric range in Knightsbridge: every model on display, test drives from the door and home charger advice.',
      retailer_keywords: 'Aurelia, electric cars, EV showroom, test drive, London',
      opening_hours: 'Mo-Fr 09:00-19:00, Sa 09:00-18:00, Su 11:00-17:00',
      payment_accepted: 'Credit Card, Debit Card, Bank Transfer, Finance',
      price_range: '£££',
      address: '22 Brompton Road, Knightsbridge\nLondon SW1X 7QN',
      latitude: '51.5009',
      longitude: '-0.1627',
      contact_info: [
        { type: 'phone', value: '+44 20 7946 0123' },
        { type: 'email', value: 'studio.london@aurelia-retail.example' },
      ],
      offers_info: [
        { category: 'New cars', description: 'Book a test drive of the Aurelia E7', url: '/models/aurelia-e7' },
        { category: 'Finance', description: 'Personal contract purchase on every Aurelia', url: '/offers' },
      ],
    },
    {
      retailer_image: { id: 1008 },
      retailer_name: 'Vantor Guildford',
      retailer_description: 'Vantor SUVs and 4x4s in Surrey, with test drives on and off the road.',
      retailer_keywords: 'Vantor, SUV, 4x4, plug-in hybrid, Guildford',
      opening_hours: 'Mo-Fr 08:30-18:30, Sa 09:00-17:00',
      payment_accepted: 'Credit Card, Debit Card, Finance',
      price_range: '££',
      address: '14 Woodbridge Road\nGuildford GU1 4RF',
      latitude: '51.2436',
      longitude: '-0.5786',
      contact_info: [
        { type: 'phone', value: '+44 1632 960410' },
        { type: 'email', value: 'sales@vantor-guildford.example' },
        { type: 'whatsapp', value: '+44 7700 900410' },
      ],
      offers_info: [{ category: 'New cars', description: 'The seven-seat Vantor Ridge plug-in hybrid', url: '/vantor/ridge' }],
    },
  ],
} satisfies BlockSample
