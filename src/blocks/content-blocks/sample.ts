import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: { 'mobile-slider': true },
  groups: [
    {
      image: { id: 1004, alt: 'Aurelia E7 under studio lights' },
      'image-link': { type: 'external', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', target: '_self' },
      video_header: 'The E7 in two minutes',
      video_description: 'Design, range and the cabin, in the studio.',
      title: 'Meet the E7',
      text: '<p>The long-distance saloon with a whisper-quiet cabin.</p>',
      link: link('Explore the E7', '/models/aurelia-e7', 'secondary'),
    },
    {
      image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
      'image-link': link('', '/about'),
      title: 'Charge at home',
      text: '<p>A home charger fitted free, and 30,000 public charge points on one card.</p>',
      link: link('Charging explained', '/about', 'secondary'),
    },
    {
      image: { id: 1013, alt: 'Designers sketching a new model' },
      title: 'Designed in-house',
      text: '<p>Every Aurelia starts as a pencil sketch in our studio.</p>',
      link: link('Our story', '/about', 'secondary'),
    },
    {
      image: { id: 1007, alt: 'Vantor Summit 4x4 in orange on a snowy pass' },
      title: 'Vantor Summit',
      text: '<p>Built for snow.</p>',
      link: link('Discover the Summit', '/models/vantor-summit', 'secondary'),
    },
  ],
} satisfies BlockSample
