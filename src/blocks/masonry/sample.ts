import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Built for the long way round',
    paragraph: '<p>Snowy passes, forest tracks and mountain roads: three days in the Alps with the Vantor range.</p>',
    'rdx-button': {
      type: 'internal',
      url: '/models/vantor-summit',
      link_text: 'Discover the Summit',
      ui_type: 'primary',
      target: '_self',
    },
    img_video_grid: 'video-top',
    video_ui_theme: 'light-theme',
    yt: '',
    image_video_placeholder: {
      id: 1007,
      alt: 'Vantor Summit 4x4 in orange on a snowy pass',
    },
    image_1: {
      id: 1006,
      alt: 'Vantor Ridge SUV on a mountain track',
    },
    image_2: {
      id: 1008,
      alt: 'A Vantor 4x4 on a forest road',
    },
    image_3: {
      id: 1012,
      alt: 'A winding coast road at golden hour',
    },
  },
} satisfies BlockSample
