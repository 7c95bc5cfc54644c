import { showBidiControls } from '~/lib/bidi.ts'
import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import { useAction } from '~/admin/use-action.ts'
import { DateTime } from '~/ui/dates.tsx'
import ui from '~/ui/forms.module.css'
import { ExportPanel } from './ExportPanel.tsx'
import { formsApi } from './forms-api.ts'
import styles from './forms-admin.module.css'
import { FormsNav } from './FormsNav.tsx'
import { apiLeadFilters, type LeadListQuery } from './lead-query.ts'
import { LeadsChart } from './LeadsChart.tsx'
import type { DailyCount, LeadRow } from './types.ts'

export interface LeadsScreenProps {
  form: { id: number; name: string }
  list: { data: LeadRow[]; meta: { total: number } }
  query: LeadListQuery
  /** Leads per day over the chart's period (the filter's dates, else the last 30 days), every day filled. */
  days: DailyCount[]
}

/** 'delivered 2 · failed 1': a lead's deliveries by status, failures named as the dead-letter view names them. */
export function deliveriesText(counts: Readonly<Record<string, number>>): string {
  const words: Record<string, string> = { delivered: 'delivered', pending: 'waiting', dead: 'failed' }
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${words[status] ?? status} ${n}`)
  return parts.join(' · ') || 'none'
}

/**
 * A form's leads: from/to dates, search, newest or oldest first, pages; the leads
 * per day; each lead opens its detail or is deleted after a question; an export of what the list
 * shows. Lead values are text (React escapes them): a script a visitor typed stays words.
 */
export function LeadsScreen({ form, list, query, days }: LeadsScreenProps) {
  const onQuery = useTableQuery()
  const { run, busy } = useAction()
  const { confirm } = useFeedback()

  const remove = async (lead: LeadRow) => {
    const question = {
      title: `Delete lead ${lead.id}?`,
      body: 'The lead and its delivery history are deleted for good.',
      action: 'Delete lead',
    }
    if (!(await confirm(question))) return
    await run('DELETE', formsApi.lead(form.id, lead.id), { done: `Deleted lead ${lead.id}.`, failed: `Lead ${lead.id} not deleted` })
  }
  const columns: DataTableColumn<LeadRow>[] = [
    {
      id: 'created_at',
      header: 'Received',
      sortable: true,
      cell: (lead) => (
        // Named by what it shows, the date (WCAG 2.5.3: a voice command says what it sees); the
        // actions' Open link names the lead by its number.
        <Link to={`/admin/leads/${form.id}/${lead.id}`}>
          <DateTime iso={lead.created_at} />
        </Link>
      ),
    },
    {
      id: 'summary',
      header: 'Lead',
      cell: (lead) => (
        <span className={styles.summaryCell}>
          {lead.summary.map((item) => (
            <span key={item.label}>
              <span className={styles.muted}>{item.label}:</span> {showBidiControls(item.value) || '—'}
            </span>
          ))}
        </span>
      ),
    },
    { id: 'routed_to', header: 'Routed to', cell: (lead) => lead.routed_to ?? '—' },
    { id: 'deliveries', header: 'Deliveries', cell: (lead) => deliveriesText(lead.deliveries) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (lead) => (
        <span className={ui.actions}>
          <Link to={`/admin/leads/${form.id}/${lead.id}`} aria-label={`Open lead ${lead.id}`}>
            Open
          </Link>
          <button
            type="button"
            className={`${ui.link} ${ui.danger}`}
            disabled={busy}
            onClick={() => void remove(lead)}
            aria-label={`Delete lead ${lead.id}`}
          >
            Delete
          </button>
        </span>
      ),
    },
  ]

  return (
    <>
      <PageHeader title={`Leads: ${form.name}`} actions={<Link to={`/admin/forms/${form.id}`}>Edit the form</Link>}>
        Every lead this form received, newest first. Opening, exporting and deleting leads is written to the audit log.
      </PageHeader>
      <FormsNav area="leads" />
      <DateFilter query={query} />
      <LeadsChart title={`Leads per day${query.from || query.to ? ' in the chosen dates' : ', last 30 days'}`} days={days} />
      <DataTable
        label={`Leads of ${form.name}`}
        columns={columns}
        rows={list.data}
        total={list.meta.total}
        {...tableState(query)}
        onQuery={onQuery}
        rowKey={(lead) => String(lead.id)}
        empty={query.from || query.to || query.search ? 'No lead matches these dates and search.' : 'No leads yet.'}
      />
      <ExportPanel formId={form.id} formName={form.name} filters={apiLeadFilters(query)} />
    </>
  )
}

/** From and to dates of the list (both included); Apply puts them in the URL, Clear takes them out. */
function DateFilter({ query }: { query: LeadListQuery }) {
  const [, setParams] = useSearchParams()
  const [dates, setDates] = useState({ from: query.from ?? '', to: query.to ?? '' })
  const [problem, setProblem] = useState<string | null>(null)
  const ids = { from: useId(), to: useId(), error: useId() }
  const apply = (next: { from: string; to: string }) => {
    if (next.from && next.to && next.from > next.to) return setProblem('The From date is after the To date.')
    setProblem(null)
    setParams(
      (current) => {
        const params = new URLSearchParams(current)
        for (const key of ['from', 'to'] as const) {
          if (next[key]) params.set(key, next[key])
          else params.delete(key)
        }
        params.delete('page')
        return params
      },
      { preventScrollReset: true },
    )
  }
  return (
    <form
      className={styles.filters}
      aria-label="Dates"
      onSubmit={(event) => {
        event.preventDefault()
        apply(dates)
      }}
    >
      <div className={ui.field}>
        <label htmlFor={ids.from}>From</label>
        <input
          id={ids.from}
          type="date"
          value={dates.from}
          max={dates.to || undefined}
          onChange={(e) => setDates({ ...dates, from: e.target.value })}
          aria-describedby={problem ? ids.error : undefined}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <div className={ui.field}>
        <label htmlFor={ids.to}>To</label>
        <input
          id={ids.to}
          type="date"
          value={dates.to}
          min={dates.from || undefined}
          onChange={(e) => setDates({ ...dates, to: e.target.value })}
        />
      </div>
      <button type="submit" className="fc-cta fc-cta--secondary">
        Apply dates
      </button>
      {(query.from || query.to) && (
        <button
          type="button"
          className={ui.link}
          onClick={() => {
            setDates({ from: '', to: '' })
            apply({ from: '', to: '' })
          }}
        >
          Clear dates
        </button>
      )}
      {problem && (
        <p id={ids.error} className={ui.error} role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}
