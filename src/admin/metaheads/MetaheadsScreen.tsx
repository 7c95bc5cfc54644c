import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { errorAt, otherErrors, useAdminWrite } from '~/lib/api-client.ts'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
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
 * issue 4 §3 Metaheads (spec 1 §3 Metahead, §9 Metahead rendering): tags and scripts injected in
 * every page (global) or one page. Scripts are allowed here on purpose; only administrators reach it.
 */
export function MetaheadsScreen({ list, query, editing }: MetaheadsScreenProps) {
  const onQuery = useTableQuery()
  const [params] = useSearchParams()
  const { run, busy, errors } = useAdminWrite()
  // One message for the screen's last change, so a delete replaces 'Added metahead 4.' (issue 12 §7).
  const [notice, setNotice] = useState<string | null>(null)
  const link = (edit: string | null) => {
    const next = new URLSearchParams(params)
    if (edit === null) next.delete('edit')
    else next.set('edit', edit)
    return `?${next}`
  }
  const remove = async (m: MetaheadRow) => {
    if (!window.confirm(`Delete the ${m.language} metahead ${m.page ?? '(global)'}?`)) return
    setNotice(null)
    if ((await run('DELETE', `/metaheads/${m.id}`)).ok) setNotice(`Deleted metahead ${m.id}.`)
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
            className="fc-cta fc-cta--secondary"
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
      <h1>Metaheads</h1>
      <p className={styles.hint}>Scripts and tags added to pages, in sequence order. Leave the page empty for a global metahead.</p>
      <p>
        <Link to={link('new')} preventScrollReset className="fc-cta">
          Add metahead
        </Link>
      </p>
      {editing && (
        <MetaheadForm key={editing === 'new' ? 'new' : editing.id} metahead={editing} closeLink={link(null)} onSaved={setNotice} />
      )}
      {notice && (
        <p role="status" className={styles.status}>
          {notice}
        </p>
      )}
      <FormErrors errors={errors} />
      <DataTable
        label="Metaheads of this market"
        columns={columns}
        rows={list.data}
        total={list.meta.total}
        {...tableState(query)}
        onQuery={onQuery}
        rowKey={(m) => String(m.id)}
      />
    </>
  )
}

function MetaheadForm({
  metahead,
  closeLink,
  onSaved,
}: {
  metahead: MetaheadRow | 'new'
  closeLink: string
  /** The screen's message after a save; null while saving. */
  onSaved: (message: string | null) => void
}) {
  const start = metahead === 'new' ? blank : metahead
  const [form, setForm] = useState({ ...start, page: start.page ?? '', sequence: String(start.sequence) })
  const { run, busy, errors } = useAdminWrite()
  const id = { language: useId(), content: useId(), page: useId(), sequence: useId(), inBody: useId(), reload: useId(), title: useId() }
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }))
  const fields = ['/language', '/content', '/page', '/sequence', '/in_body', '/reload_on_each_page']
  const err = (pointer: string) => errorAt(errors, pointer)
  const invalid = (pointer: string) => (err(pointer) ? { 'aria-invalid': true, 'aria-describedby': `${pointer.slice(1)}-error` } : {})

  async function save() {
    onSaved(null)
    const body = {
      page: form.page.trim() === '' ? null : form.page.trim(),
      language: form.language,
      content: form.content,
      in_body: form.in_body,
      reload_on_each_page: form.reload_on_each_page,
      sequence: /^-?\d+$/.test(form.sequence.trim()) ? Number(form.sequence) : form.sequence,
    }
    const result =
      metahead === 'new'
        ? await run<MetaheadRow>('POST', '/metaheads', body)
        : await run<MetaheadRow>('PUT', `/metaheads/${metahead.id}`, body)
    if (!result.ok) return
    if (metahead === 'new') {
      // Stay on a blank form for the next one; the new metahead shows in the list.
      setForm({ ...blank, page: '', sequence: String(blank.sequence) })
      onSaved(`Added metahead ${result.data.id}.`)
    } else {
      onSaved(`Saved metahead ${result.data.id}.`)
    }
  }

  return (
    <form
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
      <FormErrors errors={otherErrors(errors, fields)} />
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
