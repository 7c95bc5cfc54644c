import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    title: 'Twenty years of Vantor',
    modelHeadline: 'Model',
    yearHeadline: 'Year',
  },
  groups: [
    {
      image: {
        id: 1008,
        alt: 'A Vantor 4x4 on a forest road',
      },
      small_image: {
        id: 1008,
        alt: '',
      },
      model: 'Vantor Trail',
      year: '2006',
      heading: 'Where it started: a 4x4 for forestry crews',
      button: {
        type: 'internal',
        url: '/vantor',
        link_text: 'The Vantor story',
        target: '_self',
        ui_type: 'secondary',
      },
    },
    {
      image: {
        id: 1007,
        alt: 'Vantor Summit 4x4 in orange on a snowy pass',
      },
      small_image: {
        id: 1007,
        alt: '',
      },
      model: 'Vantor Summit',
      year: '2014',
      heading: 'The Summit crosses the Alps on a single tank',
      button: {
        type: 'internal',
        url: '/vantor/summit',
        link_text: 'Meet the Summit',
        target: '_self',
        ui_type: 'secondary',
      },
    },
    {
      image: {
        id: 1006,
        alt: 'Vantor Ridge SUV on a mountain track',
      },
      small_image: {
        id: 1006,
        alt: '',
      },
      model: 'Vantor Ridge',
      year: '2024',
      heading: 'The Ridge: seven seats, plug-in hybrid, still unstoppable',
      button: {
        type: 'internal',
        url: '/vantor/ridge',
        link_text: 'Explore the Ridge',
        target: '_self',
        ui_type: 'secondary',
      },
    },
  ],
} satisfies BlockSample
