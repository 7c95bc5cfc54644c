import { commonFields, HEADING_TAGS } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { DEFAULT_SLIDE_DURATION_MS } from '~/ui/carousel.ts'

/**
 * spec 2 §3.7 gives two readings of this block's fields and defaults. The fields are the union of
 * both; the defaults are Reading A's, with the B-only fields set to agree with it (ADR 012).
 */

/** Slide durations shorter than a second cannot be read; longer than a minute look stuck. */
const DURATION_LIMITS = { min: 1000, max: 60_000, integer: true }
const VIDEO_URL = { placeholder: 'https://videos.example.com/hero.mp4', tooltip: 'A video file (MP4 or WebM) URL', max: 2048 }
/** Where a background video is anchored when it is cropped to the slide (spec silent on the values). */
const VIDEO_POSITIONS = options(['center', 'Centre'], ['top', 'Top'], ['bottom', 'Bottom'])

const fields = [
  commonFields.blockScrollId,
  field.bool('is_autoplay', 'Autoplay', true, { tooltip: 'Slides move on by themselves when there is more than one.' }),
  field.bool('has_timer', 'Show timer with play/pause button', true, {
    tooltip: 'Keep on while autoplay is on: visitors need a way to stop moving content (WCAG 2.2.2).',
  }),
  field.number('slide_duration', 'Slide duration (ms)', DEFAULT_SLIDE_DURATION_MS, DURATION_LIMITS),
  field.select('timer_box_color', 'Timer box colour', options(['dark-theme', 'Dark'], ['light-theme', 'Light']), 'dark-theme'),
  field.bool('has_banner', 'Show offer banner (info, price, description)', true),
  field.bool('has_touch_devices_slides_limit', 'Allow 4 slides on mobile', false, {
    tooltip: 'On: touch devices show only the first 4 slides.',
  }),
  field.bool('has_mobile_video', 'Play videos on mobile', true),
  field.bool('has_wide_ratio', 'Wide images on desktop', false, { tooltip: "Uses each slide's wide image (16:6.5) from 768 px up." }),
  // NOTE: spec 2 §3.7 names is_ffi, offer_key and has_mxo (personalisation) without their
  // behaviour; they are kept so imported content validates, and have no effect yet.
  field.bool('is_ffi', 'FFI', false),
  field.string('offer_key', 'Offer key', '', { max: 100 }),
  field.bool('has_mxo', 'Personalisation', false),
] as const

const groupFields = [
  commonFields.image,
  field.image('rdx-image-wide', 'Wide image', {
    withAlt: true,
    sizes: [
      { w: 1600, h: 650 },
      { w: 1024, h: 416 },
      { w: 640, h: 260 },
    ],
  }),
  field.number('slide_duration_limit', 'Slide duration (ms), this slide only', null, DURATION_LIMITS),
  field.separator('Video'),
  field.select(
    'video_type',
    'Video type',
    options(['video_background', 'Background video'], ['video', 'Video with controls']),
    'video_background',
  ),
  field.string('video_bg', 'Background video', '', VIDEO_URL),
  field.string('video_desktop', 'Video (desktop)', '', VIDEO_URL),
  field.string('video_mobile', 'Video (mobile)', '', { ...VIDEO_URL, tooltip: 'Required for a video on mobile.' }),
  field.select('video-styles', 'Video position', VIDEO_POSITIONS, 'center'),
  field.select('video-styles-wide', 'Video position (wide)', VIDEO_POSITIONS, 'center'),
  field.separator('Copy'),
  commonFields.copySide,
  field.icon('icon', 'Icon'),
  commonFields.heading,
  field.select('tag', 'Title tag (SEO)', HEADING_TAGS, 'h2'),
  commonFields.paragraph,
  field.link('rdx-link', 'Button'),
  // Reading A's "fallback links": shown when the slide's button is not (spec silent on more).
  field.links('fallback_links', 'Fallback links', { max: 3 }),
  field.separator('Offer banner'),
  field.string('info', 'Info', '', { max: 200, placeholder: 'Representative example' }),
  field.string('price', 'Price', '', { max: 100, placeholder: 'From £399 a month' }),
  field.text('description', 'Description', '', { max: 1000 }),
] as const

/** spec 2 §3.7 Hero Carousel (id 23, {prefix}-hero-carousel, 'Hero Carousel 2.0'). */
export const heroCarousel = defineTemplate({
  key: 'hero-carousel',
  name: 'Hero Carousel 2.0',
  description:
    'Full-width slides of images or background videos, each with a title, text, a button and an optional offer banner, moving on by themselves with a play/pause timer.',
  short_description: 'Hero slides with images or videos',
  group: 'Hero',
  list_priority: 12,
  fields,
  field_groups_template: groupFields,
})
export type HeroCarouselFields = FieldValues<typeof fields>
export type HeroCarouselSlide = FieldValues<typeof groupFields>
