import { useEffect, useMemo, useRef, useState } from 'react'
import { format } from '~/i18n/messages.ts'
import type { Texts } from '~/i18n/messages.ts'
import { localDateTime } from '~/ui/wall-clock.ts'
import { CALENDAR_KEYS, dayAfterKey, firstWeekday, monthWeeks, nextPickable } from './calendar.ts'
import { isDayDisabled } from './rules.ts'
import styles from './RentACar.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

export interface DateRange {
  pickup: string | null
  dropoff: string | null
}

/**
 * spec 2 §2 Rent a Car step 2, §4: pick-up and drop-off days in a month calendar, committed with
 * CONFIRM. The first press picks the pick-up day, the next the drop-off day (a day before the
 * pick-up starts again). Past days and the days of datepicker_disabled_days are disabled buttons,
 * named as not available. The month is one stop of Tab, as the WAI-ARIA date picker's grid: the
 * arrows, Home, End, Page Up and Down move between the days that can be picked (dayAfterKey),
 * Enter or Space picks one.
 */
/** The calendar takes the focus as it opens (the button that opened it is gone): its hint is read first. */
const focusOnOpen = (hint: HTMLParagraphElement | null) => hint?.focus()

export function DatePicker({
  texts,
  value,
  disabledDays,
  timeZone,
  locale,
  dateOptions,
  onConfirm,
}: {
  texts: Texts<'rent'>
  value: DateRange
  disabledDays: readonly (number | string)[]
  /** The market's time zone: past days are those before its today, not the visitor's. */
  timeZone: string
  locale: string
  dateOptions: Intl.DateTimeFormatOptions
  /** The range confirmed, with the day it counted as today. */
  onConfirm: (range: { pickup: string; dropoff: string; today: string }) => void
}) {
  const [today] = useState(() => localDateTime(new Date(), timeZone).slice(0, 10))
  const [draft, setDraft] = useState<DateRange>(value)
  const start = draft.pickup ?? today
  const [month, setMonth] = useState({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) - 1 })
  const first = firstWeekday(locale)
  const weeks = monthWeeks(month.year, month.month, first)
  const pickable = (iso: string) => !isDayDisabled(iso, disabledDays, today)
  // The day the keyboard is on: the one Tab reaches, moved by the keys.
  const [active, setActive] = useState(() => nextPickable(start, 1, pickable))
  const moved = useRef(false)
  const table = useRef<HTMLTableElement>(null)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    table.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus()
  }, [active])
  // The month shown may be another (its buttons): its first day that can be picked takes the stop.
  const inMonth = (iso: string | null) =>
    iso !== null && Number(iso.slice(0, 4)) === month.year && Number(iso.slice(5, 7)) - 1 === month.month
  const tabStop = inMonth(active) ? active : weeks.flat().find((iso) => iso !== null && pickable(iso))
  const formats = useMemo(() => {
    const safe = (options: Intl.DateTimeFormatOptions) => {
      try {
        return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
      } catch {
        return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
      }
    }
    return {
      full: safe(dateOptions),
      month: safe({ month: 'long', year: 'numeric' }),
      weekday: safe({ weekday: 'short' }),
      narrowWeekday: safe({ weekday: 'narrow' }),
    }
  }, [locale, dateOptions])
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
  const thisMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1
  const shown = month.year * 12 + month.month
  const move = (by: number) => {
    const next = shown + by
    if (next < thisMonth) return
    setMonth({ year: Math.floor(next / 12), month: next % 12 })
  }
  const pick = (iso: string) =>
    setDraft((current) =>
      !current.pickup || current.dropoff || iso < current.pickup
        ? { pickup: iso, dropoff: null }
        : { pickup: current.pickup, dropoff: iso },
    )
  // A week's seven names, from a known week (1 Jan 2023 was a Sunday).
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const date = day(`2023-01-0${1 + ((first + i) % 7)}`)
    return { short: formats.weekday.format(date), narrow: formats.narrowWeekday.format(date) }
  })
  // Where the short names are whole words (Arabic "الجمعة"), a phone's column shows the narrow one.
  const longNames = weekdays.some(({ short }) => short.length > 4)

  return (
    <div className={styles.picker}>
      <p className={styles.muted} tabIndex={-1} ref={focusOnOpen}>
        {texts.datesHint}
      </p>
      <div className={styles.pickerBar}>
        <FocusableButton
          className={styles.iconButton}
          onClick={() => move(-1)}
          inactive={shown <= thisMonth}
          aria-label={texts.previousMonth}
        >
          <span aria-hidden="true" className={styles.flip}>
            ‹
          </span>
        </FocusableButton>
        <p className={styles.monthName} aria-live="polite">
          {formats.month.format(day(`${month.year}-${String(month.month + 1).padStart(2, '0')}-01`))}
        </p>
        <button type="button" className={styles.iconButton} onClick={() => move(1)} aria-label={texts.nextMonth}>
          <span aria-hidden="true" className={styles.flip}>
            ›
          </span>
        </button>
      </div>
      <table
        ref={table}
        className={styles.calendar}
        data-long-names={longNames || undefined}
        onKeyDown={(event) => {
          const from = (event.target as HTMLElement).dataset.day
          const key = CALENDAR_KEYS.find((k) => k === event.key)
          if (!from || !key) return
          event.preventDefault()
          const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
          const to = dayAfterKey(from, key, { rtl, firstWeekday: first, pickable })
          if (!to) return
          moved.current = true
          setActive(to)
          setMonth({ year: Number(to.slice(0, 4)), month: Number(to.slice(5, 7)) - 1 })
        }}
      >
        <thead>
          <tr>
            {weekdays.map(({ short, narrow }) => (
              <th key={short} scope="col" abbr={short}>
                <span className={styles.weekdayShort}>{short}</span>
                <span className={styles.weekdayNarrow} aria-hidden="true">
                  {narrow}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((iso, d) => {
                if (!iso) return <td key={d} />
                const disabled = isDayDisabled(iso, disabledDays, today)
                const name = formats.full.format(day(iso))
                const chosen = iso === draft.pickup || iso === draft.dropoff
                const between = Boolean(draft.pickup && draft.dropoff && iso > draft.pickup && iso < draft.dropoff)
                return (
                  <td key={d}>
                    <button
                      type="button"
                      className={`${styles.day} ${chosen ? styles.dayChosen : ''} ${between ? styles.dayBetween : ''}`}
                      disabled={disabled}
                      aria-pressed={chosen}
                      aria-label={disabled ? format(texts.unavailable, { day: name }) : name}
                      data-day={iso}
                      tabIndex={iso === tabStop ? 0 : -1}
                      onClick={() => {
                        setActive(iso)
                        pick(iso)
                      }}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.range}>
        <div>
          <dt>{texts.pickupDate}</dt>
          <dd>{draft.pickup ? formats.full.format(day(draft.pickup)) : '—'}</dd>
        </div>
        <div>
          <dt>{texts.dropoffDate}</dt>
          <dd>{draft.dropoff ? formats.full.format(day(draft.dropoff)) : '—'}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={!draft.pickup || !draft.dropoff}
          onClick={() => draft.pickup && draft.dropoff && onConfirm({ pickup: draft.pickup, dropoff: draft.dropoff, today })}
        >
          {texts.confirm}
        </button>
      </div>
    </div>
  )
}
