import { useId } from 'react'
import { useScreenLocale } from '~/ui/screen-locale.tsx'
import { axisTop, chartSummary } from './chart.ts'
import styles from './forms-admin.module.css'
import type { DailyCount } from './types.ts'

/** The bars' drawing box; stretched to the chart's width, so no text is drawn inside it. */
const HEIGHT = 100

/**
 * Leads per day as bars: inline SVG, no chart library. The bars stretch to any
 * width; the axis labels are HTML, so they keep their size on a phone. The picture's name says
 * what it shows in a sentence; the same numbers are a table under 'Show as a table'.
 */
export function LeadsChart({ title, days }: { title: string; days: readonly DailyCount[] }) {
  const locale = useScreenLocale()
  const id = useId()
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const formatDay = (day: string) => short.format(new Date(`${day}T00:00:00Z`))
  const top = axisTop(Math.max(0, ...days.map((d) => d.count)))
  const width = Math.max(1, days.length)
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.chartTitle}>
        {title}
      </figcaption>
      <div className={styles.chartPlot}>
        <span className={styles.chartTop} aria-hidden="true">
          {top}
        </span>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={chartSummary(days, formatDay)}
          className={styles.chartSvg}
        >
          <line x1={0} x2={width} y1={0} y2={0} className={styles.chartGrid} vectorEffect="non-scaling-stroke" />
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={i + 0.15}
              width={0.7}
              y={HEIGHT - (d.count / top) * HEIGHT}
              height={(d.count / top) * HEIGHT}
              className={styles.chartBar}
            >
              <title>{`${formatDay(d.day)}: ${d.count}`}</title>
            </rect>
          ))}
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className={styles.chartAxis} vectorEffect="non-scaling-stroke" />
        </svg>
        <span className={styles.chartZero} aria-hidden="true">
          0
        </span>
        {days.length > 0 && (
          <span className={styles.chartDays} aria-hidden="true">
            <span>{formatDay(days[0]!.day)}</span>
            <span>{formatDay(days.at(-1)!.day)}</span>
          </span>
        )}
      </div>
      <details className={styles.chartTable}>
        <summary>Show as a table</summary>
        <table>
          <caption className="fc-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">
                  <time dateTime={d.day}>{formatDay(d.day)}</time>
                </th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
