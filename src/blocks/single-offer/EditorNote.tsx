import type { OfferPeriod } from './visibility.ts'
import styles from './SingleOffer.module.css'

/** In the editor only: when the offer is shown (the editor is an English tool, ADR 091); null periods: a schedule to mend. */
export function ScheduleNote({ periods, visible }: { periods: readonly OfferPeriod[] | null; visible: boolean }) {
  if (periods === null) return <p className={styles.note}>Schedule not valid yet: Save says what to change.</p>
  return (
    <p className={styles.note}>
      Shown {periods.map((period) => `${period.start} to ${period.end}`).join(', ')}
      {visible ? '' : ' (not now)'}.
    </p>
  )
}
