import { useEffect, useId, useState } from 'react'
import { appUrl } from '~/lib/app-base.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import type { BlockContext } from '../template.ts'
import { readRacingResults, shownColumns, type RacingResults, type RacingResultsRead } from './results.ts'
import type { RacingResultsFields } from './template.ts'
import styles from './RacingResults.module.css'

/**
 * spec 2 §3.12 Racing Results: the chosen file's classification as a table, its heading, caption
 * and column names from the file (one file per language). Without data — a file that could not be
 * read — the page shows the block's Loading Failed state instead (block-data.server.ts); the
 * editor, which has no server data, reads the file in the browser (EditorPreview).
 */
export default function RacingResultsBlock({
  fields,
  context,
  data,
}: {
  fields: RacingResultsFields
  groups: unknown[]
  context: BlockContext
  data?: RacingResults
}) {
  if (data) return <ResultsTable fields={fields} data={data} />
  return context.editing ? <EditorPreview fields={fields} /> : null
}

/** The editor's view: the chosen file read in the browser and checked with the server's schema, or its problems. */
function EditorPreview({ fields }: { fields: RacingResultsFields }) {
  const [answer, setAnswer] = useState<{ url: string; read: RacingResultsRead } | null>(null)
  const url = fields.url
  useEffect(() => {
    let live = true
    const failed = (problem: string): RacingResultsRead => ({ ok: false, problems: [problem] })
    fetch(appUrl(url), { headers: { accept: 'application/json' } })
      .then(async (response) =>
        response.ok ? readRacingResults(await response.text(), url) : failed(`${url} was not found (${response.status}).`),
      )
      .catch(() => failed(`${url} could not be read.`))
      .then((read) => {
        if (live) setAnswer({ url, read })
      })
    return () => {
      live = false
    }
  }, [url])
  const read = answer?.url === url ? answer.read : null
  if (!read) return <p>…</p>
  if (!read.ok) return <Misconfigured editing heading="These racing results cannot be shown:" problems={read.problems} fields={fields} />
  return <ResultsTable fields={fields} data={read.data} />
}

function ResultsTable({ fields, data }: { fields: RacingResultsFields; data: RacingResults }) {
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
