import { useCallback, useEffect, useRef, useState } from 'react'
import { appUrl } from '~/lib/app-base.ts'
import { suggestsPlacesFor, type Place, type PlaceSuggestion } from '~/places/places.ts'

/** Typing pauses this long before the maps service is asked: one request per pause, not per key. */
const SUGGEST_DELAY_MS = 250

/** Set when this site has no place search (404): the page stops asking. */
let unavailable = false

const newToken = () => crypto.randomUUID()

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(appUrl(path), { headers: { accept: 'application/json' }, credentials: 'same-origin', signal })
  if (response.status === 404 && path.includes('/autocomplete')) unavailable = true
  if (!response.ok) return null
  return ((await response.json()) as { data: T }).data
}

/**
 * Place suggestions for what a visitor types in a retailer search (ADR 157): asked of this site's
 * place search after a pause, in one session (its token) until a place is picked, which ends it.
 * Suggestions are a help: without them (no place search, the service failing) the search still
 * filters the retailers by their names and towns.
 */
export function usePlaceSearch(input: string) {
  const token = useRef<string | null>(null)
  const [found, setFound] = useState<{ input: string; suggestions: PlaceSuggestion[] }>({ input: '', suggestions: [] })

  useEffect(() => {
    if (unavailable || !suggestsPlacesFor(input)) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      token.current ??= newToken()
      const query = `input=${encodeURIComponent(input.trim().slice(0, 100))}&session_token=${token.current}`
      getJson<PlaceSuggestion[]>(`/api/content/places/autocomplete?${query}`, controller.signal)
        .then((suggestions) => setFound({ input, suggestions: suggestions ?? [] }))
        .catch(() => {})
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [input])

  /** Where a suggestion is; null when it cannot be told. The session ends either way. */
  const pick = useCallback(async (suggestion: PlaceSuggestion): Promise<Place | null> => {
    const session = token.current ?? newToken()
    token.current = null
    setFound({ input: '', suggestions: [] })
    return getJson<Place>(`/api/content/places/${encodeURIComponent(suggestion.id)}?session_token=${session}`).catch(() => null)
  }, [])

  return { suggestions: found.input === input && suggestsPlacesFor(input) ? found.suggestions : [], pick }
}
