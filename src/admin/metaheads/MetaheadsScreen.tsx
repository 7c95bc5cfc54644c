import { useId, useRef, useState } from 'react'
import { fieldErrorAt } from '../problem-text.ts'
import { Link, useSearchParams } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { useFocusWhenOpened } from '~/admin/focus.ts'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useAction } from '~/admin/use-action.ts'
import type { FieldNames } from '~/admin/problem-text.ts'
import { FieldError } from '~/ui/FormErrors.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import type { ListQuery } from '~/lib/list-query.ts'
import styles from '~/ui/forms.module.css'
import { metaheadLanguages, type MetaheadLanguage } from '~/content/page.ts'

/** A metahead as the admin API and the loader give it (src/content/metaheads-admin.server.ts). */
export interface MetaheadRow {
  id: number
  page: string | null
  page_id: number | null
  language: MetaheadLanguage
  content: string
  in_body: boolean
  reload_on_each_page: boolean
  sequence: number
  updated_at: string
}

export interface MetaheadsScreenProps {
  list: { data: MetaheadRow[]; meta: { total: number } }
  query: ListQuery
  /** The metahead in the form: one being edited, 'new', or none. */
  editing: MetaheadRow | 'new' | null
}

const languageLabels: Record<MetaheadLanguage, string> = {
  javascript: 'JavaScript (inline script)',
  'js-src': 'JavaScript file (script src URL)',
  css: 'CSS',
  sass: 'Sass',
  scss: 'SCSS',
  html: 'HTML (meta, link and ld+json tags)',
}
const blank: Omit<MetaheadRow, 'id' | 'page_id' | 'updated_at'> = {
  page: null,
  language: 'html',
  content: '',
  in_body: false,
  reload_on_each_page: false,
  sequence: 0,
}

/**
 * Metaheads (spec 1 §3 Metahead, §9 Metahead rendering): tags and scripts injected in
 * every page (global) or one page. Scripts are allowed here on purpose; only administrators reach it.
 */
export function MetaheadsScreen({ list, query, editing }: MetaheadsScreenProps) {
  const onQuery = useTableQuery()
  const [params] = useSearchParams()
  const { run, busy } = useAction()
  const { confirm } = useFeedback()
  const link = (edit: string | null) => {
    const next = new URLSearchParams(params)
    if (edit === null) next.delete('edit')
    else next.set('edit', edit)
    return `?${next}`
  }
  const remove = async (m: MetaheadRow) => {
    const question = { title: `Delete metahead ${m.id}?`, body: `The ${m.language} metahead ${m.page ?? '(global)'}.`, action: 'Delete' }
    if (!(await confirm(question))) return
    await run('DELETE', `/api/admin/metaheads/${m.id}`, { done: `Deleted metahead ${m.id}.`, failed: `Metahead ${m.id} not deleted` })
  }
  const columns: DataTableColumn<MetaheadRow>[] = [
    { id: 'sequence', header: 'Sequence', sortable: true, cell: (m) => m.sequence },
    { id: 'language', header: 'Language', sortable: true, cell: (m) => m.language },
    { id: 'page', header: 'Page', cell: (m) => m.page ?? <em>global</em> },
    {
      id: 'content',
      header: 'Content',
      cell: (m) => (
        <code className={styles.truncate} title={m.content}>
          {m.content}
        </code>
      ),
    },
    { id: 'flags', header: 'Placement', cell: (m) => `${m.in_body ? 'body' : 'head'}${m.reload_on_each_page ? ', every page' : ''}` },
    {
      id: 'actions',
      header: 'Actions',
      cell: (m) => (
        <span className={styles.inline}>
          <Link to={link(String(m.id))} preventScrollReset aria-label={`Edit metahead ${m.id}`}>
            Edit
          </Link>
          <button
            type="button"
            className={`${styles.link} ${styles.danger}`}
            disabled={busy}
            onClick={() => void remove(m)}
            aria-label={`Delete metahead ${m.id}`}
          >
            Delete
          </button>
        </span>
      ),
    },
  ]
  return (
    <>
      <PageHeader
        title="Metaheads"
        actions={
          <Link to={link('new')} preventScrollReset className="fc-cta">
            Add metahead
          </Link>
        }
      >
        Scripts and tags added to pages, in sequence order. Leave the page empty for a global metahead.
      </PageHeader>
      {editing && <MetaheadForm key={editing === 'new' ? 'new' : editing.id} metahead={editing} closeLink={link(null)} />}
      <DataTable
        label="Metaheads of this market"
        columns={columns}
        rows={list.data}
        total={list.meta.total}
        {...tableState(query)}
        onQuery={onQuery}
        rowKey={(m) => String(m.id)}
        empty="No metaheads yet."
        emptyHint="Add metahead puts a script or tag on every page, or on one."
      />
    </>
  )
}

