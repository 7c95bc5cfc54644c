import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { slideAfter } from './carousel.ts'
import { StepButton } from './CarouselControls.tsx'
import { arrowStep, shareLinks } from './gallery-viewer.ts'
import { Image } from './Image.tsx'
import { Modal } from './Modal.tsx'
import styles from './GalleryViewer.module.css'
import { useUiTexts } from '~/i18n/ui-texts.ts'

export interface ViewerSlide {
  image: { id: number; alt?: string }
  /** Shown under the image (a description, a category's name and links …). */
  caption?: ReactNode
}

/**
 * spec 2 §3.7 galleries: the full-screen viewer of Gallery Carousel and Gallery Categories, on the
 * one modal primitive (spec 1 §4 Modal: Escape closes it and focus returns to what opened it),
 * showing one slide with its caption, the position, previous/next (wrapping round; arrow keys
 * too), the owner's extra links and Facebook/Twitter share links for the page, and a close button
 * with the editor's label. Nothing is rendered while closed.
 */
export function GalleryViewer(props: {
  title: string
  slides: readonly ViewerSlide[]
  /** The slide shown; null while closed. */
  current: number | null
  /** Shows another slide, or closes the viewer (null). */
  onShow: (index: number | null) => void
  closeLabel: string
  /** The labels of the share links; an empty label leaves its link out. */
  share: { facebook: string; twitter: string }
  /** A second header button beside Close (e.g. back to the categories). */
  headerAction?: { label: string; onClick: () => void } | null
  /** Links of the current slide before the share links (e.g. a wallpaper download). */
  links?: readonly { label: string; href: string; download?: string }[]
}) {
  const ui = useUiTexts()
  const { slides, current, onShow } = props
  const count = slides.length
  const titleId = useId()

  const slide = current === null ? undefined : slides[current]
  const step = (direction: 1 | -1) => current !== null && onShow(slideAfter(current, count, direction))
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = arrowStep(event.key, getComputedStyle(event.currentTarget).direction === 'rtl')
    if (direction === 0 || count < 2) return
    event.preventDefault()
    step(direction)
  }
  // Only ever rendered in the browser (the viewer opens on a click), so the page's address is known.
  const share = slide ? shareLinks(window.location.href) : null
  const shareItems = share
    ? [
        { label: props.share.facebook.trim(), href: share.facebook },
        { label: props.share.twitter.trim(), href: share.twitter },
      ].filter((s) => s.label)
    : []

  return (
    <Modal
      open={slide !== undefined}
      onClose={() => onShow(null)}
      labelledBy={titleId}
      closeButton={false}
      variant="fullscreen"
      className={styles.viewer}
    >
      {slide && current !== null && (
        <div className={styles.inner} onKeyDown={onKeyDown}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {props.title}
            </h2>
            <p className={styles.position} aria-live="polite">
              {current + 1} / {count}
            </p>
            {props.headerAction && (
              <button type="button" className={styles.textButton} onClick={props.headerAction.onClick}>
                {props.headerAction.label}
              </button>
            )}
            <button type="button" className={styles.textButton} onClick={() => onShow(null)}>
              {props.closeLabel.trim() || ui.close}
            </button>
          </header>
          <figure className={styles.figure}>
            <Image key={current} className={styles.image} id={slide.image.id} alt={slide.image.alt ?? ''} eager sizes="100vw" />
            {slide.caption && <figcaption className={styles.caption}>{slide.caption}</figcaption>}
          </figure>
          <div className={styles.controls}>
            {count > 1 && <StepButton direction={-1} label={ui.previousImage} onStep={() => step(-1)} />}
            <div className={styles.actions}>
              {props.links?.map((link) => (
                <a key={link.href} className={styles.action} href={link.href} download={link.download}>
                  {link.label}
                </a>
              ))}
              {shareItems.map((item) => (
                <a key={item.href} className={styles.action} href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label}
                </a>
              ))}
            </div>
            {count > 1 && <StepButton direction={1} label={ui.nextImage} onStep={() => step(1)} />}
          </div>
        </div>
      )}
    </Modal>
  )
}
