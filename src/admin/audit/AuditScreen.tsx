import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useTableQuery } from '~/admin/table-query.ts'
import styles from '~/ui/forms.module.css'
import { DateTime } from '~/ui/dates.tsx'

/** An audit entry as the admin API and the loader give it (src/audit/api.server.ts). */
export interface AuditRowView {
  id: number
  created_at: string
  user_email: string
  action: string
  entity_type: string
  entity_id: string
  summary: string
  changes: { before?: unknown; after?: unknown }
}
export interface AuditScreenProps {
  list: { data: AuditRowView[]; meta: { total: number; page: number; per_page: number } }
  search: string
}

const show = (value: unknown) =>
  value === undefined || value === null ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value, null, 2)

function Changes({ entry }: { entry: AuditRowView }) {
  const { before, after } = entry.changes
  if (before === undefined && after === undefined) return <>—</>
  return (
    <details>
      <summary>Before and after</summary>
      <p className={styles.label}>Before</p>
      <pre className={styles.pre}>{show(before)}</pre>
      <p className={styles.label}>After</p>
      <pre className={styles.pre}>{show(after)}</pre>
    </details>
  )
}

const columns: DataTableColumn<AuditRowView>[] = [
  { id: 'created_at', header: 'When', cell: (e) => <DateTime iso={e.created_at} seconds /> },
  { id: 'user_email', header: 'Who', cell: (e) => e.user_email },
  { id: 'action', header: 'Action', cell: (e) => <code>{e.action}</code> },
  { id: 'summary', header: 'Summary', cell: (e) => e.summary },
  { id: 'changes', header: 'Changes', cell: (e) => <Changes entry={e} /> },
]

/** The audit log: who changed which page, setting or user, and when; newest first. */
export function AuditScreen({ list, search }: AuditScreenProps) {
  const onQuery = useTableQuery()
  return (
    <>
      <PageHeader title="Audit log">Who changed which page, setting or user, and when; newest first.</PageHeader>
      <DataTable
        label="Changes, newest first"
        columns={columns}
        rows={list.data}
        total={list.meta.total}
        page={list.meta.page}
        perPage={list.meta.per_page}
        sort={null}
        search={search}
        onQuery={onQuery}
        rowKey={(e) => String(e.id)}
        empty="No changes recorded yet."
        emptyHint="Every change to a page, setting, user or list here is recorded with who made it."
      />
    </>
  )
}
