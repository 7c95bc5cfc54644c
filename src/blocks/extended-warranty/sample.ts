import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    form_id: '1',
    form_hidden_field_mapping: { product: 'extended-warranty' },
    table_content:
      '<table><caption>Extended warranty after the first three years</caption><thead><tr><th scope="col">Cover</th><th scope="col">Mileage</th><th scope="col">Price</th></tr></thead><tbody><tr><td>1 year</td><td>up to 100,000 km</td><td>£495</td></tr><tr><td>2 years</td><td>up to 120,000 km</td><td>£895</td></tr><tr><td>3 years</td><td>up to 150,000 km</td><td>£1,250</td></tr></tbody></table>',
  },
} satisfies BlockSample
