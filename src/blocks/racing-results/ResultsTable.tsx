import { useId } from 'react'
import { shownColumns } from './columns.ts'
import type { RacingResults } from './results.ts'
import type { RacingResultsFields } from './template.ts'
import styles from './RacingResults.module.css'

/** A results file as a table: the drivers' cell heads each row; the table scrolls sideways on a narrow screen (ADR 166). */
export function ResultsTable({ fields, data }: { fields: RacingResultsFields; data: RacingResults }) {
  const id = useId()
  const columns = shownColumns(data)
  return (
    <section className={`${styles.section} ${fields.box_color}`} aria-labelledby={data.heading ? id : undefined}>
      <div className={styles.inner}>
        {data.heading && (
          <h2 id={id} className="fc-heading fc-heading--l">
            {data.heading}
          </h2>
        )}
        <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={data.heading ? id : undefined}>
          <table className={styles.table}>
            {data.caption && <caption className={styles.caption}>{data.caption}</caption>}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={styles[column]}>
                    {data.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((column) =>
                    column === 'driver' ? (
                      <th key={column} scope="row" className={styles[column]}>
                        {row[column]}
                      </th>
                    ) : (
                      <td key={column} className={styles[column]}>
                        {row[column]}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
