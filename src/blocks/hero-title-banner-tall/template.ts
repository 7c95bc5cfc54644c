import { field, options, type FieldValues } from '../fields.ts'
import { heroTitleBannerFields } from '../hero-title-banner/template.ts'
import { defineTemplate } from '../template.ts'
import { LAUNCH_DATE_PATTERN } from './countdown.ts'

const fields = [
  // Hero Title Banner's fields (image, title, subtitle, button, tag, size, font, box_color) …
  ...heroTitleBannerFields,
  // … and spec 2 §3.6's own; the timer box is a countdown to a launch moment (ADR 015).
  field.select('copy_alignment_class', 'Copy position', options(['top', 'Top'], ['center', 'Centre']), 'center'),
  field.separator('Timer box'),
  field.select('timer_box_color', 'Timer box colour', options(['dark-theme', 'Dark'], ['light-theme', 'Light']), 'dark-theme'),
  field.string('timer_date', 'Count down to', '', {
    pattern: LAUNCH_DATE_PATTERN,
    max: 40,
    placeholder: '2027-03-01T09:00+04:00',
    tooltip: "Date and time with the market's UTC offset. Empty: no timer box.",
  }),
  field.string('timer_title', 'Timer title', '', { max: 200, placeholder: 'Order books open in' }),
  field.string('timer_days_label', 'Days label', 'Days', { max: 40 }),
  field.string('timer_hours_label', 'Hours label', 'Hours', { max: 40 }),
  field.string('timer_minutes_label', 'Minutes label', 'Minutes', { max: 40 }),
  field.text('timer_ended_text', 'Text once the moment has come', '', { max: 300, tooltip: 'Empty: the timer box disappears.' }),
] as const

/** spec 2 §3.6 Hero Title Banner Tall: the Hero Title Banner about a screen high, with a timer box. */
export const heroTitleBannerTall = defineTemplate({
  key: 'hero-title-banner-tall',
  name: 'Hero Title Banner Tall',
  description: 'A screen-high image with a title and one button, at the top or in the centre, and an optional countdown to a launch.',
  short_description: 'Tall image with title, button and countdown',
  group: 'Hero',
  list_priority: 11,
  fields,
})
export type HeroTitleBannerTallFields = FieldValues<typeof fields>
