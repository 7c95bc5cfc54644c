import { useCallback, useState } from 'react'
import { useRevalidator } from 'react-router'
import { appUrl } from './app-base.ts'

/**
 * Writes from the back-office screens (ADR 024): the browser calls the APIs with the `csrf-token`
 * header (the cookie's value, spec 1 §6), then the route revalidates so its loader reads the
 * change. Validation happens once, in the API.
 */
export interface ApiProblem {
  status: string
  title: string
  detail?: string
  source?: { pointer?: string }
}
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; errors: ApiProblem[] }

/** The CSRF token from its cookie: `__Host-csrf-token` under https, `csrf-token` otherwise (cookies.ts). */
export function csrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string {
  const match = /(?:^|;\s*)(?:__Host-)?csrf-token=([^;]*)/.exec(cookie)
  return match ? decodeURIComponent(match[1]!) : ''
}

/** A GET's answer in the browser: its status (0 when nothing answered) and its JSON body (null when it is not JSON). */
export interface JsonAnswer {
  status: number
  body: unknown
}

/** GETs a JSON answer for a page's own reading (no csrf-token: a GET changes nothing). */
export async function getJson(url: string, fetchImpl: typeof fetch = fetch): Promise<JsonAnswer> {
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return { status: 0, body: null }
  }
}

const networkError = { status: '0', title: 'Network error', detail: 'The server could not be reached. Try again.' }

export async function apiRequest<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { 'csrf-token': csrfToken(), accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(appUrl(url), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, status: 0, errors: [networkError] }
  }
  return readAnswer<T>(response.status, await response.text().catch(() => ''))
}

function readAnswer<T>(status: number, text: string): ApiResult<T> {
  let json: { data?: T; errors?: ApiProblem[] } | null = null
  try {
    json = JSON.parse(text)
  } catch {
    /* not JSON: the status says enough */
  }
  if (status >= 200 && status < 300) return { ok: true, data: json?.data as T }
  return { ok: false, status, errors: json?.errors ?? [{ status: String(status), title: `Request failed (${status})` }] }
}

/** A multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadRequest<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', appUrl(url))
    xhr.setRequestHeader('csrf-token', csrfToken())
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => resolve(readAnswer<T>(xhr.status, xhr.responseText))
    xhr.onerror = () => resolve({ ok: false, status: 0, errors: [networkError] })
    xhr.send(form)
  })
}

/**
 * The key the API wrote before a field's message ('opening_hours.0.closes: must be later than
 * opens'), or null. It is the pointer's path, dotted, or its tail after a base the API added
 * (`/data/attributes/…`): a form names the field by its label, not by this key.
 */
export function problemKey(error: Pick<ApiProblem, 'detail' | 'source'>): string | null {
  const pointer = error.source?.pointer
  if (!pointer || !error.detail) return null
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) return error.detail.startsWith('body: ') ? 'body' : null
  for (let start = 0; start < parts.length; start++) {
    const key = parts.slice(start).join('.')
    if (error.detail.startsWith(`${key}: `)) return key
  }
  return null
}

/** A problem's message without the key the API put before it: beside its field, the field's label names it. */
export function problemMessage(error: Pick<ApiProblem, 'title' | 'detail' | 'source'>): string {
  // An API that answers the whole message as the title (the editor's) has put its key there.
  const text = error.detail ?? error.title
  const key = problemKey({ detail: text, source: error.source })
  return key === null ? text : text.slice(key.length + 2)
}

/** The message of the error at a JSON pointer ('/name'), if any, without the API's key before it. */
export const errorAt = (errors: readonly ApiProblem[], pointer: string): string | undefined => {
  const error = errors.find((e) => e.source?.pointer === pointer)
  return error ? problemMessage(error) : undefined
}

/** Errors not tied to a field the form shows. */
export const otherErrors = (errors: readonly ApiProblem[], pointers: readonly string[]) =>
  errors.filter((e) => !e.source?.pointer || !pointers.includes(e.source.pointer))

/** spec 1 §6: an API answer of 403 for lack of permissions sends the user to /no-access. */
export const lacksPermission = (result: ApiResult<unknown>) =>
  !result.ok && result.status === 403 && result.errors.some((e) => e.title === 'user has no permissions (403)')

/**
 * Runs API writes with a busy flag and the last errors; revalidates the route after a success,
 * unless `revalidate` is false (the write removed what the route reads: the caller goes elsewhere).
 */
export function useWrite() {
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<ApiProblem[]>([])
  const run = useCallback(
    async <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, revalidate = true): Promise<ApiResult<T>> => {
      setBusy(true)
      const result = await apiRequest<T>(method, url, body)
      setBusy(false)
      setErrors(result.ok ? [] : result.errors)
      if (lacksPermission(result)) window.location.assign('/no-access')
      if (result.ok && revalidate) await revalidator.revalidate()
      return result
    },
    [revalidator],
  )
  return { run, busy, errors, setErrors }
}
