import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {},
  groups: [
    { heading: 'Range', number_heading: '402 miles', disclaimer: '<p>WLTP combined</p>' },
    { heading: '0–62 mph', number_heading: '4.5 s' },
    { heading: 'Charging 10–80%', number_heading: '22 min' },
    { heading: 'Power', number_heading: '300 kW' },
  ],
} satisfies BlockSample
