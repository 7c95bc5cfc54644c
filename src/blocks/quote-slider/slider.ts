/** Quote Slider: each quote stays this long before the next one (spec 2 §9 uses 6000 ms for slides). */
export { DEFAULT_SLIDE_DURATION_MS as QUOTE_INTERVAL_MS } from '~/ui/carousel.ts'

/**
 * spec 2 §3.6 Quote Slider follows the shared carousel rules (~/ui/carousel.ts): the next quote
 * after the last is the first; it moves on by itself only with more than one quote, while playing
 * and while not hovered or focused; before any play/pause choice it plays unless reduced motion is preferred.
 */
export { advancesAutomatically, isPlaying, slideAfter } from '~/ui/carousel.ts'
