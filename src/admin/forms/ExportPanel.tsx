import { useEffect, useId, useRef, useState } from 'react'
import { ApiLink } from '~/admin/ApiLink.tsx'
import { useAction } from '~/admin/use-action.ts'
import { appUrl } from '~/lib/app-base.ts'
import ui from '~/ui/forms.module.css'
import { attributes, formsApi, type Resource } from './forms-api.ts'
import styles from './forms-admin.module.css'
import type { LeadExportState } from './types.ts'
import { counted } from '~/lib/counted.ts'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

/** How often the export's state is asked for while it runs (spec 1 §4: created, then polled, then downloaded). */
export const POLL_MS = 1000

type ExportResource = Resource<LeadExportState>

/** The share of the export done, 0–100; null while the job has not said (an indeterminate bar). */
export function exportPercent(state: Pick<LeadExportState, 'status' | 'progress'>): number | null {
  if (state.status === 'completed') return 100
  if (state.status === 'created') return 0
  // 100 only once the file is there: a job at 1.0 still writes it.
  return state.progress ? Math.min(99, Math.floor(state.progress.fraction * 100)) : null
}

/** What the bar says in words, also its aria-valuetext. */
export function progressText(state: LeadExportState): string {
  switch (state.status) {
    case 'completed':
      return `Ready: ${counted(state.rows ?? 0, 'lead')}.`
    case 'failed':
      return `The export failed${state.error ? ` (${state.error})` : ''}. Start it again.`
    case 'created':
      return 'Waiting to start…'
    default:
      return state.progress?.note ? `Writing: ${state.progress.note}.` : 'Writing leads…'
  }
}

/**
 * Exports of a form's leads: CSV or XLSX with the list's current filters and sort,
 * made by a background job. A progress bar follows it, asking GET /lead_exports/{id} every second,
 * until the file is ready to download.
 */
export function ExportPanel({ formId, formName, filters }: { formId: number; formName: string; filters: Record<string, string> }) {
  const { run, busy } = useAction()
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv')
  const [current, setCurrent] = useState<ExportResource | null>(null)
  const [pollError, setPollError] = useState<string | null>(null)
  const heading = useId()
  const button = useRef<HTMLButtonElement>(null)
  const download = useRef<HTMLAnchorElement>(null)
  const state = current?.attributes ?? null
  const completed = state?.status === 'completed'

  // The file is what the admin waited for: the focus goes from the button they pressed to its link.
  useEffect(() => {
    if (completed && document.activeElement === button.current) download.current?.focus()
  }, [completed])

  useEffect(() => {
    if (!current || current.attributes.status === 'completed' || current.attributes.status === 'failed') return
    let stopped = false
    const timer = setTimeout(async () => {
      let next: ExportResource | null = null
      try {
        const response = await fetch(appUrl(formsApi.leadExport(formId, Number(current.id))), {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        })
        if (!response.ok) throw new Error(`the server answered ${response.status}`)
        next = (await response.json()).data as ExportResource
      } catch (error) {
        if (!stopped) setPollError(`Could not ask how far the export is (${(error as Error).message}); asking again.`)
      }
      if (stopped) return
      if (next) setPollError(null)
      // A new object either way: a dropped request is asked again at the next tick.
      setCurrent(next ?? { ...current })
    }, POLL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [formId, current])

  const start = async () => {
    setCurrent(null)
    setPollError(null)
    const result = await run<ExportResource>('POST', formsApi.leadExports(formId), {
      body: attributes({ format, ...filters }),
      done: `Export of “${formName}” started.`,
      failed: 'Export not started',
    })
    if (result.ok) setCurrent(result.data)
  }

  const percent = state ? exportPercent(state) : null
  const running = state !== null && state.status !== 'completed' && state.status !== 'failed'
  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h2 id={heading}>Export</h2>
      <p className={ui.hint}>The leads the list finds, with its dates, search and order, as a file.</p>
      <div className={styles.addField}>
        <fieldset className={styles.inlineChoice}>
          <legend className={ui.label}>Format</legend>
          {(['csv', 'xlsx'] as const).map((value) => (
            <label key={value} className={ui.check}>
              <input type="radio" name="export-format" value={value} checked={format === value} onChange={() => setFormat(value)} />
              {value.toUpperCase()}
            </label>
          ))}
        </fieldset>
        {/* Not disabled while it runs: a disabled button drops the focus to the page. */}
        <FocusableButton ref={button} className="fc-cta fc-cta--primary" inactive={busy || running} onClick={() => void start()}>
          Export leads
        </FocusableButton>
      </div>
      {current && state && (
        <div className={styles.progressBox}>
          <div
            role="progressbar"
            aria-label={`Export of ${formName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={progressText(state)}
            className={styles.progress}
            data-state={state.status}
          >
            <span style={{ inlineSize: `${percent ?? 0}%` }} />
          </div>
          <p aria-live="polite" className={ui.hint}>
            {progressText(state)}
          </p>
          {pollError && <p className={ui.error}>{pollError}</p>}
          {completed && (
            <ApiLink ref={download} className="fc-cta fc-cta--secondary" path={formsApi.download(formId, Number(current.id))} download>
              Download {state.format.toUpperCase()} ({counted(state.rows ?? 0, 'lead')})
            </ApiLink>
          )}
        </div>
      )}
    </section>
  )
}
