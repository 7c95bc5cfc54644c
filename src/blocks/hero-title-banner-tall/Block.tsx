import { useSyncExternalStore } from 'react'
import { HeroBanner } from '../hero-title-banner/HeroBanner.tsx'
import type { BlockContext } from '../template.ts'
import { launchMoment, launchWallClock, timerState } from './countdown.ts'
import type { HeroTitleBannerTallFields } from './template.ts'
import styles from './HeroTitleBannerTall.module.css'

/** spec 2 §3.6 Hero Title Banner Tall: the shared hero banner, taller, with the timer box after the button. */
export default function HeroTitleBannerTall({
  fields,
  context,
}: {
  fields: HeroTitleBannerTallFields
  groups: unknown[]
  context: BlockContext
}) {
  const launch = launchMoment(fields.timer_date)
  return (
    <HeroBanner fields={fields} eager={context.eagerImages} tall align={fields.copy_alignment_class}>
      {launch !== null && <TimerBox fields={fields} launch={launch} />}
    </HeroBanner>
  )
}

const SECOND_MS = 1000
const everySecond = (onTick: () => void) => {
  const timer = setInterval(onTick, SECOND_MS)
  return () => clearInterval(timer)
}
const currentSecond = () => Math.floor(Date.now() / SECOND_MS) * SECOND_MS
const unknownOnServer = () => null

/**
 * The countdown (ADR 015). The server and the hydrating render know no time (`pending`: dashes
 * and the launch moment), so the markup never depends on the clock; after hydration it shows the
 * time left, ticking every second, then the ended text, or nothing. role=timer is not announced
 * as it changes.
 */
function TimerBox({ fields, launch }: { fields: HeroTitleBannerTallFields; launch: number }) {
  const now = useSyncExternalStore(everySecond, currentSecond, unknownOnServer)
  const state = timerState(launch, now)
  if (state.kind === 'ended') {
    return fields.timer_ended_text.trim() ? (
      <p className={`${styles.box} ${styles.ended} ${fields.timer_box_color}`}>{fields.timer_ended_text}</p>
    ) : null
  }
  const left = state.kind === 'counting' ? state.left : null
  const units = [
    [left?.days, fields.timer_days_label],
    [left?.hours, fields.timer_hours_label],
    [left?.minutes, fields.timer_minutes_label],
  ] as const
  return (
    <div className={`${styles.box} ${fields.timer_box_color}`}>
      {fields.timer_title.trim() && <p className={styles.title}>{fields.timer_title}</p>}
      <p className={styles.units} role="timer">
        {units.map(([value, label], i) => (
          <span key={i} className={styles.unit}>
            <span className={styles.value}>{value === undefined ? '–' : String(value).padStart(2, '0')}</span>{' '}
            <span className={styles.label}>{label}</span>
          </span>
        ))}
      </p>
      <time className={styles.moment} dateTime={fields.timer_date} dir="ltr">
        {launchWallClock(fields.timer_date)}
      </time>
    </div>
  )
}
