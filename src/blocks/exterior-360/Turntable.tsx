import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { Image } from '~/ui/Image.tsx'
import { frameAfterDrag, frameAfterKey, frameAngle, spinFrame, SPIN_MS, wrapFrame } from './frames.ts'
import { animate, InteractPrompt, isRightToLeft, useFirstView, useReducedMotion } from './interaction.tsx'
import styles from './Turntable.module.css'

export interface TurntableFrame {
  id: number
  alt: string
}

/**
 * The exterior 360 view (spec 2 §3.8), used by Exterior 360 and by the Tabbed Component's
 * exterior tabs: the frames of one turn of the car. Dragging, the slider with a handle
 * (has_slider_with_handle) or the arrow keys turn it, wrapping round. Idle, the 'CLICK / TOUCH
 * TO INTERACT' prompt shows (spec 2 §4); with autostart it turns once when scrolled into view,
 * unless reduced motion is preferred.
 *
 * Only the first frame loads with the page; the others load once the visitor (or the autostart
 * turn) starts, and sit over the first one, so a frame still loading shows the first instead of
 * a gap.
 */
export function Turntable(props: {
  frames: readonly TurntableFrame[]
  eager: boolean
  hasSlider: boolean
  autostart: boolean
  clickToInteract: string
  touchToInteract: string
  sizes?: string
}) {
  const { frames } = props
  const count = frames.length
  const [frame, setFrame] = useState(0)
  const ui = useUiTexts()
  const [interacted, setInteracted] = useState(false)
  const [allFrames, setAllFrames] = useState(false)
  const [spun, setSpun] = useState(false)
  const reducedMotion = useReducedMotion()
  const stageRef = useRef<HTMLDivElement>(null)
  const sliderRef = useRef<HTMLInputElement>(null)
  const drag = useRef<{ x: number; frame: number; width: number; rtl: boolean } | null>(null)
  const stopSpin = useRef<(() => void) | null>(null)

  useFirstView(stageRef, props.autostart && count > 1 && !reducedMotion && !interacted && !spun, () => {
    setAllFrames(true)
    stopSpin.current = animate(
      SPIN_MS,
      (progress) => setFrame(spinFrame(progress, count)),
      () => setSpun(true),
    )
  })
  useEffect(() => () => stopSpin.current?.(), [])

  if (count === 0) return null
  const shown = wrapFrame(frame, count)
  const first = frames[0]!
  const angle = frameAngle(shown, count)

  const takeOver = () => {
    stopSpin.current?.()
    stopSpin.current = null
    setSpun(true)
    setInteracted(true)
    setAllFrames(true)
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    takeOver()
    const box = event.currentTarget.getBoundingClientRect()
    drag.current = { x: event.clientX, frame: shown, width: box.width, rtl: isRightToLeft(event.currentTarget) }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (start) setFrame(frameAfterDrag(start.frame, event.clientX - start.x, count, start.width, start.rtl))
  }
  const endDrag = () => {
    drag.current = null
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = frameAfterKey(shown, event.key, count, isRightToLeft(event.currentTarget))
    if (next === null) return
    event.preventDefault()
    takeOver()
    setFrame(next)
  }
  const onPrompt = () => {
    takeOver()
    // Keyboard users go on from the control that turns the car.
    const control = props.hasSlider ? sliderRef.current : stageRef.current
    control?.focus()
  }
  const sliderLabel = ui.turnTheCar
  const valueText = `${angle}°`

  return (
    <div className={styles.turntable}>
      <div
        ref={stageRef}
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        // Without the visible slider the view itself is the keyboard slider.
        {...(props.hasSlider
          ? {}
          : {
              role: 'slider',
              tabIndex: 0,
              'aria-label': sliderLabel,
              'aria-valuemin': 0,
              'aria-valuemax': count - 1,
              'aria-valuenow': shown,
              'aria-valuetext': valueText,
              onKeyDown,
            })}
      >
        <Image className={styles.base} id={first.id} alt={first.alt} eager={props.eager} sizes={props.sizes} />
        {allFrames && (
          // The other frames repeat the first one's subject: hidden from screen readers, as the
          // media library would otherwise fill in their alt text.
          <div className={styles.more} aria-hidden="true">
            {frames.slice(1).map((f, i) => (
              <Image key={i} className={i + 1 === shown ? styles.current : styles.frame} id={f.id} alt="" eager sizes={props.sizes} />
            ))}
          </div>
        )}
        {count > 1 && !interacted && <InteractPrompt click={props.clickToInteract} touch={props.touchToInteract} onStart={onPrompt} />}
      </div>
      {props.hasSlider && count > 1 && (
        <input
          ref={sliderRef}
          className={styles.slider}
          type="range"
          min={0}
          max={count - 1}
          step={1}
          value={shown}
          aria-label={sliderLabel}
          aria-valuetext={valueText}
          onChange={(event) => {
            takeOver()
            setFrame(Number(event.currentTarget.value))
          }}
          onKeyDown={(event) => {
            if (!interacted && frameAfterKey(shown, event.key, count, false) !== null) takeOver()
          }}
        />
      )}
    </div>
  )
}
