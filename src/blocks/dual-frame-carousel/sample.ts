import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    vertical_alignment: 'center',
    youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    image_alignment: 'left',
    disable_autoplay: false,
  },
  groups: [
    {
      'rdx-image': { id: 1013, alt: 'Designers sketching a new model' },
      heading: 'Drawn by hand',
      header_tag: 'h2',
      paragraph: '<p>Every Aurelia starts as a pencil sketch in our studio by the sea.</p>',
      'rdx-button': link('Inside the design studio', '/news/inside-the-design-studio'),
    },
    {
      'rdx-image': { id: 1012, alt: 'A winding coast road at golden hour' },
      heading: 'Tuned on the coast road',
      header_tag: 'h2',
      paragraph: '<p>Three hundred miles of bends, on one charge, before any car leaves the factory.</p>',
      'rdx-button': link('Read the road test', '/news/coast-road-on-one-charge'),
    },
  ],
} satisfies BlockSample
