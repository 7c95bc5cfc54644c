import styles from './CarouselControls.module.css'
import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { FocusableButton } from './FocusableButton.tsx'

/**
 * The controls carousels share (src/ui/carousel.ts gives their rules): round 44 px buttons for
 * play/pause and previous/next, and a row of dots. Each block places them in its own layout.
 */

/** Play or pause the slides; its name says what it will do. */
export function PlayPauseButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const ui = useUiTexts()
  return (
    <button type="button" className={styles.control} onClick={onToggle} aria-label={playing ? ui.pause : ui.play}>
      <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
    </button>
  )
}

/**
 * Previous (-1) or next (1): the arrow points to the inline start or end (mirrored right to left by the browser).
 * `atEdge` (scrolling rows at their end) keeps the button focusable but inert: aria-disabled, not disabled.
 */
export function StepButton({
  direction,
  label,
  onStep,
  controls,
  atEdge = false,
}: {
  direction: 1 | -1
  label: string
  onStep: () => void
  controls?: string
  atEdge?: boolean
}) {
  return (
    <FocusableButton className={styles.control} aria-label={label} aria-controls={controls} inactive={atEdge ?? false} onClick={onStep}>
      <span aria-hidden="true" className={styles.arrow}>
        {direction === 1 ? '›' : '‹'}
      </span>
    </FocusableButton>
  )
}

/** One dot per slide, the current one filled; `name` gives each dot's accessible name. */
export function Dots({
  count,
  current,
  onGoTo,
  name,
}: {
  count: number
  current: number
  onGoTo: (index: number) => void
  /** Without one, 'Slide {index}' in the market's words. */
  name?: (index: number) => string
}) {
  const ui = useUiTexts()
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.dot}
          onClick={() => onGoTo(i)}
          aria-label={name ? name(i) : format(ui.slideNumber, { index: i + 1 })}
          aria-current={i === current ? 'true' : undefined}
        />
      ))}
    </div>
  )
}

/** The play symbol alone (e.g. on a video's play button); not mirrored right to left. */
export const PlayIcon = () => <span aria-hidden="true" className={styles.playIcon} />
