import { link, type BlockSample } from '../sample.ts'

const result = (type: string, image: number, intro: string, advantages: string[], disadvantages: string[], aside: string, url: string) => ({
  [`${type}_result_image`]: { id: image },
  [`${type}_result_introduction`]: intro,
  [`${type}_result_advantages`]: `<ul>${advantages.map((a) => `<li>${a}</li>`).join('')}</ul>`,
  [`${type}_result_disadvantages`]: `<ul>${disadvantages.map((a) => `<li>${a}</li>`).join('')}</ul>`,
  [`${type}_result_vehicle_label`]: 'See the models',
  [`${type}_result_vehicle_link`]: link('See the models', url),
  [`${type}_result_other_label`]: 'Cars in stock',
  [`${type}_result_other_link`]: link('Cars in stock', '/stock', 'secondary'),
  [`${type}_result_aside_label`]: aside,
  [`${type}_result_aside_description`]: 'Book a test drive and try it on the roads you drive every day.',
  [`${type}_result_aside_primary_label`]: 'Book a test drive',
  [type === 'phev' ? 'PHEV_result_aside_primary_link' : `${type}_result_aside_primary_link`]: link('Book a test drive', '/test-drive'),
})

export const sample = {
  fields: {
    'rdx-image': { id: 1012 },
    box_color: 'light-theme',
    ...result(
      'petrol',
      1026,
      'Light, quick and simple to refuel.',
      ['Lower price to buy', 'Refuels anywhere in minutes'],
      ['Higher running costs than electric'],
      'A plug-in hybrid',
      '/models/aurelia-gt',
    ),
    ...result(
      'diesel',
      1006,
      'Made for long distances and heavy loads.',
      ['Economical on long runs', 'Strong for towing'],
      ['Not made for short trips'],
      'A plug-in hybrid',
      '/vantor/ridge',
    ),
    ...result(
      'phev',
      1005,
      'Electric for the daily trips, fuel for the long ones.',
      ['Silent electric commuting', 'No range worries'],
      ['Pays only when charged often'],
      'A fully electric car',
      '/models/aurelia-e7',
    ),
    ...result(
      'bev',
      1036,
      'Your trips fit an electric car, charged where it parks.',
      ['Lowest running costs', 'Quiet and quick'],
      ['Long trips need charging stops'],
      'A plug-in hybrid',
      '/models/aurelia-e5',
    ),
  },
} satisfies BlockSample
