import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Your Aurelia, ordered online',
    paragraph: '<p>From configuration to keys in three steps — with a retailer at your side whenever you want one.</p>',
  },
  groups: [
    {
      title: 'Configure',
      paragraph: '<p>Choose the model, colour and equipment. Your price updates as you go.</p>',
      'rdx-link': link('Start configuring', '/models/aurelia-e7', 'tertiary'),
    },
    { title: 'Reserve', paragraph: '<p>Secure your car with a fully refundable £250 reservation fee.</p>' },
    {
      title: 'Finance',
      paragraph: '<p>Get a personal finance quote and a decision in minutes.</p>',
      'rdx-link': link('Finance explained', '/finance', 'tertiary'),
    },
    { title: 'Collect', paragraph: '<p>Pick your car up at your retailer, or have it delivered to your door.</p>' },
  ],
} satisfies BlockSample
