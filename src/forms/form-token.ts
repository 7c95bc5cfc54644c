import { useCallback, useEffect, useState } from 'react'
import { getPublicForm } from './lead-client.ts'

/**
 * The form_token in the browser (ADR 053: `<issued at, ms>.<signature>`, good from 3 s to 24 h).
 * A published page may come from the page cache long after it was rendered (ADR 004), so a
 * token older than an hour is replaced from the public form once the page is here; a refused one
 * (422 at form_token) is replaced for the next press.
 */
export const FORM_TOKEN_POINTER = '/data/attributes/form_token'
export const TOKEN_REFRESH_AFTER_MS = 60 * 60 * 1000

/** When a token was issued (ms since 1970), or null for one this page cannot read. */
export function tokenIssuedAt(token: string): number | null {
  const match = /^(\d{1,15})\./.exec(token)
  return match ? Number(match[1]) : null
}

/** Whether a token should be fetched again before the visitor sends the form. */
export function isTokenStale(token: string, now: number): boolean {
  if (token === '') return true
  const issuedAt = tokenIssuedAt(token)
  return issuedAt !== null && now - issuedAt > TOKEN_REFRESH_AFTER_MS
}

/** The form_token of the public form's answer (GET /api/forms/forms/{id}); null when it has none. */
export function formTokenOf(json: unknown): string | null {
  const token = (json as { data?: { attributes?: { form_token?: unknown } } } | null)?.data?.attributes?.form_token
  return typeof token === 'string' && token !== '' ? token : null
}

export function useFormToken(formId: string | number, initial: string | null | undefined, enabled: boolean) {
  const [token, setToken] = useState(initial ?? '')
  const fetchToken = useCallback(
    () => getPublicForm(formId).then((answer) => (answer.status >= 200 && answer.status < 300 ? formTokenOf(answer.body) : null)),
    [formId],
  )
  const refresh = useCallback(async () => {
    const fresh = await fetchToken()
    if (fresh) setToken(fresh)
  }, [fetchToken])
  useEffect(() => {
    if (!enabled || !isTokenStale(token, Date.now())) return
    let live = true
    void fetchToken().then((fresh) => {
      if (live && fresh) setToken(fresh)
    })
    return () => {
      live = false
    }
    // Once, when the page is here: a fresh token stays fresh for far longer than a visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled])
  return { token, refresh }
}
