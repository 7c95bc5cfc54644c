import { link, type BlockSample } from '../sample.ts'

const howTo = (steps: string[]) => `<ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`

export const sample = {
  fields: {
    subblocks_mapper: {
      dropdowns: [
        { label: 'Aurelia E5', key: 'aurelia-e5', children: ['2024', '2025', '2026'] },
        { label: 'Aurelia E7', key: 'aurelia-e7', children: ['2025', '2026'] },
        { label: 'Vantor Ridge', key: 'vantor-ridge', children: ['2023', '2024', '2025'] },
      ],
      subblocks_groups: [
        {
          key: 'pivi',
          match_dropdowns: [
            { parent_key: 'vantor-ridge', child_key: ['2023', '2024'] },
            { parent_key: 'aurelia-e5', child_key: ['2024'] },
          ],
        },
        {
          key: 'pivi-pro',
          match_dropdowns: [
            { parent_key: 'aurelia-e5', child_key: ['2024', '2025', '2026'] },
            { parent_key: 'aurelia-e7', child_key: ['2025', '2026'] },
            { parent_key: 'vantor-ridge', child_key: ['2025'] },
          ],
        },
      ],
    },
    info_text_below: '<p>Not sure? Your retailer can update the system at your next service.</p>',
  },
  groups: [
    {
      subblock_key: 'pivi',
      description: '<h3>Touch navigation</h3><p>The 10-inch touchscreen with separate climate dials.</p>',
      modal_description: howTo([
        'Download the maps for your region on a computer.',
        'Copy them to an empty USB drive.',
        'Plug the drive in with the car running and follow the touchscreen.',
      ]),
      modal_button: link('Start the map update', '/owners/map-update'),
    },
    {
      subblock_key: 'pivi-pro',
      description: '<h3>Touch Pro navigation</h3><p>The curved 11.4-inch touchscreen; updates arrive over the air.</p>',
      modal_description: howTo([
        'Park where the car has mobile reception.',
        'Open Settings › Software update on the touchscreen.',
        'Accept the update; the car installs it at its next start.',
      ]),
      modal_button: link('Ask your retailer', '/contact', 'secondary'),
    },
  ],
} satisfies BlockSample
