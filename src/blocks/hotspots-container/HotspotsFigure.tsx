import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Image } from '~/ui/Image.tsx'
import type { ImageValue } from '../fields.ts'
import type { ColourTheme } from '../template.ts'
import type { Hotspot } from './hotspots.ts'
import styles from './HotspotsFigure.module.css'

const inside = (percent: number) => `clamp(22px, ${percent}%, calc(100% - 22px))`

/**
 * An image with hotspots (spec 2 §3.8 Hotspots Container, also used per slide by the Number
 * Button Carousel): a button per point on the image; pressing one opens its title and description
 * in the side box (panelTheme), pressing it again, the close button or Escape closes it. Focus
 * moves into the box when it opens and back to the point when it closes. Points show their number,
 * or a plus icon with `markers="icons"`.
 */
export function HotspotsFigure({
  image,
  hotspots,
  eager,
  panelTheme,
  markers = 'numbers',
  sizes = '(min-width: 1600px) 1600px, 100vw',
}: {
  image: ImageValue
  hotspots: readonly Hotspot[]
  eager: boolean
  panelTheme: ColourTheme
  markers?: 'numbers' | 'icons'
  sizes?: string
}) {
  const [open, setOpen] = useState<number | null>(null)
  const panelId = useId()
  const ui = useUiTexts()
  const panelRef = useRef<HTMLDivElement>(null)
  const pointRefs = useRef<(HTMLButtonElement | null)[]>([])
  const focusAfterChange = useRef<number | 'panel' | null>(null)

  useEffect(() => {
    const target = focusAfterChange.current
    focusAfterChange.current = null
    if (target === 'panel') panelRef.current?.focus()
    else if (target !== null) pointRefs.current[target]?.focus()
  }, [open])

  const show = (index: number) => {
    focusAfterChange.current = 'panel'
    setOpen(index)
  }
  const close = () => {
    focusAfterChange.current = open
    setOpen(null)
  }
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    close()
  }
  const current = open === null ? null : hotspots[open]

  return (
    <div className={styles.figure}>
      <div className={styles.frame}>
        <Image className={styles.image} id={image.id} alt={image.alt ?? ''} eager={eager} sizes={sizes} />
        {hotspots.length > 0 && (
          <ol className={styles.points}>
            {hotspots.map((hotspot, i) => (
              // The points sit on the photo, which is not mirrored: physical left/top, not logical;
              // kept a button's half-width inside the photo so edge points never overflow.
              <li key={i} className={styles.point} style={{ left: inside(hotspot.x), top: inside(hotspot.y) }}>
                <button
                  ref={(element) => {
                    pointRefs.current[i] = element
                  }}
                  type="button"
                  className={styles.pointButton}
                  // The visible number is part of the name (WCAG 2.5.3 label in name).
                  aria-label={markers === 'icons' ? hotspot.title : `${i + 1}. ${hotspot.title}`}
                  aria-controls={panelId}
                  aria-expanded={open === i}
                  onClick={() => (open === i ? close() : show(i))}
                >
                  {markers === 'icons' ? <span aria-hidden="true" className={styles.plus} /> : <span aria-hidden="true">{i + 1}</span>}
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div
        ref={panelRef}
        id={panelId}
        className={`${styles.panel} ${panelTheme}`}
        hidden={!current}
        tabIndex={-1}
        role="region"
        aria-label={current?.title}
        onKeyDown={onPanelKeyDown}
      >
        {current && (
          <>
            <div className={styles.panelHead}>
              <h3 className="fc-heading fc-heading--s">{current.title}</h3>
              <button type="button" className={styles.close} aria-label={ui.close} onClick={close}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {current.text && <p className={styles.text}>{current.text}</p>}
          </>
        )}
      </div>
    </div>
  )
}
