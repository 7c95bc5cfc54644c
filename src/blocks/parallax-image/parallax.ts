/**
 * Parallax Image (ADR 015): each section's image layer overhangs its frame by PARALLAX_ROOM of the
 * frame's height above and below, and moves within that room as the frame crosses the viewport,
 * so the image lags behind the page (never further than the room: no gap ever shows).
 */
export const PARALLAX_ROOM = 0.2

/** The share of the room a section's image uses: the faster, the further it lags. */
export const PARALLAX_SPEEDS = { slow: 0.4, medium: 0.7, fast: 1 } as const

/**
 * Where a frame is in its trip across the viewport: -1 as its top enters at the bottom edge, 0
 * when its centre is at the viewport's centre, 1 as its bottom leaves at the top edge (clamped).
 */
export function scrollProgress(frame: { top: number; height: number }, viewportHeight: number): number {
  const travel = (viewportHeight + frame.height) / 2
  if (travel <= 0) return 0
  const progress = (viewportHeight / 2 - (frame.top + frame.height / 2)) / travel
  return Math.min(1, Math.max(-1, progress))
}

/** The image layer's vertical shift in px (negative: up) for the frame's place in the viewport. */
export function layerShift(frame: { top: number; height: number }, viewportHeight: number, speed: keyof typeof PARALLAX_SPEEDS): number {
  const shift = scrollProgress(frame, viewportHeight) * PARALLAX_ROOM * PARALLAX_SPEEDS[speed] * frame.height
  return Math.round(shift * 10) / 10 || 0
}
