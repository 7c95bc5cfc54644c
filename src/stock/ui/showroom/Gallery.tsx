import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { slideAfter } from '~/ui/carousel.ts'
import { arrowStep, swipeStep } from '~/ui/gallery-viewer.ts'
import type { ShowroomPhoto } from './showroom.ts'
import { DialogButton } from './Dialog.tsx'
import { NoPhoto } from '../vehicle-card/NoPhoto.tsx'
import { VehiclePhoto } from '../vehicle-card/VehiclePhoto.tsx'
import { useStockTexts } from '../../texts/context.ts'
import { fill } from '../../texts/texts.ts'
import styles from './Showroom.module.css'
import { useUiTexts } from '~/i18n/ui-texts.ts'

/**
 * The widths of a photo's sizes (ADR 076, as the demo feed draws them, ADR 071): the inventory
 * service names sizes, not widths.
 */
export const PHOTO_WIDTHS = { quarter_hd: 640, medium: 768, normal: 1024, hd: 1280 } as const

/** A photo's srcset from the sizes it has, smallest first. */
export function photoSrcSet(photo: ShowroomPhoto): string {
  return (Object.keys(PHOTO_WIDTHS) as (keyof typeof PHOTO_WIDTHS)[])
    .flatMap((size) => (photo[size] ? [`${photo[size]} ${PHOTO_WIDTHS[size]}w`] : []))
    .join(', ')
}

function Photo(props: { photo: ShowroomPhoto; alt: string; eager: boolean; sizes: string; className?: string; fallback: ReactNode }) {
  return (
    <VehiclePhoto
      fallback={props.fallback}
      className={props.className}
      src={props.photo.normal}
      srcSet={photoSrcSet(props.photo)}
      sizes={props.sizes}
      width={1280}
      height={720}
      alt={props.alt}
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.eager ? 'high' : undefined}
      decoding={props.eager ? undefined : 'async'}
    />
  )
}

/**
 * spec 3 §2 photos: the cover and the gallery. The shown photo changes with the thumbnails,
 * previous / next, a swipe across it, or the arrow keys while the gallery has focus (reversed
 * right to left); it
 * opens full size in a dialog. The cover is eager (the page's largest paint), thumbnails lazy.
 */
export function Gallery({ photos, name }: { photos: ShowroomPhoto[]; name: string }) {
  const ui = useUiTexts()
  const t = useStockTexts()
  const [current, setCurrent] = useState(0)
  // Where a finger went down on the photo: its lift steps as a swipe (swipeStep).
  const touch = useRef<{ x: number; y: number } | null>(null)
  const count = photos.length
  if (count === 0) return <NoPhoto label={t['showroom.no_photo']} size="showroom" />
  const photo = photos[current] ?? photos[0]!
  const step = (direction: 1 | -1) => setCurrent((index) => slideAfter(index, count, direction))
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = arrowStep(event.key, getComputedStyle(event.currentTarget).direction === 'rtl')
    if (direction === 0 || count < 2) return
    event.preventDefault()
    step(direction)
  }
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    touch.current = event.pointerType === 'touch' && count > 1 ? { x: event.clientX, y: event.clientY } : null
  }
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = touch.current
    touch.current = null
    if (!start) return
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const direction = swipeStep(event.clientX - start.x, event.clientY - start.y, rtl)
    if (direction !== 0) step(direction)
  }
  // The page's photo and the full-size one alike take a finger's swipe.
  const swipeHandlers = { onPointerDown, onPointerUp, onPointerCancel: () => (touch.current = null) }
  const alt = (index: number) => fill(t['showroom.photoAlt'], { name, index: index + 1, count })
  const controls = count > 1 && (
    <div className={styles.galleryControls}>
      <button type="button" className={styles.stepButton} onClick={() => step(-1)} aria-label={t['showroom.previousPhoto']}>
        <span aria-hidden="true" className={styles.arrowStart} />
      </button>
      {/* Left to right in every language: '1 / 4' would read '4 / 1' in Arabic. */}
      <p className={styles.position} aria-live="polite" dir="ltr">
        {current + 1} / {count}
      </p>
      <button type="button" className={styles.stepButton} onClick={() => step(1)} aria-label={t['showroom.nextPhoto']}>
        <span aria-hidden="true" className={styles.arrowEnd} />
      </button>
    </div>
  )
  return (
    <section className={styles.gallery} aria-roledescription={ui.carousel} aria-label={t['showroom.gallery']} onKeyDown={onKeyDown}>
      <div className={styles.cover}>
        <div className={styles.swipe} {...swipeHandlers}>
          <Photo
            photo={photo}
            alt={alt(current)}
            eager={current === 0}
            sizes="(min-width: 1024px) 60vw, 100vw"
            fallback={<NoPhoto label={t['showroom.no_photo']} size="showroom" />}
          />
        </div>
        {controls}
        <DialogButton label={t['showroom.openPhoto']} title={alt(current)} className={styles.textButton} wide>
          {/* Its size before it arrives, as the page's photo has: without it the photo is 0 px
              high until loaded, and the buttons under it jump as it comes (a click misses). */}
          <div className={styles.swipe} {...swipeHandlers}>
            <img className={styles.fullPhoto} src={photo.hd ?? photo.normal} alt={alt(current)} width={1280} height={720} />
          </div>
          {/* The full size steps through the photos too: by these, not only by the arrow keys. */}
          {controls}
        </DialogButton>
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {photos.map((p, index) => (
            <li key={`${p.normal}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === current ? 'true' : undefined}
                aria-label={alt(index)}
                onClick={() => setCurrent(index)}
              >
                <img src={p.quarter_hd ?? p.medium ?? p.normal} alt="" width={160} height={90} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
