import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    'form-paragraph': '<p>Tell us what you need and the retailer you prefer; we answer within one working day.</p>',
    'form-disclaimer': '<p>We use your details only to answer this request.</p>',
    form_id: '1',
    box_color: 'light-theme',
  },
  groups: [
    {
      tab_icon: 'car',
      tab_label: 'Sales',
      tab_id: 'sales',
      image: { id: 1009, alt: 'Two cars side by side in a showroom' },
      paragraph: '<p>Talk to a sales adviser about the model that suits you.</p>',
    },
    {
      tab_icon: 'wrench',
      tab_label: 'Service',
      tab_id: 'service',
      image: { id: 1010, alt: 'The interior of a retailer showroom' },
      paragraph: '<p>Book a service or a repair with your retailer.</p>',
    },
    { tab_icon: 'box', tab_label: 'Parts', tab_id: 'parts', paragraph: '<p>Order genuine parts and accessories.</p>' },
  ],
} satisfies BlockSample
