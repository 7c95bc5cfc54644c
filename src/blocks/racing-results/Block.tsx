import { useId } from 'react'
import type { BlockContext } from '../template.ts'
import { shownColumns, type RacingResults } from './results.ts'
import type { RacingResultsFields } from './template.ts'
import styles from './RacingResults.module.css'

/**
 * spec 2 §3.12 Racing Results: the chosen file's classification as a table, its heading, caption
 * and column names from the file (one file per language). Without data — a file that could not be
 * read — the page shows the block's Loading Failed state instead (block-data.server.ts).
 */
export default function RacingResultsBlock({ fields, data }: { fields: RacingResultsFields; groups: unknown[]; context: BlockContext; data?: RacingResults }) {
  const id = useId()
  if (!data) return null
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
