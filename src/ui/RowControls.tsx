import type { useScrollRow } from './carousel.ts'
import styles from './RowControls.module.css'

/** A round previous (-1) or next (1) button whose arrow points the reading way (mirrored right to left). */
export function ArrowButton({ direction, label, onClick, disabled = false, controls }: {
  direction: 1 | -1
  label: string
  onClick: () => void
  disabled?: boolean
  /** The id of what it moves (aria-controls). */
  controls?: string
}) {
  return (
    // aria-disabled, not disabled: a button that is pressed to the end keeps keyboard focus.
    <button type="button" className={styles.control} aria-controls={controls} aria-label={label}
      aria-disabled={disabled || undefined} onClick={() => !disabled && onClick()}>
      <span aria-hidden="true" className={styles.arrow}>{direction === 1 ? '›' : '‹'}</span>
    </button>
  )
}

type ScrollRow = Omit<ReturnType<typeof useScrollRow>, 'ref'>

/**
 * The controls of a scrolling row (useScrollRow, spec 2 §3.7 sliders): previous/next scroll it by
 * one visible width and disappear once everything fits; with `pagination`, a dot per visible width
 * shows where the row is and jumps there (measured in the browser, so none in the server markup).
 */
export function RowControls({ row, rowId, noun, pagination = false }: { row: ScrollRow; rowId: string; noun: string; pagination?: boolean }) {
  const scrollable = !(row.atStart && row.atEnd)
  const dots = pagination && row.pages > 1
  if (!scrollable && !dots) return null
  return (
    <div className={styles.controls}>
      {dots && (
        <div className={styles.dots}>
          {Array.from({ length: row.pages }, (_, i) => (
            <button key={i} type="button" className={styles.dot} aria-controls={rowId} aria-label={`Page ${i + 1} of ${row.pages}`}
              aria-current={i === row.page ? 'true' : undefined} onClick={() => row.toPage(i)} />
          ))}
        </div>
      )}
      {scrollable && (
        <>
          <ArrowButton direction={-1} label={`Previous ${noun}`} controls={rowId} disabled={row.atStart} onClick={() => row.step(-1)} />
          <ArrowButton direction={1} label={`Next ${noun}`} controls={rowId} disabled={row.atEnd} onClick={() => row.step(1)} />
        </>
      )}
    </div>
  )
}
