import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: { gallery_name: 'Aurelia E7 gallery', has_fb_button: true, has_tw_button: true, close_button: 'Close' },
  groups: [
    {
      category_name: 'Exterior',
      images_quantity: '12 images',
      image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
      'rdx-links': [link('See the exterior gallery', '/gallery/exterior', 'tertiary')],
    },
    {
      category_name: 'Interior',
      images_quantity: '8 images',
      image: { id: 1004, alt: 'Aurelia E7 under studio lights' },
      'rdx-links': [link('See the interior gallery', '/gallery/interior', 'tertiary')],
    },
    {
      category_name: 'On the road',
      images_quantity: '15 images',
      image: { id: 1012, alt: 'A winding coast road at golden hour' },
      'rdx-links': [link('See the road gallery', '/gallery/road', 'tertiary')],
    },
    {
      category_name: 'Design',
      images_quantity: '6 images',
      image: { id: 1013, alt: 'Designers sketching a new model' },
      'rdx-links': [link('See the design gallery', '/gallery/design', 'tertiary')],
    },
  ],
} satisfies BlockSample
