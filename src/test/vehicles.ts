import { vehicleModelSchema } from '~/vehicles/vehicles.ts'

export const WLTP = 'WLTP combined figures.'

/** A model with two engines, for tests of blocks that show vehicle data. */
export const e7Model = vehicleModelSchema.parse({
  key: 'e7-24my',
  name: 'Aurelia E7',
  body_style: 'saloon',
  price: 46995,
  specs: {
    range: { label: 'Range', value: '402 miles', disclaimer: WLTP },
    top_speed: { label: 'Top speed', value: '200 km/h' },
    acceleration: { label: '0–100 km/h', value: '5.9 s', disclaimer: 'Manufacturer figures.' },
    consumption: { label: 'Consumption', value: '16.1 kWh/100 km', disclaimer: WLTP },
  },
  engines: [
    { key: 'e7-long-range', name: 'Long Range RWD', price: 46995 },
    {
      key: 'e7-performance',
      name: 'Performance AWD',
      price: 58995,
      specs: {
        top_speed: { label: 'Top speed', value: '250 km/h' },
        acceleration: { label: '0–100 km/h', value: '3.5 s', disclaimer: 'Manufacturer figures.' },
      },
    },
  ],
})
