import type { BlockSample } from '../sample.ts'
import { sample as general } from '../expanded-entry-form/sample.ts'

export const sample = {
  fields: { ...general.fields, top_tabs_limit: 2 },
  groups: [
    ...general.groups,
    { tab_icon: 'calendar', tab_label: 'Test drive', tab_id: 'test-drive', paragraph: '<p>Drive the car you like on roads you know.</p>' },
  ],
} satisfies BlockSample
