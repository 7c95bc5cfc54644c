import { COLOUR_THEME_OPTIONS, commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { MAX_HOTSPOTS, withCheckedHotspots, type Hotspot } from './hotspots.ts'

const fields = [
  commonFields.blockScrollId,
  commonFields.image,
  field.json('hotspots', 'Hotspots', [], {
    tooltip: `Up to ${MAX_HOTSPOTS} points: x and y are percentages of the image from its top left corner.`,
    placeholder: '[{"x": 30, "y": 55, "title": "LED headlights", "text": "Adaptive matrix beams."}]',
  }),
  field.select('side_box_color', 'Description box colour', COLOUR_THEME_OPTIONS, 'black-theme'),
] as const

export type HotspotsContainerFields = Omit<FieldValues<typeof fields>, 'hotspots'> & { hotspots: Hotspot[] }

const definition = defineTemplate({
  key: 'hotspots-container',
  name: 'Hotspots Container',
  description: 'An image with numbered points; each opens a description of that part of the car.',
  short_description: 'Image with hotspots',
  group: 'Advanced',
  list_priority: 84,
  fields,
})

/**
 * spec 2 §3.8 Hotspots Container (id 1118, {prefix}-hotspots-container). The hotspots JSON is
 * checked against hotspotListSchema wherever content is validated (bundle import, page load) and
 * comes out as the checked list, so stored content holds the list and the renderer needs no zod.
 */
export const hotspotsContainer: BlockTemplate<HotspotsContainerFields> = {
  ...definition,
  schema: withCheckedHotspots(definition.schema),
}
