/**
 * Panning rules for Interior 360 (spec 2 §3.8), also used by the Tabbed Component's interior tabs.
 * A view is the point of the panorama at the centre of the window: x across (0–100 % of the
 * panorama's width, wrapping round: the photo is a full circle) and y up and down (0–100 % of
 * the part taller than the window, clamped: there is nothing above the roof).
 */
export interface View {
  x: number
  y: number
}

/** Arrow keys pan by these steps (percent). */
export const KEY_STEP_X = 5
export const KEY_STEP_Y = 20
/** The panorama is this much taller than the window (percent), which is what can be panned up and down. */
export const OVERFLOW_Y = 30
/** Copies of the panorama side by side, so the window never shows its edge. */
export const COPIES = 3

const wrapPercent = (value: number) => ((value % 100) + 100) % 100
const clampPercent = (value: number) => Math.min(100, Math.max(0, value))

/** The start view ('RESET TO DASH'): the editor's horizontal start, vertically centred. */
export function startView(startPosition: number | null): View {
  const x = startPosition === null || !Number.isFinite(startPosition) ? 50 : startPosition
  return { x: x === 100 ? 100 : wrapPercent(x), y: 50 }
}

/**
 * The view after dragging the picture by (dx, dy) pixels from `start`: the picture follows the
 * pointer, so the view moves the other way. `width` is the panorama's width and `overflow` the
 * height that can be panned, both in pixels.
 */
export function viewAfterDrag(start: View, dx: number, dy: number, width: number, overflow: number): View {
  const x = width > 0 && Number.isFinite(dx) ? wrapPercent(start.x - (dx / width) * 100) : start.x
  const y = overflow > 0 && Number.isFinite(dy) ? clampPercent(start.y - (dy / overflow) * 100) : start.y
  return { x, y }
}

/** The view after a key press, or null when the key does nothing. Arrows follow the picture, not the text direction. */
export function viewAfterKey(view: View, key: string): View | null {
  switch (key) {
    case 'ArrowLeft':
      return { ...view, x: wrapPercent(view.x - KEY_STEP_X) }
    case 'ArrowRight':
      return { ...view, x: wrapPercent(view.x + KEY_STEP_X) }
    case 'ArrowUp':
      return { ...view, y: clampPercent(view.y - KEY_STEP_Y) }
    case 'ArrowDown':
      return { ...view, y: clampPercent(view.y + KEY_STEP_Y) }
    default:
      return null
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000 + 0

/**
 * The CSS transform of the strip of COPIES panoramas, whose left edge sits at the window's centre:
 * it brings point x of the middle copy to the centre, and moves up by y % of the overflow.
 */
export function panTransform(view: View): string {
  const x = -(100 + view.x) / COPIES
  const y = -(view.y * OVERFLOW_Y) / (100 + OVERFLOW_Y)
  return `translate(${round(x)}%, ${round(y)}%)`
}
