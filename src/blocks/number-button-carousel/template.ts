import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { MAX_HOTSPOTS, withCheckedHotspots, type Hotspot } from '../hotspots-container/hotspots.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.bool('has_timer', 'Autoplay with timer and play/pause button', true, {
    tooltip: 'On: slides move on by themselves, with a play/pause button. Off: visitors change slides with the numbered buttons.',
  }),
  field.bool('has_icons', 'Hotspots as icons', true, { tooltip: 'On: hotspots show a plus icon. Off: they show their number.' }),
] as const

const groupFields = [
  field.image(
    'image',
    'Image',
    {
      withAlt: true,
      sizes: [
        { w: 1600, h: 900 },
        { w: 1024, h: 576 },
        { w: 640, h: 360 },
      ],
    },
    { id: 24735 },
  ),
  field.json('hotspots', 'Image hotspots', [], {
    tooltip: `Up to ${MAX_HOTSPOTS} points on this slide's image: x and y are percentages from its top left corner.`,
    placeholder: '[{"x": 30, "y": 55, "title": "LED headlights", "text": "Adaptive matrix beams."}]',
  }),
  field.string('tagline', 'Tagline', '', { max: 200 }),
  field.string('link_label', 'Link label', '', { max: 100 }),
  // Not in spec 2's list, which gives the link's label only: where the link goes.
  field.link('link', 'Link', { withoutIcon: true }),
] as const

export type NumberButtonCarouselFields = FieldValues<typeof fields>
export type NumberButtonCarouselGroup = Omit<FieldValues<typeof groupFields>, 'hotspots'> & { hotspots: Hotspot[] }

/** Numbered buttons stay readable up to two digits in a row; spec 2 §9 gives no limit (ADR 016). */
export const MAX_SLIDES = 10

const definition = defineTemplate({
  key: 'number-button-carousel',
  name: 'Number Button Carousel',
  description:
    'Large images with hotspots, one at a time, chosen with numbered buttons, each with a tagline and a link; moves on by itself with a play/pause button when the timer is on.',
  short_description: 'Image slides with numbered buttons and hotspots',
  group: 'Content',
  list_priority: 67,
  max_field_groups: MAX_SLIDES,
  fields,
  field_groups_template: groupFields,
})

/**
 * spec 2 §3.7 Number Button Carousel. Each slide's hotspots JSON follows the Hotspots Container's
 * rules and comes out as the checked list (ADR 016), so the renderer needs no zod.
 */
export const numberButtonCarousel: BlockTemplate<NumberButtonCarouselFields, NumberButtonCarouselGroup> = {
  ...definition,
  groupSchema: withCheckedHotspots(definition.groupSchema),
}
