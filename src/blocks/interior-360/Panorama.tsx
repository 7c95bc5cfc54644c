import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Image } from '~/ui/Image.tsx'
import { InteractPrompt } from '../exterior-360/interaction.tsx'
import { panTransform, startView, viewAfterDrag, viewAfterKey, type View } from './pan.ts'
import styles from './Panorama.module.css'

/** Panoramas are equirectangular photos: twice as wide as tall. */

/**
 * The interior 360 view (spec 2 §3.8), used by Interior 360 and by the Tabbed Component's
 * interior tabs. Idle, the whole view is the 'CLICK / TOUCH TO INTERACT' button, so touch
 * visitors still scroll the page over it. Pressed, the visitor pans by dragging or with the arrow
 * keys; 'RESET TO DASH' returns to the start view and 'EXIT' (or Escape) leaves interaction mode
 * (spec 2 §4).
 */
export function Panorama(props: {
  image: { id: number; alt: string }
  eager: boolean
  startPosition: number | null
  clickToInteract: string
  touchToInteract: string
  resetLabel: string
  exitLabel: string
}) {
  const start = startView(props.startPosition)
  const [active, setActive] = useState(false)
  const [view, setView] = useState<View>(start)
  const stageRef = useRef<HTMLDivElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  const promptRef = useRef<HTMLButtonElement>(null)
  const focusAfterChange = useRef<'stage' | 'prompt' | null>(null)
  const drag = useRef<{ x: number; y: number; view: View; width: number; overflow: number } | null>(null)
  const hintId = useId()
  const ui = useUiTexts()

  // Focus follows the mode: into the view when it starts, back to the prompt when it ends.
  useEffect(() => {
    const target = focusAfterChange.current
    focusAfterChange.current = null
    if (target === 'stage') stageRef.current?.focus()
    if (target === 'prompt') promptRef.current?.focus()
  }, [active])

  const enter = () => {
    focusAfterChange.current = 'stage'
    setActive(true)
  }
  const exit = () => {
    drag.current = null
    focusAfterChange.current = 'prompt'
    setActive(false)
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!active || (event.pointerType === 'mouse' && event.button !== 0)) return
    const panorama = trackRef.current?.children[1]?.getBoundingClientRect()
    const stage = event.currentTarget.getBoundingClientRect()
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      view,
      width: panorama?.width ?? 0,
      overflow: (panorama?.height ?? 0) - stage.height,
    }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current
    if (from) setView(viewAfterDrag(from.view, event.clientX - from.x, event.clientY - from.y, from.width, from.overflow))
  }
  const endDrag = () => {
    drag.current = null
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      exit()
      return
    }
    // Arrow keys pan only on the view itself, not on its buttons.
    if (event.target !== event.currentTarget) return
    const next = viewAfterKey(view, event.key)
    if (next === null) return
    event.preventDefault()
    setView(next)
  }

  const alt = props.image.alt
  return (
    <div className={styles.panorama}>
      <div
        ref={stageRef}
        className={`${styles.stage} ${active ? styles.active : ''}`}
        {...(active
          ? {
              tabIndex: 0,
              role: 'group',
              'aria-roledescription': '360° view',
              'aria-label': alt || 'Interior',
              'aria-describedby': hintId,
              onKeyDown,
              onPointerDown,
              onPointerMove,
              onPointerUp: endDrag,
              onPointerCancel: endDrag,
            }
          : {})}
      >
        {/* Three copies side by side, so the edge of the photo never shows; only the middle one is announced. */}
        <div ref={trackRef} className={styles.track} style={{ transform: panTransform(view) }}>
          {[0, 1, 2].map((copy) => (
            // aria-hidden rather than an empty alt: the media library would fill that in.
            <div key={copy} className={styles.copy} aria-hidden={copy === 1 ? undefined : true}>
              <Image className={styles.image} id={props.image.id} alt={alt} eager={props.eager} ratio="2:1" sizes="200vw" />
            </div>
          ))}
        </div>
        {active ? (
          <div className={styles.controls} onPointerDown={(event) => event.stopPropagation()}>
            <button type="button" className={styles.control} onClick={() => setView(start)}>
              {props.resetLabel}
            </button>
            <button type="button" className={styles.control} onClick={exit}>
              {props.exitLabel}
            </button>
          </div>
        ) : (
          <InteractPrompt cover buttonRef={promptRef} click={props.clickToInteract} touch={props.touchToInteract} onStart={enter} />
        )}
      </div>
      <p id={hintId} className="fc-visually-hidden">
        {ui.panoramaHint}
      </p>
    </div>
  )
}
