import { z } from 'zod'
import { csrfToken } from '~/lib/api-client.ts'
import { appUrl } from '~/lib/app-base.ts'
import type { PageDocument } from './document.ts'

/**
 * The browser side of the editor API (/api/content/editor, editor-contract.md): typed calls that
 * send the CSRF header and turn the API's JSON errors into an `EditorApiError`.
 */
export const EDITOR_API = '/api/content/editor'

export const pageSummarySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string().nullable(),
  page_type: z.string(),
  enabled: z.boolean(),
  published: z.boolean(),
  has_draft: z.boolean(),
  updated_at: z.string().nullable().optional(),
  /** The editor's revision of the page: saves send the one they started from. */
  revision: z.number().int(),
})
export type PageSummary = z.infer<typeof pageSummarySchema>

/** A stale save's 409: the page's current revision, who changed it (email, if known) and when. */
export const pageConflictSchema = z.object({ revision: z.number().int(), changed_by: z.string().nullable(), changed_at: z.string() })
export type PageConflict = z.infer<typeof pageConflictSchema>

export const apiErrorSchema = z.object({
  status: z.string().optional(),
  title: z.string(),
  detail: z.string().optional(),
  source: z.object({ pointer: z.string() }).optional(),
  meta: z.object({ conflict: pageConflictSchema.optional() }).optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

const versionSchema = z.object({
  number: z.number().int(),
  published_at: z.string().nullable(),
  published_by: z.string().nullable().optional(),
})
export type PageVersion = z.infer<typeof versionSchema>

/** A non-2xx answer, with the API's errors (each may point at a field of the document). */
export class EditorApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
  ) {
    super(errors.map((e) => (e.detail ? `${e.title}: ${e.detail}` : e.title)).join('; ') || `Request failed (${status})`)
  }

  /** Who changed the page since the editor loaded it, when this is a stale save's 409; else null. */
  get conflict(): PageConflict | null {
    return this.status === 409 ? (this.errors.find((e) => e.meta?.conflict)?.meta?.conflict ?? null) : null
  }
}

async function call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  const response = await fetch(appUrl(`${EDITOR_API}${path}`), {
    method,
    headers: {
      accept: 'application/json',
      'csrf-token': csrfToken(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const parsed = z.object({ errors: z.array(apiErrorSchema) }).safeParse(json)
    // spec 1 §6: a 403 for lack of permissions sends the user to /no-access.
    if (response.status === 403 && parsed.success && parsed.data.errors.some((e) => e.title === 'user has no permissions (403)'))
      window.location.assign('/no-access')
    throw new EditorApiError(response.status, parsed.success ? parsed.data.errors : [{ title: `Request failed (${response.status})` }])
  }
  return z.object({ data: schema }).parse(json).data
}

// The document is validated by the server on save; here it passes through as the server sent it.
const documentSchema = z.custom<PageDocument>(
  (value) => typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks),
)

export const editorApi = {
  listPages: () => call('GET', '/pages', z.array(pageSummarySchema)),
  createPage: (input: { path: string; title: string }) => call('POST', '/pages', pageSummarySchema, input),
  getPage: (id: number) => call('GET', `/pages/${id}`, z.object({ page: pageSummarySchema, document: documentSchema, draft: z.boolean() })),
  /** `revision`: the page revision the edits started from; a stale one answers 409 (`EditorApiError.conflict`). */
  saveDraft: (id: number, document: PageDocument, revision: number) =>
    call('PUT', `/pages/${id}/draft`, z.object({ page: pageSummarySchema }), { document, revision }),
  discardDraft: (id: number) => call('DELETE', `/pages/${id}/draft`, z.object({ page: pageSummarySchema })),
  publish: (id: number, revision: number) =>
    call('POST', `/pages/${id}/publish`, z.object({ page: pageSummarySchema, version: z.number().int() }), { revision }),
  versions: (id: number) => call('GET', `/pages/${id}/versions`, z.array(versionSchema)),
  restoreVersion: (id: number, version: number) =>
    call('POST', `/pages/${id}/versions/${version}/restore`, z.object({ page: pageSummarySchema, document: documentSchema })),
  updatePage: (id: number, input: { path?: string; title?: string; enabled?: boolean }) =>
    call('PATCH', `/pages/${id}`, pageSummarySchema, input),
  duplicatePage: (id: number, input: { path: string; title?: string }) => call('POST', `/pages/${id}/duplicate`, pageSummarySchema, input),
  deletePage: (id: number) => call('DELETE', `/pages/${id}`, z.object({ deleted: z.literal(true) })),
}
