import { useCallback, useEffect, useRef, useState } from 'react'
import { appUrl } from '~/lib/app-base.ts'
import { PLACE_INPUT_MAX, suggestsPlacesFor } from './place-input.ts'
import type { Place, PlaceSuggestion } from './places.ts'

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
 * Place suggestions for what a visitor types (ADR 157): the retailer locator's search and the
 * stock locator's postcode field. Asked of this site's place search after a pause, in one session
 * (its token) until a place is picked, which ends it. Suggestions are a help: without them (no
 * place search, the service failing) each search still works as it did.
 *
 * `settled`: the suggestions shown are those of the text typed (or none are asked for), so a
 * field may say "nothing known" without contradicting a list that is still on its way.
 *
 * @example
 * const places = usePlaceSearch(text)
 * const place = await places.pick(places.suggestions[0]) // { id, name, lat, lon } or null
 */
export function usePlaceSearch(input: string) {
  const token = useRef<string | null>(null)
  const [found, setFound] = useState<{ input: string; suggestions: PlaceSuggestion[] }>({ input: '', suggestions: [] })

  useEffect(() => {
    if (unavailable || !suggestsPlacesFor(input)) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      token.current ??= newToken()
      const query = `input=${encodeURIComponent(input.trim().slice(0, PLACE_INPUT_MAX))}&session_token=${token.current}`
      getJson<PlaceSuggestion[]>(`/api/content/places/autocomplete?${query}`, controller.signal)
        .then((suggestions) => setFound({ input, suggestions: suggestions ?? [] }))
        .catch(() => {
          // A failed request suggests nothing; an aborted one was for text no longer typed.
          if (!controller.signal.aborted) setFound({ input, suggestions: [] })
        })
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

  const asked = !unavailable && suggestsPlacesFor(input)
  return {
    suggestions: found.input === input && suggestsPlacesFor(input) ? found.suggestions : [],
    settled: !asked || found.input === input,
    pick,
  }
}
