import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useFeedback } from '~/admin/feedback.tsx'
import styles from '~/admin/forms/forms-admin.module.css'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { failureText } from '~/admin/problem-text.ts'
import { csrfToken, type ApiProblem } from '~/lib/api-client.ts'
import { appUrl } from '~/lib/app-base.ts'
import { FieldError } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import { FEED_UPLOAD_MAX_MB, feedFormat, importPercent, importText, inventoryApi, issueText, type ImportState } from './inventory-admin.ts'
import own from './inventory-admin.module.css'
import { InventoryNav } from './InventoryNav.tsx'
import { feedColumns, sampleFeedCsv } from '~/stock/write/feed-columns.ts'

/** The import's own columns (ADR 140): the list below and the sample file are made from its schema. */
const COLUMNS = feedColumns()
const REQUIRED = COLUMNS.filter((column) => column.required)
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(sampleFeedCsv())}`

/** How often the import's state is asked for while it runs (as the lead export's, ADR 059). */
export const POLL_MS = 1000

type ImportResource = { id: string; attributes: ImportState }

/**
 * The Feed import page: a CSV or JSON feed uploaded into a publication list, `full`
 * retiring what the feed lacks. The import runs as a background job; a bar follows it (GET
 * /imports/{id} every second) to its summary or every problem by row and column — a bad feed
 * writes nothing.
 */
export function ImportScreen({ listings }: { listings: { key: string; name: string }[] }) {
  const { success, failure } = useFeedback()
  const [stateFile, setFile] = useState<File | null>(null)
  const [listingKey, setListingKey] = useState(listings[0]?.key ?? '')
  const [full, setFull] = useState(false)
  const [busy, setBusy] = useState(false)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [current, setCurrent] = useState<ImportResource | null>(null)
  // The file being imported: its name for the outcome, its format for how rows are counted.
  const [upload, setUpload] = useState<{ name: string; format: 'csv' | 'json' } | null>(null)
  const [pollError, setPollError] = useState<string | null>(null)
  const id = useId()
  const state = current?.attributes ?? null

  // The toast says how the import ended, not that it started: a refused feed writes nothing, and
  // "started" would stay on screen beside the refusal.
  const ended = useCallback(
    (resource: ImportResource, name: string) => {
      const { status, errors } = resource.attributes
      if (status === 'completed' && errors.length === 0) success(`Imported ${name}.`)
      else if (status === 'completed' || status === 'failed') failure(`${name} was not imported. ${importText(resource.attributes)}`)
    },
    [success, failure],
  )

  useEffect(() => {
    if (!current || current.attributes.status === 'completed' || current.attributes.status === 'failed') return
    let stopped = false
    const timer = setTimeout(async () => {
      let next: ImportResource | null = null
      try {
        const response = await fetch(appUrl(inventoryApi.import(current.id)), {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        })
        if (!response.ok) throw new Error(`the server answered ${response.status}`)
        next = (await response.json()).data as ImportResource
      } catch (error) {
        if (!stopped) setPollError(`Could not ask how far the import is (${(error as Error).message}); asking again.`)
      }
      if (stopped) return
      if (next) {
        setPollError(null)
        ended(next, upload?.name ?? 'The feed')
      }
      setCurrent(next ?? { ...current })
    }, POLL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [current, upload, ended])

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The input holds the choice, also one made before the page hydrated (no change event seen).
    const chosen = event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]')?.files?.[0]
    const file = chosen ?? stateFile
    const format = file ? feedFormat(file.name) : null
    if (!file || !format) return setFileProblem('Choose a .csv or a .json feed file.')
    if (file.size > FEED_UPLOAD_MAX_MB * 1024 * 1024) return setFileProblem(`A feed is at most ${FEED_UPLOAD_MAX_MB} MB.`)
    setFileProblem(null)
    setCurrent(null)
    setUpload({ name: file.name, format })
    setBusy(true)
    let errors: ApiProblem[] = []
    try {
      const response = await fetch(appUrl(inventoryApi.imports(listingKey, full, format)), {
        method: 'POST',
        headers: {
          'csrf-token': csrfToken(),
          accept: 'application/json',
          'content-type': format === 'csv' ? 'text/csv' : 'application/json',
        },
        body: file,
        credentials: 'same-origin',
      })
      const answer = await response.json().catch(() => ({}))
      if (response.ok) {
        setCurrent(answer.data as ImportResource)
        ended(answer.data as ImportResource, file.name)
      } else errors = answer.errors ?? [{ status: String(response.status), title: `Request failed (${response.status})` }]
    } catch {
      errors = [{ status: '0', title: 'Network error', detail: 'The server could not be reached. Try again.' }]
    }
    setBusy(false)
    if (errors.length > 0) failure(failureText('Feed not uploaded', errors))
  }

  const percent = state ? importPercent(state) : null
  const more = state?.summary?.moreErrors ?? 0
  const running = state !== null && state.status !== 'completed' && state.status !== 'failed'
  const listing = listings.find((l) => l.key === listingKey)
  return (
    <>
      <PageHeader title="Feed import">
        A stock feed (CSV or JSON, at most {FEED_UPLOAD_MAX_MB} MB) fills a publication list. Every row is checked first: one bad row
        refuses the whole feed and nothing is written.
      </PageHeader>
      <InventoryNav />
      <form className={`${ui.form} ${styles.section}`} aria-labelledby={`${id}-heading`} onSubmit={(event) => void start(event)}>
        <h2 id={`${id}-heading`}>Upload a feed</h2>
        <div className={ui.field}>
          <label htmlFor={`${id}-file`}>Feed file (.csv or .json)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={fileProblem ? `${id}-file-error` : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <FieldError id={`${id}-file-error`} message={fileProblem ?? undefined} />
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-list`}>Publication list</label>
          {listings.length > 0 ? (
            <select id={`${id}-list`} value={listingKey} onChange={(e) => setListingKey(e.target.value)}>
              {listings.map((l) => (
                <option key={l.key} value={l.key}>
                  {l.name} ({l.key})
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-list`}
              value={listingKey}
              spellCheck={false}
              placeholder="the list's UUID key"
              onChange={(e) => setListingKey(e.target.value)}
            />
          )}
          <p className={ui.hint}>
            {listing ? 'The feed adds and updates vehicles of this list.' : 'A key no list has makes a new list, named after it.'}{' '}
            <Link to="/admin/inventory/lists">Publication lists</Link>
          </p>
        </div>
        <label className={ui.check}>
          <input type="checkbox" checked={full} onChange={(e) => setFull(e.target.checked)} />
          Full feed: retire the list&apos;s vehicles this feed does not hold
        </label>
        <div className={ui.actions}>
          <button type="submit" className="fc-cta fc-cta--primary" disabled={busy || running}>
            Import feed
          </button>
        </div>
      </form>
      <section className={styles.section} aria-labelledby={`${id}-columns`}>
        <h2 id={`${id}-columns`}>Feed columns</h2>
        <p className={ui.hint}>
          A CSV feed&apos;s first row names its columns; a JSON feed is a list of objects with the same keys, nested ones as objects. Lists
          (<code>engine_type</code>, <code>photos</code>) are separated by <code>|</code>; an empty cell is not given.
        </p>
        <p>
          Required in every row:{' '}
          {REQUIRED.map((column, i) => (
            <span key={column.name}>
              {i > 0 ? ', ' : ''}
              <code>{column.name}</code>
            </span>
          ))}
          .
        </p>
        <p>
          <a href={SAMPLE_HREF} download="stock-feed-sample.csv">
            Download a sample CSV
          </a>{' '}
          <span className={ui.hint}>(every column, one vehicle)</span>
        </p>
        <details>
          <summary>
            All {COLUMNS.length} columns ({REQUIRED.length} required)
          </summary>
          <ul className={own.columns} aria-label="Feed columns">
            {COLUMNS.map((column) => (
              <li key={column.name}>
                <code>{column.name}</code>
                {column.required ? <strong> required</strong> : null}
              </li>
            ))}
          </ul>
        </details>
      </section>
      {current && state && (
        <section className={`${styles.section} ${styles.progressBox}`} aria-label="Import progress">
          <div
            role="progressbar"
            aria-label="Feed import"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={importText(state)}
            className={styles.progress}
            data-state={state.status === 'failed' || state.errors.length > 0 ? 'failed' : state.status}
          >
            <span style={{ inlineSize: `${percent ?? 0}%` }} />
          </div>
          <p aria-live="polite" className={ui.hint}>
            {importText(state)}
          </p>
          {pollError && <p className={ui.error}>{pollError}</p>}
          {state.status === 'completed' && state.summary && state.errors.length === 0 && (
            <dl aria-label="Import summary" className={own.counts}>
              {(['added', 'updated', 'retired', 'rejected'] as const).map((count) => (
                <div key={count}>
                  <dt>{count[0]!.toUpperCase() + count.slice(1)}</dt>
                  <dd>{state.summary![count].toLocaleString('en')}</dd>
                </div>
              ))}
            </dl>
          )}
          {state.errors.length > 0 && (
            <div role="alert" className={styles.summary}>
              <h2>Problems in the feed</h2>
              {upload?.format === 'csv' && <p className={ui.hint}>Rows are numbered as a spreadsheet shows them: the header is row 1.</p>}
              <ul>
                {state.errors.map((issue, i) => (
                  <li key={i}>{issueText(issue, upload?.format ?? 'csv')}</li>
                ))}
              </ul>
              {more > 0 && <p>… and {more.toLocaleString('en')} more problems.</p>}
            </div>
          )}
        </section>
      )}
    </>
  )
}
