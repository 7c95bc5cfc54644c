import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    color_theme: 'light-theme',
    has_schema: true,
    open_all_label: 'Open all',
    close_all_label: 'Close all',
  },
  groups: [
    {
      accordion_title: 'How far can the Aurelia E7 travel on a single charge?',
      accordion_content:
        '<p>Up to 610 km on the WLTP combined cycle with the Long Range battery. Real-world range depends on speed, temperature and how you use climate control.</p>',
    },
    {
      accordion_title: 'How quickly does it charge?',
      accordion_content:
        '<p>At a 350 kW public charger the E7 goes from 10 to 80% in about 18 minutes. Overnight on an 11 kW home wall box it charges fully in under nine hours.</p>',
    },
    {
      accordion_title: 'Is a home charger included?',
      accordion_content:
        '<p>Every new Aurelia comes with a home wall box and standard installation by our certified partner, arranged by your retailer.</p>',
    },
    {
      accordion_title: 'What does the battery warranty cover?',
      accordion_content:
        '<p>The high-voltage battery is covered for 8 years or 160,000 km, whichever comes first, against capacity falling below 70%.</p>',
    },
  ],
} satisfies BlockSample
