import { commonFields } from '../common-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate } from '../template.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('gallery_name', 'Gallery name', '', { max: 200 }),
  field.bool('can_download_wallpaper', 'Offer wallpaper download', false),
  // The share links are built from the page's address; these are their labels (empty: no link).
  field.string('fb_link', 'Facebook share label', 'Share on Facebook', { max: 100 }),
  field.string('tw_link', 'Twitter share label', 'Share on Twitter', { max: 100 }),
  field.string('categories_button', 'Categories button label', 'Categories', {
    max: 100,
    tooltip: "Closes the viewer and goes to the page's Gallery Categories block, when there is one.",
  }),
  field.string('close_button', 'Close button label', 'Close', { max: 100 }),
  commonFields.carouselView,
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
  field.text('description', 'Slide description', '', { max: 1000 }),
] as const

/** spec 2 §3.7 Gallery Carousel; spec 2 §9: up to 40 images. */
export const galleryCarousel = defineTemplate({
  key: 'gallery-carousel',
  name: 'Gallery Carousel',
  description:
    'A row of images that open in a full-screen viewer with previous and next, descriptions, share links and an optional wallpaper download.',
  short_description: 'Image gallery with full-screen viewer',
  group: 'Content',
  list_priority: 64,
  max_field_groups: 40,
  fields,
  field_groups_template: groupFields,
})
export type GalleryCarouselFields = FieldValues<typeof fields>
export type GalleryCarouselGroup = FieldValues<typeof groupFields>
