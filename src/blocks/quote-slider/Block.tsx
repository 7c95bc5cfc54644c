import { useCarousel } from '~/ui/carousel.ts'
import { Dots, PlayPauseButton, StepButton } from '~/ui/CarouselControls.tsx'
import { QuoteFigure } from '../quote/QuoteFigure.tsx'
import type { BlockContext } from '../template.ts'
import { QUOTE_INTERVAL_MS } from './slider.ts'
import type { QuoteSliderFields, QuoteSliderGroup } from './template.ts'
import styles from './QuoteSlider.module.css'
import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'

const quoteDuration = () => QUOTE_INTERVAL_MS

/**
 * spec 2 §3.6 Quote Slider: one quote at a time; with more than one it moves on every
 * QUOTE_INTERVAL_MS (not with prefers-reduced-motion, nor while hovered or focused), with
 * previous/next buttons, dots, and a play/pause button when has_timer is set.
 */
export default function QuoteSlider({ fields, groups }: { fields: QuoteSliderFields; groups: QuoteSliderGroup[]; context: BlockContext }) {
  const ui = useUiTexts()
  const quotes = groups.filter((g) => g.quote.trim())
  const count = quotes.length
  const { current: shown, playing, moving, goTo, step, togglePlay, interaction } = useCarousel({ count, durationOf: quoteDuration })

  if (count === 0) return null

  return (
    <section className={styles.slider} aria-roledescription={ui.carousel} aria-label={ui.quotes} {...interaction}>
      <div className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {quotes.map((quote, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription={ui.slide}
            aria-label={format(ui.slideOf, { index: i + 1, count })}
            hidden={i !== shown}
          >
            <QuoteFigure value={quote} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {fields.has_timer && <PlayPauseButton playing={playing} onToggle={togglePlay} />}
          <StepButton direction={-1} label={ui.previousQuote} onStep={() => step(-1)} />
          <Dots count={count} current={shown} onGoTo={goTo} name={(i) => format(ui.quoteNumber, { index: i + 1 })} />
          <StepButton direction={1} label={ui.nextQuote} onStep={() => step(1)} />
        </div>
      )}
    </section>
  )
}
