import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import type { useScrollRow } from './carousel.ts'
import { Dots, StepButton } from './CarouselControls.tsx'
import styles from './RowControls.module.css'

type ScrollRow = Omit<ReturnType<typeof useScrollRow>, 'ref'>

/**
 * The controls of a scrolling row (useScrollRow, spec 2 §3.7 sliders): previous/next scroll it by
 * one visible width and disappear once everything fits; with `pagination`, a dot per visible width
 * shows where the row is and jumps there (measured in the browser, so none in the server markup).
 */
export function RowControls({
  row,
  rowId,
  labels,
  pagination = false,
}: {
  row: ScrollRow
  rowId: string
  /** The buttons' names in the page's language, naming what the row holds ('Previous cards'). */
  labels: { previous: string; next: string }
  pagination?: boolean
}) {
  const ui = useUiTexts()
  const scrollable = !(row.atStart && row.atEnd)
  const dots = pagination && row.pages > 1
  if (!scrollable && !dots) return null
  return (
    <div className={styles.controls}>
      {dots && (
        <div className={styles.pages}>
          <Dots
            count={row.pages}
            current={row.page}
            onGoTo={row.toPage}
            name={(i) => format(ui.pageOf, { index: i + 1, count: row.pages })}
          />
        </div>
      )}
      {scrollable && (
        <>
          <StepButton direction={-1} label={labels.previous} controls={rowId} atEdge={row.atStart} onStep={() => row.step(-1)} />
          <StepButton direction={1} label={labels.next} controls={rowId} atEdge={row.atEnd} onStep={() => row.step(1)} />
        </>
      )}
    </div>
  )
}
