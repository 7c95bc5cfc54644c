import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    small_heading_tag: 'h2',
  },
  groups: [
    {
      small_heading: 'Vantor Ridge load space',
      big_heading: 'Litres with the rear seats folded',
      counter: 1850,
      disclaimer: '<p>Load volume to the roof, measured to VDA 210. Figures for the five-seat Ridge.</p>',
      frame_1: {
        id: 1006,
        alt: 'Vantor Ridge with all five seats in use',
      },
      frame_2: {
        id: 1008,
        alt: 'Vantor Ridge with one rear seat folded',
      },
      frame_3: {
        id: 1007,
        alt: 'Vantor Ridge with two rear seats folded',
      },
      frame_4: {
        id: 1006,
        alt: 'Vantor Ridge with the whole rear bench folded flat',
      },
    },
    {
      small_heading: 'Vantor Ridge seven seats',
      big_heading: 'Seats for the whole family',
      counter: 7,
      frame_1: { id: 1008, alt: 'Vantor Ridge with all seven seats up' },
      frame_2: { id: 1007, alt: 'Vantor Ridge with the third row folded' },
    },
  ],
} satisfies BlockSample
