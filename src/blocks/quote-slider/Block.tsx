import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'
import { QuoteFigure } from '../quote/QuoteFigure.tsx'
import type { BlockContext } from '../template.ts'
import { advancesAutomatically, isPlaying, QUOTE_INTERVAL_MS, slideAfter } from './slider.ts'
import type { QuoteSliderFields, QuoteSliderGroup } from './template.ts'
import styles from './QuoteSlider.module.css'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeReducedMotion = (onChange: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches
/** The server never autoplays: the first client render decides. */
const serverPrefersReducedMotion = () => true

/**
 * spec 2 §3.6 Quote Slider: one quote at a time; with more than one it moves on every
 * QUOTE_INTERVAL_MS (not with prefers-reduced-motion, nor while hovered or focused), with
 * previous/next buttons, dots, and a play/pause button when has_timer is set.
 */
export default function QuoteSlider({ fields, groups }: { fields: QuoteSliderFields; groups: QuoteSliderGroup[]; context: BlockContext }) {
  const quotes = groups.filter((g) => g.quote.trim())
  const count = quotes.length
  const [current, setCurrent] = useState(0)
  const [choice, setChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, serverPrefersReducedMotion)
  const playing = isPlaying(choice, reducedMotion)
  const shown = Math.min(current, Math.max(count - 1, 0))
  const moving = advancesAutomatically({ count, playing, interacting: hovered || focused })

  useEffect(() => {
    if (!moving) return
    const timer = setTimeout(() => setCurrent(slideAfter(shown, count, 1)), QUOTE_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [moving, shown, count])

  if (count === 0) return null
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label="Quotes"
      onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)} onBlur={onBlur}>
      <div className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {quotes.map((quote, i) => (
          <div key={i} className={styles.slide} role="group" aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`} hidden={i !== shown}>
            <QuoteFigure value={quote} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {fields.has_timer && (
            <button type="button" className={styles.control} onClick={() => setChoice(!playing)}
              aria-label={playing ? 'Pause' : 'Play'}>
              <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
            </button>
          )}
          <button type="button" className={styles.control} onClick={() => setCurrent(slideAfter(shown, count, -1))} aria-label="Previous quote">
            <span aria-hidden="true" className={styles.arrow}>‹</span>
          </button>
          <div className={styles.dots}>
            {quotes.map((_, i) => (
              <button key={i} type="button" className={styles.dot} onClick={() => setCurrent(i)}
                aria-label={`Quote ${i + 1}`} aria-current={i === shown ? 'true' : undefined} />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={() => setCurrent(slideAfter(shown, count, 1))} aria-label="Next quote">
            <span aria-hidden="true" className={styles.arrow}>›</span>
          </button>
        </div>
      )}
    </section>
  )
}