/** The metahead form's name for a key of the API's errors, as its labels read. */
export const metaheadFieldNames: FieldNames = (key) =>
  (
    ({
      page: 'Page path',
      in_body: 'In body (instead of the head)',
      reload_on_each_page: 'Run again on each page (scripts)',
    }) as Record<string, string>
  )[key]

function MetaheadForm({ metahead, closeLink }: { metahead: MetaheadRow | 'new'; closeLink: string }) {
  const start = metahead === 'new' ? blank : metahead
  const [form, setForm] = useState({ ...start, page: start.page ?? '', sequence: String(start.sequence) })
  const { run, busy, errors } = useAction()
  const formRef = useRef<HTMLFormElement>(null)
  useFocusWhenOpened(formRef)
  const id = { language: useId(), content: useId(), page: useId(), sequence: useId(), inBody: useId(), reload: useId(), title: useId() }
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }))
  const err = (pointer: string) => fieldErrorAt(errors, pointer)
  const invalid = (pointer: string) => (err(pointer) ? { 'aria-invalid': true, 'aria-describedby': `${pointer.slice(1)}-error` } : {})

  async function save() {
    const body = {
      page: form.page.trim() === '' ? null : form.page.trim(),
      language: form.language,
      content: form.content,
      in_body: form.in_body,
      reload_on_each_page: form.reload_on_each_page,
      // A number typed is sent as one, whole or not, for the server to say what is wrong with it.
      sequence: form.sequence.trim() !== '' && Number.isFinite(Number(form.sequence)) ? Number(form.sequence) : form.sequence,
    }
    const result =
      metahead === 'new'
        ? await run<MetaheadRow>('POST', '/api/admin/metaheads', {
            body,
            done: (m) => `Added metahead ${m.id}.`,
            failed: 'Metahead not added',
            names: metaheadFieldNames,
          })
        : await run<MetaheadRow>('PUT', `/api/admin/metaheads/${metahead.id}`, {
            body,
            done: (m) => `Saved metahead ${m.id}.`,
            failed: `Metahead ${metahead.id} not saved`,
            names: metaheadFieldNames,
          })
    // Stay on a blank form for the next one; the new metahead shows in the list.
    if (result.ok && metahead === 'new') setForm({ ...blank, page: '', sequence: String(blank.sequence) })
  }

  return (
    <form
      ref={formRef}
      tabIndex={-1}
      className={styles.form}
      aria-labelledby={id.title}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h2 id={id.title}>{metahead === 'new' ? 'New metahead' : `Metahead ${metahead.id}`}</h2>
      <div className={styles.field}>
        <label htmlFor={id.language}>Language</label>
        <select
          id={id.language}
          value={form.language}
          onChange={(e) => set('language', e.target.value as MetaheadLanguage)}
          {...invalid('/language')}
        >
          {metaheadLanguages.map((l) => (
            <option key={l} value={l}>
              {languageLabels[l]}
            </option>
          ))}
        </select>
        <FieldError id="language-error" message={err('/language')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id.content}>Content</label>
        <textarea
          id={id.content}
          className={styles.code}
          rows={8}
          spellCheck={false}
          value={form.content}
          onChange={(e) => set('content', e.target.value)}
          {...invalid('/content')}
        />
        <FieldError id="content-error" message={err('/content')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id.page}>Page path</label>
        <input
          id={id.page}
          value={form.page}
          placeholder="/models/e7 — empty for every page"
          onChange={(e) => set('page', e.target.value)}
          {...invalid('/page')}
        />
        <FieldError id="page-error" message={err('/page')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id.sequence}>Sequence</label>
        <input
          id={id.sequence}
          inputMode="numeric"
          value={form.sequence}
          onChange={(e) => set('sequence', e.target.value)}
          {...invalid('/sequence')}
        />
        <FieldError id="sequence-error" message={err('/sequence')} />
      </div>
      <div className={styles.check}>
        <input id={id.inBody} type="checkbox" checked={form.in_body} onChange={(e) => set('in_body', e.target.checked)} />
        <label htmlFor={id.inBody}>In body (instead of the head)</label>
      </div>
      <div className={styles.check}>
        <input
          id={id.reload}
          type="checkbox"
          checked={form.reload_on_each_page}
          onChange={(e) => set('reload_on_each_page', e.target.checked)}
        />
        <label htmlFor={id.reload}>Run again on each page (scripts)</label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="fc-cta" disabled={busy}>
          Save
        </button>
        <Link to={closeLink} preventScrollReset>
          Close
        </Link>
      </div>
    </form>
  )
}
