import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { slideAfter, useScrollRow } from '~/ui/carousel.ts'
import { Image } from '~/ui/Image.tsx'
import type { BlockContext } from '../template.ts'
import type { GalleryCarouselFields, GalleryCarouselGroup } from './template.ts'
import { arrowStep, shareLinks, wallpaperFileName, wallpaperUrl } from './viewer.ts'
import styles from './GalleryCarousel.module.css'

type Slide = GalleryCarouselGroup & { image: NonNullable<GalleryCarouselGroup['image']> }

/**
 * spec 2 §3.7 Gallery Carousel: a scrolling row of images (previous/next scroll it); each opens
 * a full-screen viewer (a modal <dialog>: Escape closes it and focus returns to the image) with
 * previous/next (wrapping round; arrow keys too), the slide description, a wallpaper download when
 * can_download_wallpaper is set, and Facebook/Twitter share links for the page.
 */
export default function GalleryCarousel({ fields, groups, context }: { fields: GalleryCarouselFields; groups: GalleryCarouselGroup[]; context: BlockContext }) {
  const slides = groups.filter((g): g is Slide => g.image !== null)
  const count = slides.length
  const [viewing, setViewing] = useState<number | null>(null)
  const [pageUrl, setPageUrl] = useState('')
  const dialog = useRef<HTMLDialogElement>(null)
  const rowId = useId()
  const titleId = useId()
  const { ref: rowRef, step: scroll, atStart, atEnd } = useScrollRow<HTMLUListElement>()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (viewing !== null && !element.open) element.showModal()
    if (viewing === null && element.open) element.close()
  }, [viewing])

  if (count === 0) return null
  const name = fields.gallery_name.trim()
  const open = (index: number) => {
    setPageUrl(window.location.href)
    setViewing(index)
  }
  const show = (step: 1 | -1) => setViewing((index) => (index === null ? index : slideAfter(index, count, step)))
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = arrowStep(event.key, getComputedStyle(event.currentTarget).direction === 'rtl')
    if (step === 0 || count < 2) return
    event.preventDefault()
    show(step)
  }
  const toCategories = () => {
    setViewing(null)
    document.querySelector('[data-template="gallery-categories"]')?.scrollIntoView({ block: 'start' })
  }
  const current = viewing === null ? null : slides[viewing]
  const share = pageUrl ? shareLinks(pageUrl) : null

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={name || 'Gallery'}>
      {name && <h2 className={`fc-heading fc-heading--m ${styles.name}`}>{name}</h2>}
      <ul id={rowId} ref={rowRef} className={styles.row}>
        {slides.map((slide, i) => (
          <li key={i} className={styles.item}>
            <button type="button" className={styles.open} onClick={() => open(i)}
              aria-label={`Open image ${i + 1} of ${count}${slide.image.alt ? `: ${slide.image.alt}` : ''}`}>
              <Image className={styles.thumbnail} id={slide.image.id} alt="" eager={context.eagerImages && i < 3}
                sizes="(min-width: 768px) 40vw, 85vw" />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 && !(atStart && atEnd) && (
        <div className={styles.rowControls}>
          <button type="button" className={styles.control} aria-controls={rowId} aria-label="Previous images"
            aria-disabled={atStart || undefined} onClick={() => !atStart && scroll(-1)}>
            <span aria-hidden="true" className={styles.arrow}>‹</span>
          </button>
          <button type="button" className={styles.control} aria-controls={rowId} aria-label="Next images"
            aria-disabled={atEnd || undefined} onClick={() => !atEnd && scroll(1)}>
            <span aria-hidden="true" className={styles.arrow}>›</span>
          </button>
        </div>
      )}

      <dialog ref={dialog} className={styles.viewer} aria-labelledby={titleId} onClose={() => setViewing(null)} onKeyDown={onKeyDown}>
        {current && viewing !== null && (
          <div className={styles.viewerInner}>
            <header className={styles.viewerHeader}>
              <h2 id={titleId} className={styles.viewerTitle}>{name || 'Gallery'}</h2>
              <p className={styles.position} aria-live="polite">{viewing + 1} / {count}</p>
              {fields.categories_button.trim() && (
                <button type="button" className={styles.textButton} onClick={toCategories}>{fields.categories_button}</button>
              )}
              <button type="button" className={styles.textButton} onClick={() => setViewing(null)}>{fields.close_button.trim() || 'Close'}</button>
            </header>
            <figure className={styles.figure}>
              <Image key={viewing} className={styles.image} id={current.image.id} alt={current.image.alt ?? ''} eager sizes="100vw" />
              {current.description.trim() && <figcaption className={styles.description}>{current.description}</figcaption>}
            </figure>
            <div className={styles.viewerControls}>
              {count > 1 && (
                <button type="button" className={styles.control} onClick={() => show(-1)} aria-label="Previous image">
                  <span aria-hidden="true" className={styles.arrow}>‹</span>
                </button>
              )}
              <div className={styles.actions}>
                {fields.can_download_wallpaper && (
                  <a className={styles.action} href={wallpaperUrl(current.image.id)} download={wallpaperFileName(name, viewing)}>Download wallpaper</a>
                )}
                {share && fields.fb_link.trim() && (
                  <a className={styles.action} href={share.facebook} target="_blank" rel="noopener noreferrer">{fields.fb_link}</a>
                )}
                {share && fields.tw_link.trim() && (
                  <a className={styles.action} href={share.twitter} target="_blank" rel="noopener noreferrer">{fields.tw_link}</a>
                )}
              </div>
              {count > 1 && (
                <button type="button" className={styles.control} onClick={() => show(1)} aria-label="Next image">
                  <span aria-hidden="true" className={styles.arrow}>›</span>
                </button>
              )}
            </div>
          </div>
        )}
      </dialog>
    </section>
  )
}
