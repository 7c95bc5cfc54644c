import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { ListQuery } from '~/lib/list-query.ts'
import type { DataTableQuery, DataTableSort } from './DataTable.tsx'

/** The DataTable props that come from a list query. */
export const tableState = (query: ListQuery): { page: number; perPage: number; sort: DataTableSort; search: string } => ({
  page: query.page,
  perPage: query.per_page,
  sort: { id: query.sort, dir: query.dir },
  search: query.search,
})

/** `onQuery` for a DataTable whose state lives in the page URL's search params. */
export function useTableQuery() {
  const [, setSearchParams] = useSearchParams()
  return useCallback(
    (query: DataTableQuery) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(query)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key)
            else next.set(key, String(value))
          }
          return next
        },
        { preventScrollReset: true },
      )
    },
    [setSearchParams],
  )
}
