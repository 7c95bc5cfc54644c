import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    'rdx-image': { id: 1011, alt: 'An Aurelia driving through the city at night' },
    heading: 'The Aurelia E9 is coming',
    paragraph: 'Our most powerful saloon yet: 560 kW, four-wheel steering and 420 miles of range.',
    button: link('Register your interest', '/contact'),
    copy_alignment_class: 'top',
    timer_date: '2030-09-01T09:00+04:00',
    timer_title: 'Order books open in',
    timer_ended_text: 'Order books are open.',
  },
} satisfies BlockSample
