import type { BlockSample } from '../sample.ts'
import { link } from '../sample.ts'

export const sample = {
  fields: { mobile_button_label: 'Ready to go' },
  groups: [
    { icon: 'car', content: 'Configure', link: link('Configure', '/models/aurelia-e7') },
    { icon: 'calendar', content: 'Book a test drive', link: { ...link('Book a test drive', ''), type: 'form', rdx_forms_form_id: '1' } },
    { icon: 'location', content: 'Find a retailer', link: link('Find a retailer', '/contact') },
    { icon: 'star', content: 'Offers', link: link('Offers', '/offers'), isUsedAsButton: true },
  ],
} satisfies BlockSample
