import type { Shot } from './scenes.ts'

/**
 * The demo market's pictures: each model in its paints, on the road at different
 * times of day, in the studio, in its cabin and close up, so that pages no longer share a few
 * pictures. Ids 24735 and 1001–1013 keep the subjects they had; the bundles' `media` lists give
 * each market's alt text and title (English here, for the block gallery).
 */
export interface DemoImage {
  id: number
  title: string
  alt: string
  shot: Shot
  /** The scatter's seed (skyline, stars, ridges); the id unless two pictures share a place. */
  seed?: number
}

export const DEMO_IMAGES: readonly DemoImage[] = [
  {
    id: 24735,
    title: 'Aurelia on the coast road',
    alt: 'An Aurelia electric car on a coast road at sunset',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'liquid silver', setting: 'coast', time: 'golden', place: 'right' },
  },
  {
    id: 1001,
    title: 'Aurelia E5',
    alt: 'Aurelia E5 hatchback in pearl white',
    shot: { kind: 'side', model: 'aurelia-e5', paint: 'pearl white', setting: 'city', time: 'dusk', place: 'right' },
  },
  {
    id: 1002,
    title: 'Aurelia E7',
    alt: 'Aurelia E7 saloon in deep blue',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'deep blue', setting: 'mountains', time: 'dawn', place: 'right' },
  },
  {
    id: 1003,
    title: 'Aurelia GT',
    alt: 'Aurelia GT coupé in copper',
    shot: { kind: 'side', model: 'aurelia-gt', paint: 'copper', setting: 'desert', time: 'golden', place: 'right' },
  },
  {
    id: 1004,
    title: 'Aurelia in the studio',
    alt: 'Aurelia E7 under studio lights',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'liquid silver', setting: 'studio-dark', time: 'night', place: 'centre' },
  },
  {
    id: 1005,
    title: 'Charging at home',
    alt: 'An Aurelia charging at dusk outside a house',
    shot: { kind: 'side', model: 'aurelia-e5', paint: 'glacier blue', setting: 'home', time: 'dusk', place: 'left' },
  },
  {
    id: 1006,
    title: 'Vantor Ridge',
    alt: 'Vantor Ridge SUV on a mountain track',
    shot: { kind: 'side', model: 'vantor-ridge', paint: 'moss green', setting: 'mountains', time: 'day', place: 'right' },
  },
  {
    id: 1007,
    title: 'Vantor Summit',
    alt: 'Vantor Summit 4x4 in orange on a snowy pass',
    shot: { kind: 'side', model: 'vantor-summit', paint: 'orange', setting: 'snow', time: 'overcast', place: 'right' },
  },
  {
    id: 1008,
    title: 'Vantor in the forest',
    alt: 'A Vantor 4x4 on a forest road',
    shot: { kind: 'side', model: 'vantor-ridge', paint: 'sand', setting: 'forest', time: 'dawn', place: 'left' },
  },
  {
    id: 1009,
    title: 'Spring offers',
    alt: 'Two cars side by side in a showroom',
    shot: {
      kind: 'side',
      model: 'aurelia-e7',
      paint: 'deep blue',
      setting: 'studio',
      time: 'day',
      place: 'right',
      second: { model: 'aurelia-e5', paint: 'pearl white' },
    },
  },
  {
    id: 1010,
    title: 'Retailer showroom',
    alt: 'The interior of a retailer showroom',
    // One car, on the right: the home page's banner puts its copy in the open left (ADR 144).
    shot: { kind: 'side', model: 'aurelia-gt', paint: 'copper', setting: 'showroom', time: 'day', place: 'right' },
  },
  {
    id: 1011,
    title: 'City at night',
    alt: 'An Aurelia E7 in the city at night, its headlights on',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'obsidian black', setting: 'city', time: 'night', place: 'right' },
  },
  {
    id: 1012,
    title: 'Coast road',
    alt: 'A winding coast road at golden hour',
    shot: { kind: 'side', model: 'aurelia-gt', paint: 'racing red', setting: 'coast', time: 'dusk', place: 'left' },
  },
  {
    id: 1013,
    title: 'Design studio',
    alt: 'A clay model of a new Aurelia under the design studio lights',
    shot: { kind: 'side', model: 'aurelia-x', paint: 'clay', setting: 'design', time: 'night', place: 'centre' },
  },
  {
    id: 1014,
    title: 'Aurelia E5 cabin',
    alt: 'The cabin of an Aurelia E5 in cream, the coast road ahead',
    shot: { kind: 'cabin', model: 'aurelia-e5', trim: 'cream', time: 'day', setting: 'coast' },
  },
  {
    id: 1015,
    title: 'Aurelia E5 in graphite',
    alt: 'Aurelia E5 in graphite on a mountain road in the morning',
    shot: { kind: 'side', model: 'aurelia-e5', paint: 'graphite', setting: 'mountains', time: 'day', place: 'left' },
  },
  {
    id: 1016,
    title: 'Aurelia E5 aero wheel',
    alt: 'The 19-inch aero wheel of an Aurelia E5 in glacier blue',
    shot: { kind: 'wheel', model: 'aurelia-e5', paint: 'glacier blue' },
  },
  {
    id: 1017,
    title: 'Aurelia E7 cabin',
    alt: 'The cabin of an Aurelia E7 in charcoal, a city at dusk ahead',
    shot: { kind: 'cabin', model: 'aurelia-e7', trim: 'charcoal', time: 'dusk', setting: 'city' },
  },
  {
    id: 1018,
    title: 'Aurelia E7 from the front',
    alt: 'Aurelia E7 in liquid silver from the front, in the studio',
    shot: { kind: 'front', model: 'aurelia-e7', paint: 'liquid silver', setting: 'studio-dark', time: 'night' },
  },
  {
    id: 1019,
    title: 'Aurelia E7 from the rear',
    alt: 'Aurelia E7 in liquid silver from the rear, in the studio',
    shot: { kind: 'rear', model: 'aurelia-e7', paint: 'liquid silver', setting: 'studio-dark', time: 'night' },
  },
  {
    id: 1020,
    title: 'Aurelia E7, right side',
    alt: 'Aurelia E7 in liquid silver from the right, in the studio',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'liquid silver', setting: 'studio-dark', time: 'night', place: 'left' },
  },
  {
    id: 1021,
    title: 'Matrix LED headlight',
    alt: 'The matrix LED headlight of an Aurelia E7 in deep blue',
    shot: { kind: 'lamp', model: 'aurelia-e7', paint: 'deep blue' },
  },
  {
    id: 1022,
    title: 'Charging port',
    alt: 'The charging port of an Aurelia E7, its ring lit green',
    shot: { kind: 'port', model: 'aurelia-e7', paint: 'liquid silver' },
  },
  {
    id: 1023,
    title: 'Aurelia E7 in Deep Blue',
    alt: 'Aurelia E7 in deep blue in a white studio',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'deep blue', setting: 'studio', time: 'day', place: 'centre' },
  },
  {
    id: 1024,
    title: 'Aurelia E7 in Pearl White',
    alt: 'Aurelia E7 in pearl white in a white studio',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'pearl white', setting: 'studio', time: 'day', place: 'centre' },
  },
  {
    id: 1025,
    title: 'Aurelia E7 in Obsidian Black',
    alt: 'Aurelia E7 in obsidian black in a white studio',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'obsidian black', setting: 'studio', time: 'day', place: 'centre' },
  },
  {
    id: 1026,
    title: 'Aurelia GT at dusk',
    alt: 'Aurelia GT in racing red on a mountain pass at dusk',
    shot: { kind: 'side', model: 'aurelia-gt', paint: 'racing red', setting: 'mountains', time: 'dusk', place: 'right' },
  },
  {
    id: 1027,
    title: 'Aurelia GT cabin',
    alt: 'The cabin of an Aurelia GT in tan leather, the desert ahead',
    shot: { kind: 'cabin', model: 'aurelia-gt', trim: 'tan', time: 'golden', setting: 'desert' },
  },
  {
    id: 1028,
    title: 'Aurelia GT wheel',
    alt: 'The 21-inch wheel of an Aurelia GT in copper, with its bronze brake caliper',
    shot: { kind: 'wheel', model: 'aurelia-gt', paint: 'copper' },
  },
  {
    id: 1029,
    title: 'Vantor Ridge in the desert',
    alt: 'Vantor Ridge in sand on a desert road at sunset',
    shot: { kind: 'side', model: 'vantor-ridge', paint: 'sand', setting: 'desert', time: 'golden', place: 'left' },
  },
  {
    id: 1030,
    title: 'Vantor Summit in the forest',
    alt: 'Vantor Summit in arctic white on a forest track at dawn',
    shot: { kind: 'side', model: 'vantor-summit', paint: 'arctic white', setting: 'forest', time: 'dawn', place: 'right' },
  },
  {
    id: 1031,
    title: 'Vantor Summit cabin',
    alt: 'The cabin of a Vantor Summit in charcoal, a snowy pass ahead',
    shot: { kind: 'cabin', model: 'vantor-summit', trim: 'charcoal', time: 'overcast', setting: 'snow' },
  },
  {
    id: 1032,
    title: 'Aurelia X concept',
    alt: 'The Aurelia X concept in liquid silver under a single spotlight',
    shot: { kind: 'side', model: 'aurelia-x', paint: 'liquid silver', setting: 'studio-dark', time: 'night', place: 'right' },
  },
  {
    id: 1033,
    title: 'Aurelia X at night',
    alt: 'The Aurelia X concept in the city at night',
    shot: { kind: 'side', model: 'aurelia-x', paint: 'liquid silver', setting: 'city', time: 'night', place: 'left' },
  },
  {
    id: 1034,
    title: 'Aurelia E7 at golden hour',
    alt: 'An Aurelia E7 in the city at golden hour',
    // The same street as 'City at night' (1011): the two are compared side by side.
    seed: 1011,
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'obsidian black', setting: 'city', time: 'golden', place: 'right' },
  },
  {
    id: 1035,
    title: 'Vantor Ridge in the studio',
    alt: 'Vantor Ridge in moss green from the front, in the studio',
    shot: { kind: 'front', model: 'vantor-ridge', paint: 'moss green', setting: 'studio', time: 'day' },
  },
  {
    id: 1036,
    title: 'Aurelia E5 on the coast',
    alt: 'Aurelia E5 in glacier blue on a coast road on a summer day',
    shot: { kind: 'side', model: 'aurelia-e5', paint: 'glacier blue', setting: 'coast', time: 'day', place: 'right' },
  },
  {
    id: 1037,
    title: 'Aurelia E5 from the rear',
    alt: 'Aurelia E5 in pearl white from the rear, in a white studio',
    shot: { kind: 'rear', model: 'aurelia-e5', paint: 'pearl white', setting: 'studio', time: 'day' },
  },
  {
    id: 1038,
    title: 'Vantor Summit in the desert',
    alt: 'Vantor Summit in orange on a desert track at dusk',
    shot: { kind: 'side', model: 'vantor-summit', paint: 'orange', setting: 'desert', time: 'dusk', place: 'left' },
  },
  {
    id: 1039,
    title: 'Vantor Ridge in the snow',
    alt: 'Vantor Ridge in moss green on a snowy mountain road',
    shot: { kind: 'side', model: 'vantor-ridge', paint: 'moss green', setting: 'snow', time: 'day', place: 'right' },
  },
  {
    id: 1040,
    title: 'Aurelia E5 at night',
    alt: 'Aurelia E5 in graphite in the city at night',
    shot: { kind: 'side', model: 'aurelia-e5', paint: 'graphite', setting: 'city', time: 'night', place: 'left' },
  },
  {
    id: 1041,
    title: 'Aurelia E5 from the front',
    alt: 'Aurelia E5 in glacier blue from the front, in a white studio',
    shot: { kind: 'front', model: 'aurelia-e5', paint: 'glacier blue', setting: 'studio', time: 'day' },
  },
  {
    id: 1042,
    title: 'Aurelia E5 in the forest',
    alt: 'Aurelia E5 in pearl white on a forest road at dawn',
    shot: { kind: 'side', model: 'aurelia-e5', paint: 'pearl white', setting: 'forest', time: 'dawn', place: 'right' },
  },
  {
    id: 1043,
    title: 'Aurelia E7 charging at home',
    alt: 'Aurelia E7 in deep blue charging outside a house at night',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'deep blue', setting: 'home', time: 'night', place: 'left' },
  },
  {
    id: 1044,
    title: 'Aurelia E7 in Liquid Silver',
    alt: 'Aurelia E7 in liquid silver in a white studio',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'liquid silver', setting: 'studio', time: 'day', place: 'centre' },
  },
  {
    id: 1045,
    title: 'Aurelia GT from the front',
    alt: 'Aurelia GT in copper from the front, under studio lights',
    shot: { kind: 'front', model: 'aurelia-gt', paint: 'copper', setting: 'studio-dark', time: 'night' },
  },
  {
    id: 1046,
    title: 'Aurelia GT at night',
    alt: 'Aurelia GT in racing red in the city at night',
    shot: { kind: 'side', model: 'aurelia-gt', paint: 'racing red', setting: 'city', time: 'night', place: 'left' },
  },
  {
    id: 1047,
    title: 'Aurelia GT charging at home',
    alt: 'Aurelia GT in copper charging outside a house at dusk',
    shot: { kind: 'side', model: 'aurelia-gt', paint: 'copper', setting: 'home', time: 'dusk', place: 'left' },
  },
  {
    id: 1048,
    title: 'Aurelia E7 on the coast',
    alt: 'Aurelia E7 in pearl white on a coast road on a summer day',
    shot: { kind: 'side', model: 'aurelia-e7', paint: 'pearl white', setting: 'coast', time: 'day', place: 'right' },
  },
]
