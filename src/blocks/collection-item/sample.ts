import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    images: '["/media/api/v2/images/1004/w/1024.jpg", "/media/api/v2/images/24735/w/1024.jpg", "/media/api/v2/images/1011/w/1024.jpg"]',
    images_alt: 'Aurelia logo cap in navy cotton',
    html: '<h2>Aurelia logo cap</h2><p>{{photos}}</p><p>Brushed cotton twill with an embroidered Aurelia badge and an adjustable leather strap.</p><p><strong>AED 95</strong></p>',
    size_from: 'S',
    size_to: 'XXL',
    sizes_label: 'Available sizes',
    box_color: 'light-theme',
  },
} satisfies BlockSample
