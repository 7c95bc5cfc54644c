import type { BlockSample } from '../sample.ts'

const download = (url: string) => ({ type: 'external', url, link_text: 'Download', target: '_self', ui_type: 'primary' })

export const sample = {
  fields: {
    'rdx-links': [{ type: 'internal', url: '/contact', link_text: 'Ask your retailer', target: '_self', ui_type: 'secondary' }],
  },
  groups: [
    { market_name: 'Europe', map_version: '2026.2', map_size: '14.2 GB', download_link: download('/downloads/maps/europe-2026-2.zip') },
    {
      market_name: 'Middle East',
      map_version: '2026.2',
      map_size: '6.8 GB',
      download_link: download('/downloads/maps/middle-east-2026-2.zip'),
    },
  ],
} satisfies BlockSample
