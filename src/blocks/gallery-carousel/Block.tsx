import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useId, useState } from 'react'
import { useScrollRow } from '~/ui/carousel.ts'
import { GalleryViewer } from '~/ui/GalleryViewer.tsx'
import { Image } from '~/ui/Image.tsx'
import { RowControls } from '~/ui/RowControls.tsx'
import type { BlockContext } from '../template.ts'
import type { GalleryCarouselFields, GalleryCarouselGroup } from './template.ts'
import { useMediaBase } from '~/ui/media-base.ts'
import { wallpaperFileName, wallpaperUrl } from './wallpaper.ts'
import styles from './GalleryCarousel.module.css'

type Slide = GalleryCarouselGroup & { image: NonNullable<GalleryCarouselGroup['image']> }

/**
 * spec 2 §3.7 Gallery Carousel: a scrolling row of images (previous/next scroll it); each opens
 * the full-screen gallery viewer (src/ui/GalleryViewer.tsx) with the slide description, a wallpaper
 * download when can_download_wallpaper is set, Facebook/Twitter share links for the page, and a
 * button back to the page's Gallery Categories block.
 */
export default function GalleryCarousel({
  fields,
  groups,
  context,
}: {
  fields: GalleryCarouselFields
  groups: GalleryCarouselGroup[]
  context: BlockContext
}) {
  const mediaBase = useMediaBase()
  const slides = groups.filter((g): g is Slide => g.image !== null)
  const count = slides.length
  const [viewing, setViewing] = useState<number | null>(null)
  const rowId = useId()
  const { ref: rowRef, ...row } = useScrollRow<HTMLUListElement>()
  const ui = useUiTexts()

  if (count === 0) return null
  const name = fields.gallery_name.trim()
  const toCategories = () => {
    setViewing(null)
    document.querySelector('[data-template="gallery-categories"]')?.scrollIntoView({ block: 'start' })
  }
  const current = viewing === null ? null : slides[viewing]

  return (
    <section className={styles.gallery} aria-roledescription={ui.carousel} aria-label={name || ui.gallery}>
      {name && <h2 className={`fc-heading fc-heading--m ${styles.name}`}>{name}</h2>}
      <ul
        id={rowId}
        ref={rowRef}
        className={`${styles.row} ${fields.carousel_view_options === 'adjacent_slides' ? `fc-scroll-row--adjacent ${styles.adjacent}` : ''}`}
      >
        {slides.map((slide, i) => (
          <li key={i} className={styles.item}>
            <button
              type="button"
              className={styles.open}
              onClick={() => setViewing(i)}
              aria-label={format(slide.image.alt ? ui.openImageNamed : ui.openImage, { index: i + 1, count, alt: slide.image.alt ?? '' })}
            >
              <Image
                className={styles.thumbnail}
                id={slide.image.id}
                alt=""
                eager={context.eagerImages && i < 3}
                sizes="(min-width: 768px) 40vw, 85vw"
              />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 && <RowControls row={row} rowId={rowId} labels={{ previous: ui.previousImages, next: ui.nextImages }} />}
      <GalleryViewer
        title={name || ui.gallery}
        current={viewing}
        onShow={setViewing}
        closeLabel={fields.close_button}
        slides={slides.map((slide) => ({ image: slide.image, caption: slide.description.trim() || undefined }))}
        share={{ facebook: fields.fb_link, twitter: fields.tw_link }}
        headerAction={fields.categories_button.trim() ? { label: fields.categories_button, onClick: toCategories } : null}
        links={
          current && fields.can_download_wallpaper && viewing !== null
            ? [{ label: ui.downloadWallpaper, href: wallpaperUrl(current.image.id, mediaBase), download: wallpaperFileName(name, viewing) }]
            : []
        }
      />
    </section>
  )
}
