/** spec 2 §9: Compare Images starts with the divider at 50 %. */
export const DEFAULT_START_POSITION = 50
/** Arrow keys move the divider by KEY_STEP, Page Up / Page Down by PAGE_STEP (percent). */
export const KEY_STEP = 5
export const PAGE_STEP = 25
/** The one-time autostart sweep (spec 2 §4: "may autostart when has_autostart is set"). */
export const SWEEP_MS = 2400

/**
 * The divider position, in percent of the image width from the inline start: how much of the
 * "before" image shows. Always 0–100; anything that is not a number is the default.
 */
export function clampPosition(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_START_POSITION
  return Math.min(100, Math.max(0, value))
}

/** The editor's start_position (a number field, so possibly cleared to null). */
export const startPosition = (value: number | null): number => (value === null ? DEFAULT_START_POSITION : clampPosition(value))

/**
 * The position under a pointer at `clientX` over an image whose box starts at `left` and is
 * `width` wide. On right-to-left pages the before image sits on the right, so it is mirrored.
 */
export function positionFromPointer(clientX: number, left: number, width: number, rtl: boolean): number {
  if (!(width > 0)) return DEFAULT_START_POSITION
  const fromLeft = ((clientX - left) / width) * 100
  return clampPosition(rtl ? 100 - fromLeft : fromLeft)
}

/**
 * The position after a key press on the divider handle (WAI-ARIA slider keys), or null when the
 * key does nothing. Left and right follow the screen, so they swap on right-to-left pages.
 */
export function positionAfterKey(position: number, key: string, rtl: boolean): number | null {
  const toEnd = rtl ? -KEY_STEP : KEY_STEP
  switch (key) {
    case 'ArrowRight':
      return clampPosition(position + toEnd)
    case 'ArrowLeft':
      return clampPosition(position - toEnd)
    case 'ArrowUp':
      return clampPosition(position + KEY_STEP)
    case 'ArrowDown':
      return clampPosition(position - KEY_STEP)
    case 'PageUp':
      return clampPosition(position + PAGE_STEP)
    case 'PageDown':
      return clampPosition(position - PAGE_STEP)
    case 'Home':
      return 0
    case 'End':
      return 100
    default:
      return null
  }
}

/** The sweep shows both images: from the start to 15 %, across to 85 %, and back to the start. */
const SWEEP_STOPS = [15, 85] as const

/**
 * Where the divider is at `progress` (0–1) of the autostart sweep. It moves at one speed along
 * start → 15 → 85 → start, so it ends exactly where the editor put it.
 */
export function sweepPosition(start: number, progress: number): number {
  const from = clampPosition(start)
  const stops = [from, ...SWEEP_STOPS, from]
  const lengths = stops.slice(1).map((stop, i) => Math.abs(stop - stops[i]!))
  const total = lengths.reduce((sum, length) => sum + length, 0)
  let travelled = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 1)) * total
  for (const [i, length] of lengths.entries()) {
    if (travelled <= length) return stops[i]! + Math.sign(stops[i + 1]! - stops[i]!) * travelled
    travelled -= length
  }
  return from
}
