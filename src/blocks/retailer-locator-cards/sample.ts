import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    retailers_translation: 'Find your nearest retailer',
    search_translation: 'Search by city or town',
    distance_translation: 'Distance',
    show_translation: 'Show on map',
    services_translation: 'Services',
    distance_unit: 'mi',
    box_color: 'light-theme',
  },
  groups: [
    {
      name: 'Aurelia Studio London',
      address: '22 Brompton Road, Knightsbridge\nSW1X 7QN',
      city: 'London',
      latitude: '51.5009',
      longitude: '-0.1627',
      contact_info: [
        { type: 'phone', icon: 'phone', label: '020 7946 0123', href: '+44 20 7946 0123' },
        { type: 'email', icon: 'mail', label: 'Book a test drive', href: 'studio.london@aurelia-retail.example' },
      ],
      services: [
        { icon: 'car', label: 'Sales' },
        { icon: 'steering-wheel', label: 'Test drives' },
        { icon: 'plug', label: 'Home charger advice' },
      ],
    },
    {
      name: 'Vantor Guildford',
      address: '14 Woodbridge Road\nGU1 4RF',
      city: 'Guildford',
      latitude: '51.2436',
      longitude: '-0.5786',
      contact_info: [
        { type: 'phone', icon: 'phone', label: '01632 960 410', href: '+44 1632 960410' },
        { type: 'whatsapp', icon: 'whatsapp', label: 'Message us on WhatsApp', href: '+44 7700 900410' },
        { type: 'email', icon: 'mail', label: 'sales@vantor-guildford.example', href: 'sales@vantor-guildford.example' },
      ],
      services: [
        { icon: 'car', label: 'Sales' },
        { icon: 'wrench', label: 'Service' },
        { icon: 'box', label: 'Parts' },
        { icon: 'plug', label: 'Plug-in Hybrid Electric Vehicle Sales' },
      ],
    },
    {
      name: 'Aurelia and Vantor Manchester',
      address: '1 Deansgate\nM3 1AZ',
      city: 'Manchester',
      latitude: '53.4794',
      longitude: '-2.2453',
      contact_info: [
        { type: 'phone', icon: 'phone', label: '0161 496 0750', href: '+44 161 496 0750' },
        { type: 'whatsapp', icon: 'whatsapp', label: 'Message us on WhatsApp', href: '+44 7700 900750' },
      ],
      services: [
        { icon: 'car', label: 'Sales' },
        { icon: 'wrench', label: 'Service' },
        { icon: 'box', label: 'Parts' },
      ],
    },
    {
      name: 'Vantor Edinburgh',
      address: '80 Seafield Road\nEH15 1ED',
      city: 'Edinburgh',
      latitude: '55.9560',
      longitude: '-3.1253',
      contact_info: [
        { type: 'phone', icon: 'phone', label: '0131 496 0200', href: '+44 131 496 0200' },
        { type: 'email', icon: 'mail', label: 'Email the service desk', href: 'service@vantor-edinburgh.example' },
      ],
      services: [
        { icon: 'wrench', label: 'Service' },
        { icon: 'box', label: 'Parts' },
        { icon: 'shield', label: 'Bodywork repairs' },
      ],
    },
  ],
} satisfies BlockSample
