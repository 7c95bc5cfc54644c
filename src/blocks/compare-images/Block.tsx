import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react'
import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { Image } from '~/ui/Image.tsx'
import { IMAGE_RATIOS, type ImageRatio } from '~/ui/image.ts'
import { isLinkShown } from '~/ui/links.ts'
import { LinkButton } from '~/ui/Links.tsx'
import { animate, InteractPrompt, isRightToLeft, useFirstView, useReducedMotion } from '../exterior-360/interaction.tsx'
import type { BlockContext } from '../template.ts'
import { positionAfterKey, positionFromPointer, startPosition, sweepPosition, SWEEP_MS } from './compare.ts'
import type { CompareImagesFields } from './template.ts'
import styles from './CompareImages.module.css'

/**
 * spec 2 §3.8 Compare Images: the "before" image shows up to the divider, the "after" image
 * beyond it. The visitor drags anywhere on the images or uses the arrow keys on the handle
 * (role=slider). Idle, a 'Click / Touch to interact' prompt shows until the visitor interacts
 * (spec 2 §4); with has_autostart the divider sweeps once when the block scrolls into view,
 * unless reduced motion is preferred.
 */
export default function CompareImages({ fields, context }: { fields: CompareImagesFields; groups: unknown[]; context: BlockContext }) {
  const start = startPosition(fields.start_position)
  const [position, setPosition] = useState(start)
  const [interacted, setInteracted] = useState(false)
  const [swept, setSwept] = useState(false)
  const reducedMotion = useReducedMotion()
  const stageRef = useRef<HTMLDivElement>(null)
  const handleRef = useRef<HTMLDivElement>(null)
  const dragging = useRef(false)
  const ui = useUiTexts()
  const stopSweep = useRef<(() => void) | null>(null)

  // With a sidebar the images are the narrower 1350x946 pair, else the 1600x900 pair; either
  // pair stands in for the other when the editor filled only one.
  const [before, after] = fields.has_sidebar
    ? [fields.image_before_sidebar ?? fields.image_before, fields.image_after_sidebar ?? fields.image_after]
    : [fields.image_before ?? fields.image_before_sidebar, fields.image_after ?? fields.image_after_sidebar]
  const ratio: ImageRatio = fields.has_sidebar ? '1350:946' : '16:9'

  useFirstView(stageRef, Boolean(before && after) && fields.has_autostart && !reducedMotion && !interacted && !swept, () => {
    stopSweep.current = animate(
      SWEEP_MS,
      (progress) => setPosition(sweepPosition(start, progress)),
      () => setSwept(true),
    )
  })
  useEffect(() => () => stopSweep.current?.(), [])

  /** The visitor takes over: the prompt goes and any sweep stops where it is. */
  const takeOver = () => {
    stopSweep.current?.()
    stopSweep.current = null
    setSwept(true)
    setInteracted(true)
  }
  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    setPosition(positionFromPointer(event.clientX, box.left, box.width, isRightToLeft(event.currentTarget)))
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    takeOver()
    dragging.current = true
    event.currentTarget.setPointerCapture?.(event.pointerId)
    moveTo(event)
    handleRef.current?.focus({ preventScroll: true })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionAfterKey(position, event.key, isRightToLeft(event.currentTarget))
    if (next === null) return
    event.preventDefault()
    takeOver()
    setPosition(next)
  }
  const onPrompt = () => {
    takeOver()
    handleRef.current?.focus()
  }

  const Heading = fields.header_tag
  const link = fields['rdx-link']
  const hasCopy = Boolean(fields.heading || fields.paragraph || (link && isLinkShown(link)))
  const shown = Math.round(position)
  const sizes = fields.has_sidebar ? '(min-width: 900px) 66vw, 100vw' : '100vw'

  return (
    <section className={`${styles.compare} ${fields.theme}`}>
      <div className={`${styles.inner} ${fields.has_sidebar ? styles.withSidebar : ''}`}>
        {hasCopy && (
          <div className={styles.copy}>
            {fields.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
            {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
            {link && isLinkShown(link) && <LinkButton link={link} />}
          </div>
        )}
        {before && after && (
          <div
            ref={stageRef}
            className={styles.stage}
            style={{ '--position': `${position}%`, aspectRatio: IMAGE_RATIOS[ratio] } as CSSProperties}
            onPointerDown={onPointerDown}
            onPointerMove={(event) => {
              if (dragging.current) moveTo(event)
            }}
            onPointerUp={() => {
              dragging.current = false
            }}
            onPointerCancel={() => {
              dragging.current = false
            }}
          >
            <Image className={styles.after} id={after.id} alt={after.alt ?? ''} eager={context.eagerImages} ratio={ratio} sizes={sizes} />
            <div className={styles.before}>
              <Image
                className={styles.image}
                id={before.id}
                alt={before.alt ?? ''}
                eager={context.eagerImages}
                ratio={ratio}
                sizes={sizes}
              />
            </div>
            <div
              ref={handleRef}
              className={styles.handle}
              role="slider"
              tabIndex={0}
              aria-label={ui.beforeAndAfter}
              aria-orientation="horizontal"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={shown}
              aria-valuetext={format(ui.beforeAfterShare, { before: shown, after: 100 - shown })}
              onKeyDown={onKeyDown}
            >
              <span aria-hidden="true" className={styles.grip} />
            </div>
            {!interacted && <InteractPrompt click={fields.clickToInteract} touch={fields.touchToInteract} onStart={onPrompt} />}
          </div>
        )}
      </div>
    </section>
  )
}
