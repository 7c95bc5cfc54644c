/**
 * Turntable rules for Exterior 360 (spec 2 §3.8), also used by the Tabbed Component's exterior tabs.
 * Frames are the photos of one turn of the car, in order; after the last comes the first again.
 */

/** At most this many frames per turn (5° steps); spec 2 §9 gives no limit for 360 views. */
export const MAX_FRAMES = 72
/** The autostart turn (spec 2 §4: 360 views "may autostart when has_autostart is set"). */
export const SPIN_MS = 3000

/** A frame index brought into 0…count−1, wrapping round at both ends. */
export function wrapFrame(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  return ((Math.round(index) % count) + count) % count
}

/**
 * The frame after dragging `deltaX` pixels from `startFrame`: dragging the full stage width turns
 * the car once. Dragging towards the inline end shows the next frames, so on right-to-left pages
 * (where the slider runs from the right) a drag to the left does. Partial steps do not move it.
 */
export function frameAfterDrag(startFrame: number, deltaX: number, count: number, stageWidth: number, rtl: boolean): number {
  if (count <= 1 || !(stageWidth > 0) || !Number.isFinite(deltaX)) return wrapFrame(startFrame, count)
  const steps = Math.trunc(deltaX / (stageWidth / count))
  return wrapFrame(startFrame + (rtl ? -steps : steps), count)
}

/**
 * The frame after a key press on the turntable (WAI-ARIA slider keys, wrapping round), or null
 * when the key does nothing. Page keys turn an eighth of a turn.
 */
export function frameAfterKey(frame: number, key: string, count: number, rtl: boolean): number | null {
  if (count <= 0) return null
  const page = Math.max(1, Math.round(count / 8))
  const toEnd = rtl ? -1 : 1
  switch (key) {
    case 'ArrowRight':
      return wrapFrame(frame + toEnd, count)
    case 'ArrowLeft':
      return wrapFrame(frame - toEnd, count)
    case 'ArrowUp':
      return wrapFrame(frame + 1, count)
    case 'ArrowDown':
      return wrapFrame(frame - 1, count)
    case 'PageUp':
      return wrapFrame(frame + page, count)
    case 'PageDown':
      return wrapFrame(frame - page, count)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** The frame shown at `progress` (0–1) of the autostart turn: one full turn, ending on the first frame. */
export function spinFrame(progress: number, count: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 1))
  return wrapFrame(Math.floor(clamped * count), count)
}

/** The angle a frame shows, for screen readers ("90°"). */
export const frameAngle = (frame: number, count: number): number => (count > 0 ? Math.round((wrapFrame(frame, count) * 360) / count) : 0)
