import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    block_scroll_id: 'vantor-range',
    has_lazyload: false,
    theme: 'black-theme',
  },
  groups: [
    {
      image: {
        id: 1006,
        alt: 'Vantor Ridge SUV on a mountain track',
      },
      blocks_count: 2,
      tab_label: 'Vantor Ridge',
      tab_id: 'ridge',
    },
    {
      image: {
        id: 1007,
        alt: 'Vantor Summit 4x4 in orange on a snowy pass',
      },
      blocks_count: 2,
      tab_label: 'Vantor Summit',
      tab_id: 'summit',
    },
    {
      image: {
        id: 1008,
        alt: 'A Vantor 4x4 on a forest road',
      },
      blocks_count: 1,
      tab_label: 'Off-road packs',
      tab_id: 'off-road',
    },
  ],
} satisfies BlockSample
