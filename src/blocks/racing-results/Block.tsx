import { lazy, Suspense } from 'react'
import type { BlockContext } from '../template.ts'
import type { RacingResults } from './results.ts'
import { ResultsTable } from './ResultsTable.tsx'
import type { RacingResultsFields } from './template.ts'

/**
 * The editor's preview, which reads the file and checks it with its zod schema: its own chunk,
 * never a visitor's (visitors' pages load no zod, ADR 145; they get the file checked by the server).
 */
const EditorPreview = lazy(() => import('./EditorPreview.tsx'))

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
  return context.editing ? (
    <Suspense fallback={<p>…</p>}>
      <EditorPreview fields={fields} />
    </Suspense>
  ) : null
}
