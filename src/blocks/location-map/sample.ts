import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    location_latitude: 52.229676,
    location_longitude: 21.012229,
    box_color: 'grey-theme',
    location_content:
      '<h2>Aurelia Warsaw</h2><p>Our flagship showroom in the city centre, with every model on display and test drives by appointment.</p><p>Monday to Friday 9:00–19:00<br>Saturday 10:00–16:00</p>',
  },
} satisfies BlockSample
