import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { CAR_RENT_EQUIPMENT, CAR_RENT_ICONS } from './limits.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('heading', 'Title', '', { max: 200 }),
  commonFields.headerTag,
  commonFields.boxColor,
] as const
export type CarRentFields = FieldValues<typeof fields>

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

/** Per group: one rental offer — its picture and copy, its icon facts and its equipment. */
const groupFields = [
  field.image('image', 'Image', { withAlt: true }),
  field.string('title', 'Title', '', { max: 200 }),
  field.markdown('text', 'Text', '', { max: 5000 }),
  field.link('link', 'Link'),
  field.separator('Icons'),
  ...range(CAR_RENT_ICONS).flatMap((n) => [
    field.icon(`icon-${n}` as const, `Icon ${n}`),
    field.string(`icon-text-${n}` as const, `Icon ${n} text`, '', { max: 100 }),
  ]),
  field.separator('Equipment'),
  ...range(CAR_RENT_EQUIPMENT).flatMap((n) => [
    field.string(`equipment-title-${n}` as const, `Equipment ${n} title`, '', { max: 200 }),
    field.text(`equipment-description-${n}` as const, `Equipment ${n} description`, '', { max: 1000 }),
    field.image(`rdx-image-${n}` as const, `Equipment ${n} image`, { withAlt: true }),
  ]),
] as const
export type CarRentGroup = FieldValues<typeof groupFields>

/** spec 2 §1, §3.12 Car Rent: the simple rent-a-car content block; spec 2 §9: up to 20 groups. */
export const carRent = defineTemplate({
  key: 'car-rent',
  name: 'Car Rent',
  description:
    'Rental offers as content: per offer a picture, title, text and link, up to eight icon facts and five equipment items with pictures.',
  short_description: 'Rental offers with icons and equipment',
  group: 'Specials',
  list_priority: 102,
  max_field_groups: 20,
  fields,
  field_groups_template: groupFields,
})
