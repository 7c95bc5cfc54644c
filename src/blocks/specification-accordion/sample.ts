import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    block_scroll_id: 'specifications',
    model_key: 'e7-24my',
    model_key_additional: '',
    selectModelLabel: 'Select model',
    selectEngineLabel: 'Select engine',
    selectSpecificationLabel: 'Select specification',
    viewSpecificationLabel: 'View specification',
  },
  groups: [
    {
      title: 'Performance',
      content:
        '<table><tbody><tr><th>Power</th><td>400 kW (544 PS)</td></tr><tr><th>Torque</th><td>720 Nm</td></tr><tr><th>0–100 km/h</th><td>4.1 s</td></tr><tr><th>Top speed</th><td>210 km/h</td></tr></tbody></table>',
    },
    {
      title: 'Battery and charging',
      content:
        '<table><tbody><tr><th>Usable capacity</th><td>98 kWh</td></tr><tr><th>Range (WLTP)</th><td>up to 610 km</td></tr><tr><th>DC charging, 10–80%</th><td>18 min at 350 kW</td></tr><tr><th>AC charging</th><td>11 kW, 0–100% in 8 h 45 min</td></tr></tbody></table>',
    },
    {
      title: 'Dimensions',
      content:
        '<table><tbody><tr><th>Length</th><td>4,980 mm</td></tr><tr><th>Width (mirrors folded)</th><td>1,960 mm</td></tr><tr><th>Height</th><td>1,440 mm</td></tr><tr><th>Boot volume</th><td>520 l</td></tr></tbody></table>',
    },
  ],
} satisfies BlockSample
