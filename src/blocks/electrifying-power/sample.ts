import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: { image: { id: 1003, alt: 'Aurelia GT coupé in copper' } },
  groups: [
    { tagline: 'Up to', title: '560 <small>kW</small>', disclaimer: '<p>Combined output of both motors with launch control.</p>' },
    { tagline: '0–62 mph in', title: '3.2 <small>s</small>' },
    { tagline: 'Range up to', title: '420 <small>miles</small>', disclaimer: '<p>WLTP combined. Real-world range varies.</p>' },
  ],
} satisfies BlockSample
