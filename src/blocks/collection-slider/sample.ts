import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: { heading: 'The Aurelia collection', box_color: 'light-theme' },
  groups: [
    {
      image: { id: 1004, alt: 'Aurelia logo cap in navy' },
      image_hover: { id: 24735 },
      item_name: 'Aurelia logo cap',
      item_label: 'AED 95',
      link: link('Shop the cap', '/shop/aurelia-logo-cap'),
    },
    {
      image: { id: 1008, alt: 'Vantor expedition jacket on a forest trail' },
      image_hover: { id: 1007 },
      item_name: 'Vantor expedition jacket',
      item_label: 'AED 650',
      link: link('Shop the jacket', '/shop/vantor-expedition-jacket'),
    },
    {
      image: { id: 1002, alt: 'Aurelia E7 scale model in deep blue' },
      item_name: 'Aurelia E7 1:18 model',
      item_label: 'New',
      link: link('Shop the model', '/shop/aurelia-e7-model-1-18'),
    },
    {
      image: { id: 1005, alt: 'Aurelia travel mug beside a charging car' },
      item_name: 'Aurelia travel mug',
      item_label: 'AED 75',
      link: link('Shop the mug', '/shop/aurelia-travel-mug'),
    },
    {
      image: { id: 1010, alt: 'Leather key ring on a showroom desk' },
      item_name: 'Leather key ring',
      item_label: 'AED 120',
      link: link('Shop the key ring', '/shop/leather-key-ring'),
    },
  ],
} satisfies BlockSample
