import { useCallback, useEffect, useRef } from 'react'
import { getPublicForm } from './lead-client.ts'

/**
 * The form_token in the browser (ADR 053: `<issued at, ms>.<signature>`, good from 3 s to 24 h).
 * A published page may come from the page cache (ADR 004), its token issued long before this
 * visitor came: its 3 s would have passed before they arrived, and a program sending the form at
 * once would pass for a person. So a token is fetched from the public form when the page is here,
 * and a press waits for it (the page's own token stays when that fetch fails); a token the API
 * refused (422 at form_token) is replaced for the next press.
 */
export const FORM_TOKEN_POINTER = '/data/attributes/form_token'

/** The form_token of the public form's answer (GET /api/forms/forms/{id}); null when it has none. */
export function formTokenOf(json: unknown): string | null {
  const token = (json as { data?: { attributes?: { form_token?: unknown } } } | null)?.data?.attributes?.form_token
  return typeof token === 'string' && token !== '' ? token : null
}

export function useFormToken(formId: string | number, initial: string | null | undefined, enabled: boolean) {
  const latest = useRef(initial ?? '')
  const arrival = useRef<Promise<void>>(Promise.resolve())
  const refresh = useCallback(
    () =>
      getPublicForm(formId).then(
        (answer) => {
          const fresh = answer.status >= 200 && answer.status < 300 ? formTokenOf(answer.body) : null
          if (fresh) latest.current = fresh
        },
        () => undefined,
      ),
    [formId],
  )
  useEffect(() => {
    if (enabled) arrival.current = refresh()
  }, [enabled, refresh])
  /** The token to send: the one fetched since the visitor arrived, once it is here. */
  const current = useCallback(async () => {
    await arrival.current
    return latest.current
  }, [])
  return { current, refresh }
}
