/** Quote Slider: each quote stays this long before the next one (spec 2 §9 uses 6000 ms for slides). */
export const QUOTE_INTERVAL_MS = 6000

/**
 * spec 2 §3.6 Quote Slider: the quote shown after stepping `step` places from `current`,
 * wrapping round at both ends (next after the last is the first, previous before the first is the last).
 */
export function slideAfter(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0
  return (((current + step) % count) + count) % count
}

/**
 * spec 2 §3.6 Quote Slider, slide-advance rule: it moves on by itself only with more than one
 * quote, while playing, and while the visitor is not hovering or focused inside it.
 * `playing` is the visitor's play/pause choice, or, before any choice, `!prefersReducedMotion`.
 */
export function advancesAutomatically(state: { count: number; playing: boolean; interacting: boolean }): boolean {
  return state.count > 1 && state.playing && !state.interacting
}

/** Before the visitor presses play or pause, a slider plays unless reduced motion is preferred. */
export const isPlaying = (choice: boolean | null, prefersReducedMotion: boolean): boolean => choice ?? !prefersReducedMotion
