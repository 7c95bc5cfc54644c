import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    heading: 'Aurelia E7 specification',
    disclaimer: '<p>Range and charging times are WLTP figures and depend on driving style, weather and load.</p>',
  },
  groups: [
    { section: 'Performance', label: 'Power', value: '360 kW (490 PS)' },
    { section: '', label: '0–100 km/h', value: '4.5 s' },
    { section: '', label: 'Top speed', value: '210 km/h' },
    { section: 'Battery and range', label: 'Battery capacity', value: '100 kWh' },
    { section: '', label: 'Range (WLTP)', value: 'up to 640 km' },
    { section: '', label: 'Charging 10–80%', value: '28 min at 250 kW' },
    { section: 'Dimensions', label: 'Length', value: '4,980 mm' },
    { section: '', label: 'Boot', value: '520 l' },
  ],
} satisfies BlockSample
