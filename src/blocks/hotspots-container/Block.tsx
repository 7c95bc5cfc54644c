import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Image } from '~/ui/Image.tsx'
import type { BlockContext } from '../template.ts'
import type { HotspotsContainerFields } from './template.ts'
import styles from './HotspotsContainer.module.css'

const inside = (percent: number) => `clamp(22px, ${percent}%, calc(100% - 22px))`

/**
 * spec 2 §3.8 Hotspots Container: numbered buttons on the image; pressing one opens its title
 * and description in the side box (side_box_color), pressing it again, the close button or
 * Escape closes it. Focus moves into the box when it opens and back to the point when it closes.
 */
export default function HotspotsContainer({ fields, context }: { fields: HotspotsContainerFields; groups: unknown[]; context: BlockContext }) {
  const image = fields['rdx-image']
  const hotspots = Array.isArray(fields.hotspots) ? fields.hotspots : []
  const [open, setOpen] = useState<number | null>(null)
  const panelId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const pointRefs = useRef<(HTMLButtonElement | null)[]>([])
  const focusAfterChange = useRef<number | 'panel' | null>(null)

  useEffect(() => {
    const target = focusAfterChange.current
    focusAfterChange.current = null
    if (target === 'panel') panelRef.current?.focus()
    else if (target !== null) pointRefs.current[target]?.focus()
  }, [open])

  if (!image) return null
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
    <section className={styles.hotspots}>
      <div className={styles.figure}>
        <div className={styles.frame}>
          <Image className={styles.image} id={image.id} alt={image.alt ?? ''} eager={context.eagerImages} sizes="(min-width: 1600px) 1600px, 100vw" />
          {hotspots.length > 0 && (
            <ol className={styles.points}>
              {hotspots.map((hotspot, i) => (
                // The points sit on the photo, which is not mirrored: physical left/top, not logical;
                // kept a button's half-width inside the photo so edge points never overflow.
                <li key={i} className={styles.point} style={{ left: inside(hotspot.x), top: inside(hotspot.y) }}>
                  <button ref={(element) => { pointRefs.current[i] = element }} type="button"
                    className={styles.pointButton} aria-label={hotspot.title} aria-controls={panelId}
                    aria-expanded={open === i} onClick={() => (open === i ? close() : show(i))}>
                    <span aria-hidden="true">{i + 1}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div ref={panelRef} id={panelId} className={`${styles.panel} ${fields.side_box_color}`} hidden={!current}
          tabIndex={-1} role="region" aria-label={current?.title} onKeyDown={onPanelKeyDown}>
          {current && (
            <>
              <div className={styles.panelHead}>
                <h3 className="fc-heading fc-heading--s">{current.title}</h3>
                <button type="button" className={styles.close} aria-label="Close" onClick={close}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {current.text && <p className={styles.text}>{current.text}</p>}
            </>
          )}
        </div>
      </div>
    </section>
  )
}
