import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { filtersReducer, initialFiltersState, type FiltersAction, type FiltersState } from './filters.ts'

/**
 * The page's filters state (filters.ts), shared by the Model Summary Filters and the Derivatives
 * blocks of the page without anything outside their folders: one store in the browser, keyed by
 * the page's path. The server and the hydrating render read the initial state (no options, every
 * Derivatives block shown), so server and client markup agree; blocks register in effects, which
 * run in the browser only, so no request ever shares state with another.
 */
let state = initialFiltersState
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function dispatchFilters(action: FiltersAction) {
  const next = filtersReducer(state, action)
  if (next === state) return
  state = next
  for (const listener of listeners) listener()
}

/** This page's state (the initial state while it holds another page's) and its key for actions. */
export function usePageFilters(): { state: FiltersState; key: string } {
  const key = useLocation().pathname
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => initialFiltersState,
  )
  return { state: current.key === key ? current : initialFiltersState, key }
}
