import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useWrite } from '~/lib/api-client.ts'
import { useFeedback } from './feedback.tsx'
import { keepingFocus, useRefusedFieldFocus } from './focus.ts'
import { failureText, type FieldNames } from './problem-text.ts'

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** What a write sends and what its toast says: `done` after a success, `failed` before the problems. */
export interface Action<T> {
  body?: unknown
  done: string | ((data: T) => string)
  failed: string
  /** The form's names for the fields its errors point at (its labels); the key in words otherwise. */
  names?: FieldNames
  /**
   * Where to go after a success, with its toast, in place of reading this page again: for a page
   * whose thing the write removed (a deleted lead's page would only answer 404).
   */
  next?: string
}

/**
 * An admin write whose outcome is a toast: every success says what it did, every
 * failure what did not happen and the server's words for why. The API's errors stay in `errors`
 * for the fields they point at. After a success the route's loader runs again (useWrite), or the
 * screen goes to `next`.
 *
 * @example
 *   const { run } = useAction()
 *   await run('DELETE', `/api/admin/dealers/${id}`, { done: `Deleted dealer ${code}.`, failed: 'Dealer not deleted' })
 */
export function useAction() {
  const write = useWrite()
  const { success, failure } = useFeedback()
  const navigate = useNavigate()
  const { run: send } = write
  const sending = useRefusedFieldFocus(write.errors)
  const run = useCallback(
    async <T>(method: Method, url: string, action: Action<T>) => {
      const { next } = action
      // The form being sent: its submit, or the field Enter was pressed in, has the focus.
      sending(document.activeElement?.closest('form') ?? null)
      const result = await keepingFocus(() => send<T>(method, url, action.body, next === undefined))
      if (!result.ok) failure(failureText(action.failed, result.errors, action.names))
      else {
        const done = typeof action.done === 'function' ? action.done(result.data) : action.done
        if (next === undefined) success(done)
        else {
          // The toast belongs to the screen it goes to: the one it was asked on is left.
          success(done, new URL(next, 'http://admin').pathname)
          await navigate(next)
        }
      }
      return result
    },
    [send, success, failure, navigate, sending],
  )
  return { ...write, run }
}
