import { useCallback, useState } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Writes from the admin screens (ADR 024): the browser calls /api/admin with the `csrf-token`
 * header (the cookie's value, spec 1 §6), then revalidates the route so its loader reads the
 * change. One code path for validation: the API's.
 */
export interface ApiProblem { status: string; title: string; detail?: string; source?: { pointer?: string } }
export type ApiResult<T> = { ok: true; data: T } | { ok: false; errors: ApiProblem[] }

export function csrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string {
  const match = /(?:^|;\s*)csrf-token=([^;]*)/.exec(cookie)
  return match ? decodeURIComponent(match[1]!) : ''
}

export async function adminRequest<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { 'csrf-token': csrfToken(), accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(`/api/admin${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' })
  } catch {
    return { ok: false, errors: [{ status: '0', title: 'Network error', detail: 'The server could not be reached. Try again.' }] }
  }
  const json = await response.json().catch(() => null) as { data?: T; errors?: ApiProblem[] } | null
  if (response.ok) return { ok: true, data: json?.data as T }
  return { ok: false, errors: json?.errors ?? [{ status: String(response.status), title: response.statusText || 'Request failed' }] }
}

/** The message of the error at a JSON pointer ('/value'), if any. */
export const errorAt = (errors: readonly ApiProblem[], pointer: string): string | undefined => {
  const error = errors.find((e) => e.source?.pointer === pointer)
  return error ? error.detail ?? error.title : undefined
}
/** Errors not tied to a field the form shows. */
export const otherErrors = (errors: readonly ApiProblem[], pointers: readonly string[]) =>
  errors.filter((e) => !e.source?.pointer || !pointers.includes(e.source.pointer))

/** Runs admin API calls with a busy flag and the last errors; revalidates after a success. */
export function useAdminWrite() {
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<ApiProblem[]>([])
  const run = useCallback(async <T,>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> => {
    setBusy(true)
    const result = await adminRequest<T>(method, path, body)
    setBusy(false)
    setErrors(result.ok ? [] : result.errors)
    if (result.ok) await revalidator.revalidate()
    return result
  }, [revalidator])
  return { run, busy, errors, setErrors }
}
