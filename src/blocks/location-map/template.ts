import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { DEFAULT_LATITUDE, DEFAULT_LONGITUDE } from './map.ts'

const fields = [
  commonFields.blockScrollId,
  field.number('location_latitude', 'Latitude', DEFAULT_LATITUDE, { min: -90, max: 90 }),
  field.number('location_longitude', 'Longitude', DEFAULT_LONGITUDE, { min: -180, max: 180 }),
  field.markdown('location_content', 'Description', '', { max: 20_000 }),
  commonFields.boxColor,
  // Not in the spec: the map frame's link text, which every language needs in its own words.
  field.string('map_link_label', 'Map link text', 'Open in maps', { max: 100 }),
] as const

/** spec 2 §3.8 Dual Frame Map (id 1, {prefix}-location-map): a description and a map point. */
export const locationMap = defineTemplate({
  key: 'location-map',
  name: 'Dual Frame Map',
  description: 'A description of a place (a showroom, an event) beside its map point, with a link to open it in maps.',
  short_description: 'Description and map point',
  group: 'Content',
  list_priority: 86,
  fields,
})
export type LocationMapFields = FieldValues<typeof fields>
