import type { BlockSample } from '../sample.ts'

/** spec 2 §9 sample extras: seats 200, additional drivers 50, bike racks 75; amounts 0–10, 1–10, 2–10. */
export const sampleExtras = {
  items: [
    {
      heading: 'Comfort',
      subitems: [
        {
          heading: 'Child seats',
          price: 200,
          price_string_context: 'per seat',
          features_list: ['Group 1/2/3', 'Fitted before pick-up'],
          controller: { type: 'amount', min: 0, max: 10, value: 0, default: 0 },
        },
        {
          heading: 'Additional drivers',
          price: 50,
          price_string_context: 'per driver',
          features_list: [],
          controller: { type: 'amount', min: 1, max: 10, value: 1, default: 1 },
        },
        {
          heading: 'Bike racks',
          price: 75,
          price_string_context: 'per rack',
          features_list: ['Tow-bar carrier'],
          controller: { type: 'amount', min: 2, max: 10, value: 2, default: 2 },
        },
      ],
    },
    {
      heading: 'Cover',
      subitems: [
        {
          heading: 'Full insurance',
          price: 120,
          price_string_context: 'per rental',
          features_list: ['No excess'],
          controller: { type: 'toggler', true_label: 'Yes', false_label: 'No', value: false, default: false },
        },
      ],
    },
  ],
}

export const sampleLocations = {
  locations_list: [
    {
      name_key: 'london-kings-cross',
      city_name: 'London',
      point_name: "King's Cross",
      address: '1 Pancras Square, London N1C 4AG',
      coordinates: { lat: 51.5347, lng: -0.1246 },
    },
    {
      name_key: 'manchester-piccadilly',
      city_name: 'Manchester',
      point_name: 'Piccadilly',
      address: 'Piccadilly Station Approach, Manchester M1 2QF',
      coordinates: { lat: 53.4774, lng: -2.2309 },
    },
  ],
}

export const sampleVehicles = {
  vehicles_list: [
    {
      image_id: 1001,
      display_name: 'Aurelia E5',
      nameplate_name: 'Electric hatchback',
      price: { daily: 89 },
      locations: ['london-kings-cross', 'manchester-piccadilly'],
      specification: ['5 seats', 'Up to 318 miles', 'Automatic'],
    },
    {
      image_id: 1002,
      display_name: 'Aurelia E7',
      nameplate_name: 'Electric saloon',
      price: { daily: 129 },
      locations: ['london-kings-cross'],
      specification: ['5 seats', 'Up to 402 miles', 'Automatic'],
    },
  ],
}

export const sample = {
  fields: {
    locations_json: sampleLocations,
    vehicles_json: sampleVehicles,
    contact_step_form_id: '7',
    form_summary_template: '{{first_name}} {{last_name}}\n{{email}}',
    form_hidden_field_mapping: { source: 'rent-a-car' },
    location_disclaimer: '<p>Opening hours: Monday to Saturday, 8:00 to 18:00.</p>',
    additional_json: {
      allow_different_dropoff: true,
      allow_custom_pickup: false,
      allow_custom_dropoff: false,
      distance_unit: 'mi',
      datepicker_disabled_days: [0],
      date: { locale: 'en-GB', options: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } },
    },
    box_color: 'light-theme',
  },
  groups: [{ name: 'Extras', data_json: sampleExtras }],
} satisfies BlockSample
