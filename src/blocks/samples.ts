import type { TemplateKey } from './registry.ts'

/** Example content for a block: what an editor would plausibly enter. */
export interface BlockSample {
  fields: Record<string, unknown>
  groups?: Record<string, unknown>[]
}

const link = (link_text: string, url: string, ui_type: 'primary' | 'secondary' | 'tertiary' = 'primary') =>
  ({ type: 'internal', url, link_text, target: '_self', ui_type })

/**
 * One realistic sample per template, on the demo market's images (demo/media). The block gallery
 * of the end-to-end tests renders each of them in every colour theme and right-to-left;
 * samples.test.ts checks that each one is valid content for its template.
 */
export const blockSamples: Partial<Record<TemplateKey, BlockSample>> = {
  'hero-title-banner': {
    fields: {
      'rdx-image': { id: 24735, alt: 'An Aurelia electric car on a coast road at sunset' },
      heading: 'Electric, elevated.',
      paragraph: 'Up to 402 miles of range and a cabin so quiet you hear the road only when you want to.',
      button: link('Discover the E7', '/models/aurelia-e7'),
    },
  },
  'html-box': {
    fields: { html: '<h2>Eight years of cover</h2><p>Every Aurelia battery is covered for eight years or 100,000 miles, whichever comes first.</p>' },
  },
  quote: {
    fields: {
      quote: 'The E7 is the most relaxing long-distance car we have driven this year.',
      author: 'Maya Okafor', author_position: 'Road test editor, Drive Weekly',
    },
  },
  'quote-slider': {
    fields: {},
    groups: [
      { quote: 'A cabin so quiet you can hear the map turn.', author: 'Jonas Lind', author_position: 'Motoring journalist' },
      { quote: 'The Summit simply refuses to be stopped by weather.', author: 'Ana Ruiz', author_position: 'Mountain guide' },
      { quote: 'Charging at home overnight changed how our family drives.', author: 'Priya Shah', author_position: 'Aurelia E5 owner' },
    ],
  },
  'content-group': {
    fields: {
      heading: 'Charging made simple',
      paragraph: '<p>A home charger fitted free, and access to more than 30,000 public charge points with one card.</p>',
      'rdx-buttons': [link('Find out more', '/about')],
      'rdx-links': [link('Charging costs explained', '/news/coast-road-on-one-charge', 'tertiary')],
    },
  },
  'image-box': {
    fields: {
      top_paragraph: '<p><strong>Car of the Year 2026</strong> — the Aurelia E7, chosen by 60 motoring journalists from 23 countries.</p>',
      'rdx-image': { id: 1004, alt: 'Aurelia E7 under studio lights' },
    },
  },
  snippet: {
    fields: {
      section_class: 'disclaimer',
      paragraph: '<p>Range figures are WLTP combined. Real-world range depends on speed, temperature and equipment.</p>',
    },
  },
  'specification-glance': {
    fields: {},
    groups: [
      { heading: 'Range', number_heading: '402 miles', disclaimer: '<p>WLTP combined</p>' },
      { heading: '0–62 mph', number_heading: '4.5 s' },
      { heading: 'Charging 10–80%', number_heading: '22 min' },
      { heading: 'Power', number_heading: '300 kW' },
    ],
  },
  'range-component': {
    fields: {
      image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
      heading: 'Aurelia E7',
      paragraph: '<p>The long-distance saloon with air suspension and a whisper-quiet cabin.</p>',
      heading_2: 'Saloon',
      code: '<dl><dt>Range</dt><dd>402 miles</dd><dt>Power</dt><dd>300 kW</dd></dl>',
      'rdx-link': link('Explore the E7', '/models/aurelia-e7'),
    },
  },
}
