import { useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from 'react'
import styles from './Interaction.module.css'

/**
 * What the 360 views and Compare Images share (spec 2 §4: "idle with a 'click / touch to
 * interact' prompt until the visitor interacts; may autostart when has_autostart is set").
 * Everything here touches `window` only in effects and event handlers, never during render.
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeReducedMotion = (onChange: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches
/** The server never animates: the first client render decides. */
const serverPrefersReducedMotion = () => true

export const useReducedMotion = (): boolean =>
  useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, serverPrefersReducedMotion)

/**
 * Calls `onEnter` the first time the element is at least half in view while `enabled`
 * (the autostart trigger). Without IntersectionObserver nothing happens: no autostart.
 */
export function useFirstView(ref: RefObject<Element | null>, enabled: boolean, onEnter: () => void) {
  const enter = useEffectEvent(onEnter)
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        enter()
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled])
}

/** Calls `onFrame` with the progress (0–1) on each animation frame for `durationMs`; returns a cancel function. */
export function animate(durationMs: number, onFrame: (progress: number) => void, onDone?: () => void): () => void {
  let request = 0
  let start: number | null = null
  const step = (time: number) => {
    start ??= time
    const progress = durationMs > 0 ? Math.min((time - start) / durationMs, 1) : 1
    onFrame(progress)
    if (progress < 1) request = requestAnimationFrame(step)
    else onDone?.()
  }
  request = requestAnimationFrame(step)
  return () => cancelAnimationFrame(request)
}

/** The page direction where the element sits (the shell sets dir on <html>). */
export const isRightToLeft = (element: Element): boolean => element.closest('[dir]')?.getAttribute('dir') === 'rtl'

/**
 * The idle prompt. Both labels are rendered and CSS shows the one for the visitor's pointer
 * (touch screens have no hover), so the server needs no guess about the device.
 * `cover` makes the whole view the button (Interior 360 cannot be dragged before it).
 */
export function InteractPrompt({
  click,
  touch,
  onStart,
  cover = false,
  buttonRef,
}: {
  click: string
  touch: string
  onStart: () => void
  cover?: boolean
  buttonRef?: RefObject<HTMLButtonElement | null>
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={cover ? styles.cover : styles.prompt}
      onClick={onStart}
      // The prompt sits on a draggable stage: pressing it must not start a drag underneath.
      onPointerDown={(event) => event.stopPropagation()}
    >
      <span className={styles.pill}>
        <span aria-hidden="true" className={styles.icon} />
        <span className={styles.click}>{click}</span>
        <span className={styles.touch}>{touch}</span>
      </span>
    </button>
  )
}
