import { z } from 'zod'
import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { parseFrames, type Frame } from './frames.ts'

const fields = [
  commonFields.blockScrollId,
  commonFields.heading,
  commonFields.headerTag,
  field.bool('hasControls', 'Previous and next buttons beside the tabs', true),
  // NOTE: kept so imported content validates; the image tabs here hold images, not videos, so
  // there are no video controls to show (brief: hero-slider tabs are images).
  field.bool('hasVideoControls', 'Video controls', false),
  // The 360 options, shared by the block's 360 tabs; slider_theme is the block's colour theme.
  field.bool('has_slider_with_handle', '360 exterior: slider with a handle', true),
  commonFields.sliderTheme,
  field.bool('has_autostart', '360 exterior: turn once when shown', true),
  field.string('clickToInteract', 'Prompt (mouse)', 'CLICK TO INTERACT', { max: 100 }),
  field.string('touchToInteract', 'Prompt (touch)', 'TOUCH TO INTERACT', { max: 100 }),
  field.string('reset_label', '360 interior: reset button', 'RESET TO DASH', { max: 50 }),
  field.string('exit_label', '360 interior: exit button', 'EXIT', { max: 50 }),
  // spec 2 §3.3 image presets (ADR 164): the pictures of the exterior and interior tabs.
  commonFields.presetExterior,
  commonFields.presetInterior,
] as const

/** spec 2 §3.8: per tab, what it shows ({prefix}- dropped from the values, as from block keys). */
export const COMPONENT_TYPES = options(['hero-slider', 'Image'], ['exterior360', 'Exterior 360'], ['interior-360', 'Interior 360'])

const groupFields = [
  field.string('tab_label', 'Tab label', '', { max: 60 }),
  field.select('component_type', 'Shows', COMPONENT_TYPES, 'hero-slider'),
  /** The image of an image tab, the panorama of an interior tab. */
  commonFields.image,
  field.json('frames', 'Exterior 360 frames', [], {
    imageList: true,
    tooltip: 'Media image ids in turn order, e.g. [1006, 1007] or [{"id": 1006, "alt": "Front"}]',
  }),
] as const

export type TabbedComponentFields = FieldValues<typeof fields>
export type TabbedComponentTab = Omit<FieldValues<typeof groupFields>, 'frames'> & { frames: Frame[] }

const definition = defineTemplate({
  key: 'tabbed-component',
  name: 'Tabbed Component',
  description: 'Tabs that each show an image, an exterior 360 turntable or an interior 360 panorama of a car.',
  short_description: 'Tabs of images and 360 views',
  group: 'Advanced',
  list_priority: 83,
  // spec 2 §9 gives no limit; more tabs than this do not fit one row on a phone.
  max_field_groups: 6,
  fields,
  field_groups_template: groupFields,
})

/**
 * spec 2 §3.8 Tabbed Component. A tab's frames JSON is checked wherever content is validated and
 * comes out as the checked list, so the renderer needs no zod.
 */
export const tabbedComponent: BlockTemplate<TabbedComponentFields, TabbedComponentTab> = {
  ...definition,
  groupSchema: definition.groupSchema.transform((tab, ctx) => {
    const result = parseFrames(tab.frames)
    if (!result.success) {
      ctx.addIssue({ code: 'custom', path: ['frames'], message: result.error, input: tab.frames })
      return z.NEVER
    }
    return { ...tab, frames: result.frames }
  }),
}
