import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useState, type MouseEvent } from 'react'
import { GalleryViewer } from '~/ui/GalleryViewer.tsx'
import { Image } from '~/ui/Image.tsx'
import { Links } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import type { GalleryCategoriesFields, GalleryCategoriesGroup } from './template.ts'
import styles from './GalleryCategories.module.css'

type Category = GalleryCategoriesGroup & { image: NonNullable<GalleryCategoriesGroup['image']> }

/**
 * spec 2 §3.7 Gallery Categories: up to four category tiles (cover image, name, number of images).
 * A tile opens the gallery viewer (src/ui/GalleryViewer.tsx, shared with Gallery Carousel) on that
 * category: its image, name, number and links (e.g. to its Gallery Carousel), previous/next through
 * the categories, Facebook/Twitter share links when has_fb_button/has_tw_button are set, and the
 * close button with the editor's label. Following a category's link closes the viewer.
 */
export default function GalleryCategories({
  fields,
  groups,
  context,
}: {
  fields: GalleryCategoriesFields
  groups: GalleryCategoriesGroup[]
  context: BlockContext
}) {
  const categories = groups.filter((g): g is Category => g.image !== null)
  const [viewing, setViewing] = useState<number | null>(null)
  const ui = useUiTexts()
  if (categories.length === 0) return null
  const name = fields.gallery_name.trim()
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setViewing(null)
  }

  return (
    <section className={styles.categories} aria-label={name || ui.galleryCategories}>
      {name && <h2 className={`fc-heading fc-heading--m ${styles.name}`}>{name}</h2>}
      <ul className={styles.grid}>
        {categories.map((category, i) => (
          <li key={i}>
            <button type="button" className={styles.tile} onClick={() => setViewing(i)} aria-haspopup="dialog">
              <Image
                className={styles.image}
                id={category.image.id}
                alt=""
                eager={context.eagerImages}
                sizes="(min-width: 900px) 25vw, (min-width: 600px) 50vw, 100vw"
              />
              <span className={styles.label}>
                {category.category_name.trim() && <span className={styles.categoryName}>{category.category_name}</span>}
                {category.images_quantity.trim() && <span className={styles.quantity}>{category.images_quantity}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <GalleryViewer
        title={name || ui.gallery}
        current={viewing}
        onShow={setViewing}
        closeLabel={fields.close_button}
        share={{ facebook: fields.has_fb_button ? ui.shareOnFacebook : '', twitter: fields.has_tw_button ? ui.shareOnTwitter : '' }}
        slides={categories.map((category) => ({
          image: category.image,
          caption: (
            <div className={styles.caption} onClick={closeOnLink}>
              {category.category_name.trim() && <strong>{category.category_name}</strong>}
              {category.images_quantity.trim() && <span>{category.images_quantity}</span>}
              <Links links={category['rdx-links']} asText />
            </div>
          ),
        }))}
      />
    </section>
  )
}
