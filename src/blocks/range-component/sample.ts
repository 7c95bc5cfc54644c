import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
    heading: 'Aurelia E7',
    paragraph: '<p>The long-distance saloon with air suspension and a whisper-quiet cabin.</p>',
    heading_2: 'Saloon',
    code: '<dl><dt>Range</dt><dd>402 miles</dd><dt>Power</dt><dd>300 kW</dd></dl>',
    'rdx-link': link('Explore the E7', '/models/aurelia-e7'),
  },
} satisfies BlockSample
