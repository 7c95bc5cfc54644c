import type { OfferPeriod } from './visibility.ts'
import styles from './SingleOffer.module.css'

/** In the editor only: when the offer is shown (the editor is an English tool, ADR 091). */
export function ScheduleNote({ periods, visible }: { periods: readonly OfferPeriod[]; visible: boolean }) {
  return (
    <p className={styles.note}>
      Shown {periods.map((period) => `${period.start} to ${period.end}`).join(', ')}
      {visible ? '' : ' (not now)'}.
    </p>
  )
}
