import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('gallery_name', 'Gallery name', '', { max: 200 }),
  field.bool('has_fb_button', 'Facebook share link', true),
  field.bool('has_tw_button', 'Twitter share link', true),
  field.string('close_button', 'Close button label', 'Close', { max: 100 }),
] as const

const groupFields = [
  field.string('category_name', 'Category name', '', { max: 100 }),
  // Text, so each market writes it in its language: '24 images', '٢٤ صورة' (ADR 017).
  field.string('images_quantity', 'Number of images', '', { max: 50, placeholder: '24 images' }),
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
  commonFields.links,
] as const

/** spec 2 §3.7 Gallery Categories; spec 2 §9: up to 4 categories. */
export const galleryCategories = defineTemplate({
  key: 'gallery-categories',
  name: 'Gallery Categories',
  description:
    'Up to four gallery categories (exterior, interior …), each with its cover image and number of images; a category opens in the full-screen gallery viewer with its links and share links.',
  short_description: 'Gallery categories with full-screen viewer',
  group: 'Content',
  list_priority: 67,
  max_field_groups: 4,
  fields,
  field_groups_template: groupFields,
})
export type GalleryCategoriesFields = FieldValues<typeof fields>
export type GalleryCategoriesGroup = FieldValues<typeof groupFields>
