import { COLOUR_THEME_OPTIONS, commonFields, HEADER_SIZES_WITH_TITLE, HEADING_TAGS } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

/** The banner's fields, which Hero Title Banner Tall shares. */
export const heroTitleBannerFields = [
  commonFields.blockScrollId,
  commonFields.image,
  // spec 2 §3.3 (ADR 162): a video behind the copy, the image its poster.
  commonFields.nativeVideoBackground,
  commonFields.heading,
  // Not in spec 2's list: a short line of copy under the title (ADR 010).
  field.text('paragraph', 'Subtitle', '', { max: 1000 }),
  field.link('button', 'Button'),
  commonFields.copySide,
  field.select('level', 'Title tag (SEO)', HEADING_TAGS, 'h1'),
  field.select('header_size', 'Title font size', HEADER_SIZES_WITH_TITLE, 'xl'),
  commonFields.headerFont,
  field.select('box_color', 'Color theme', COLOUR_THEME_OPTIONS, 'dark-theme'),
] as const

/** spec 2 §3.6 Hero Title Banner. */
export const heroTitleBanner = defineTemplate({
  key: 'hero-title-banner',
  name: 'Hero Title Banner',
  description: 'A full-width image with a title and one button over it.',
  short_description: 'Image with title and button',
  group: 'Hero',
  list_priority: 10,
  fields: heroTitleBannerFields,
})
export type HeroTitleBannerFields = FieldValues<typeof heroTitleBannerFields>
