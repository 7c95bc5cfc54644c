import { useId, useMemo, useState, type ReactNode } from 'react'
import {
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import styles from './DataTable.module.css'
import { EmptyState } from './EmptyState.tsx'

/**
 * A back-office list: search box, sortable column headers and pagination, all done
 * by the server. The table only renders what it is given and reports what the user asked for
 * through `onQuery`; routes keep that query in the URL (see `useTableQuery` in table-query.ts).
 * Built on TanStack Table 9 in manual mode (ADR 024).
 */
export interface DataTableColumn<Row> {
  /** Column id; for a sortable column also the server's sort key. */
  id: string
  header: string
  cell: (row: Row) => ReactNode
  sortable?: boolean
}

export type SortDir = 'asc' | 'desc'
export interface DataTableSort {
  id: string
  dir: SortDir
}
/** What the user asked for; only the changed parts are set. */
export interface DataTableQuery {
  search?: string
  sort?: string
  dir?: SortDir
  page?: number
}

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption). */
  label: string
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  total: number
  page: number
  perPage: number
  sort: DataTableSort | null
  /** The current search text; omit to hide the search box. */
  search?: string
  onQuery: (query: DataTableQuery) => void
  rowKey?: (row: Row) => string
  /** Shown instead of rows when there are none and nothing is searched for; `emptyHint` says what fills the list. */
  empty?: string
  emptyHint?: ReactNode
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature })

export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { columns, rows, total, page, perPage, sort, onQuery, rowKey } = props
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, Row> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => row,
        enableSorting: column.sortable ?? false,
      })),
    [columns],
  )
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.dir === 'desc' }] : []
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: perPage }
  const data = useMemo(() => [...rows], [rows])

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: rowKey ? (row: Row) => rowKey(row) : undefined,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting)
      if (next) onQuery({ sort: next.id, dir: next.desc ? 'desc' : 'asc', page: 1 })
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      onQuery({ page: functionalUpdate(updater, pagination).pageIndex + 1 })
    },
  })

  const captionId = useId()
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const from = total === 0 ? 0 : (page - 1) * perPage + 1
  const to = Math.min(total, page * perPage)
  const emptyTitle = props.search ? `Nothing matches “${props.search}”.` : (props.empty ?? 'Nothing here yet.')
  return (
    <div className={styles.wrapper}>
      {props.search !== undefined && (
        <SearchBox key={props.search} value={props.search} onSearch={(search) => onQuery({ search, page: 1 })} />
      )}
      {/* A table wider than its screen scrolls, not the page; focusable so keys scroll it too. */}
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {props.label}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted()
                  const sortable = header.column.getCanSort()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {sortable ? (
                        <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className={styles.arrow}>
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  <EmptyState title={emptyTitle}>{props.search ? 'Try other words, or clear the search.' : props.emptyHint}</EmptyState>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell, i) => (
                    // On a phone each row is a card and a cell says its column (DataTable.module.css).
                    <td key={cell.id} data-label={columns[i]!.header || undefined}>
                      {/* Called, not rendered as a component: a screen's columns are made anew each render, and a
                          new component type would remount the cell, its Edit link losing the focus it had. */}
                      {columns[i]!.cell(row.original)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* One page has nowhere to go: only the count, no Previous/Next. */}
      <nav className={styles.pager} aria-label={`${props.label} pages`}>
        {pageCount > 1 && (
          <button
            type="button"
            className="fc-cta fc-cta--secondary"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous
          </button>
        )}
        {/* Announced as it changes; with nothing to show, the empty state says it instead. */}
        <span aria-live="polite" className={total === 0 ? 'fc-visually-hidden' : undefined}>
          {total === 0 ? emptyTitle : `Page ${page} of ${pageCount} · ${from}–${to} of ${total}`}
        </span>
        {pageCount > 1 && (
          <button type="button" className="fc-cta fc-cta--secondary" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            Next
          </button>
        )}
      </nav>
    </div>
  )
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId()
  const [text, setText] = useState(value)
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={id}>Search</label>
      <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={200} />
      <button type="submit" className="fc-cta fc-cta--secondary">
        Search
      </button>
    </form>
  )
}
