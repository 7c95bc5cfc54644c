import { MERCHANDISE_SIZES } from '~/merchandise/sizes.ts'
import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'
import { MAX_PHOTOS, PHOTOS_PLACEHOLDER } from './placeholder.ts'

const SIZE_OPTIONS = [{ label: 'None', value: '' }, ...MERCHANDISE_SIZES.map((size) => ({ label: size, value: size }))] as const

const fields = [
  commonFields.blockScrollId,
  field.text('images', 'Images', '[]', {
    max: 50_000,
    placeholder: '["https://shop.example/cap-front.jpg", "/media/api/v2/images/1004/w/1024.jpg"]',
    tooltip: `A JSON list of up to ${MAX_PHOTOS} image URLs (https:// or starting with /), in order.`,
  }),
  field.string('images_alt', 'Images alt text', '', { max: 300 }),
  field.markdown('html', 'HTML', '', { tooltip: `Write ${PHOTOS_PLACEHOLDER} where the photos go; without it they come first.` }),
  // Sizes (spec 2 §3.7: XS to XXXXL): the smallest and the largest the item comes in (ADR 017).
  field.select('size_from', 'Smallest size', SIZE_OPTIONS, ''),
  field.select('size_to', 'Largest size', SIZE_OPTIONS, ''),
  field.string('sizes_label', 'Sizes title', 'Sizes', { max: 50 }),
  commonFields.boxColor,
] as const

/** spec 2 §3.7 Collection Item ('MENA Collection Item', {prefix}-collection-item). */
export const collectionItem = defineTemplate({
  key: 'collection-item',
  name: 'MENA Collection Item',
  description:
    'A merchandise item: its description in HTML with a carousel of photos where the editor puts {{photos}}, and the sizes it comes in.',
  short_description: 'Merchandise item with photos',
  group: 'Mena',
  list_priority: 122,
  fields,
})
export type CollectionItemFields = FieldValues<typeof fields>
/** What data.server.ts resolves: the images JSON as checked on the server. */
export interface CollectionItemData {
  photos: string[]
}
