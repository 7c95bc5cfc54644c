import { useEffect, useState } from 'react'
import { appUrl } from '~/lib/app-base.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import { readRacingResults, type RacingResultsRead } from './results.ts'
import { ResultsTable } from './ResultsTable.tsx'
import type { RacingResultsFields } from './template.ts'

/** The editor's view (it has no server data): the chosen file read in the browser and checked with the server's schema, or its problems. */
export default function EditorPreview({ fields }: { fields: RacingResultsFields }) {
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
