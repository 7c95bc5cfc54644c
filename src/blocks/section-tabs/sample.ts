import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    block_scroll_id: 'models',
    copy_position: 'top',
    has_modal: true,
    modal_title: 'Choose your model',
  },
  groups: [
    {
      blocks_count: 1,
      tab_label: 'E5',
      tab_id: 'e5',
      group_title: 'Aurelia E5',
      group_paragraph: '<p>The compact electric hatchback, made for the city and comfortable on the open road.</p>',
      modal_tab_title: 'Aurelia E5',
      modal_tab_subtitle: 'Compact hatchback, up to 420 km',
      modal_tab_image: {
        id: 1001,
        alt: 'Aurelia E5 hatchback in pearl white',
      },
    },
    {
      blocks_count: 1,
      tab_label: 'E7',
      tab_id: 'e7',
      group_title: 'Aurelia E7',
      group_paragraph: '<p>Our flagship saloon: quiet, spacious and able to cover 610 km on a single charge.</p>',
      modal_tab_title: 'Aurelia E7',
      modal_tab_subtitle: 'Executive saloon, up to 610 km',
      modal_tab_image: {
        id: 1002,
        alt: 'Aurelia E7 saloon in deep blue',
      },
    },
    {
      blocks_count: 1,
      tab_label: 'GT',
      tab_id: 'gt',
      group_title: 'Aurelia GT',
      group_paragraph: '<p>A two-door grand tourer with 580 kW and 0–100 km/h in 2.9 seconds.</p>',
      modal_tab_title: 'Aurelia GT',
      modal_tab_subtitle: 'Grand tourer coupé',
      modal_tab_image: {
        id: 1003,
        alt: 'Aurelia GT coupé in copper',
      },
    },
  ],
} satisfies BlockSample
