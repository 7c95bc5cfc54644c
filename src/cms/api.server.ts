import { isDatabaseId } from '~/lib/integer-max.ts'
import { Hono, type Context } from 'hono'
import { requireRole } from '~/auth/require-role.server.ts'
import { createEditorPages, EditorError } from './pages.server.ts'
import { JSON_CONTENT_TYPE, notJsonBody } from '~/lib/api-problems.ts'

const idParam = '{[0-9]{1,9}}'

/** A JSON body, or null when the body is not JSON (answered with 400 below). */
async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => undefined)
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
}

/**
 * /api/content/editor (ARCHITECTURE.md: editor endpoints under the content API): the editor's
 * pages, drafts, publishing and versions. Editors and admins; the role is checked
 * here on the server for every call, whatever the UI shows (spec 1 §6).
 */
export function editorApi() {
  const api = new Hono()
  api.use('*', requireRole('admin', 'editor'))

  api.onError((error, c) => {
    if (!(error instanceof EditorError)) throw error
    const meta = error.meta ? { meta: error.meta } : {}
    const errors =
      error.status === 409 && error.meta
        ? [{ status: '409', title: error.message, detail: error.problems[0]?.message, source: { pointer: '/revision' }, ...meta }]
        : error.problems.length > 0
          ? error.problems.map((p) => ({ status: String(error.status), title: p.message, source: { pointer: p.pointer }, ...meta }))
          : [{ status: String(error.status), title: error.message, ...meta }]
    return c.json({ errors }, error.status)
  })

  const pagesOf = (c: Context) => createEditorPages(c.get('services').database.db, c.get('site').id, c.get('user')!, c.get('site').basePath)
  const id = (c: Context) => Number(c.req.param('id'))
  const written = <T>(c: Context, data: T, status: 200 | 201 = 200) => {
    c.get('services').content.invalidate()
    return c.json({ data }, status)
  }
  /** The revision a write started from: a positive integer, or the 400 answer. */
  const revisionOf = (c: Context, value: unknown) =>
    isDatabaseId(value)
      ? value
      : c.json(
          { errors: [{ status: '400', title: 'revision must be the page revision the editor loaded', source: { pointer: '/revision' } }] },
          400,
        )
  const withBody = (handler: (c: Context, body: Record<string, unknown>) => Promise<Response>) => async (c: Context) => {
    const notJson = notJsonBody(c)
    if (notJson) return notJson
    const body = await jsonBody(c)
    if (!body) return c.json({ errors: [{ status: '400', title: 'The request body must be a JSON object' }] }, 400)
    return handler(c, body)
  }

  api.get('/pages', async (c) => c.json({ data: await pagesOf(c).list() }))
  api.post(
    '/pages',
    withBody(async (c, body) => written(c, await pagesOf(c).create(body), 201)),
  )
  api.get(`/pages/:id${idParam}`, async (c) => c.json({ data: await pagesOf(c).get(id(c)) }))
  api.patch(
    `/pages/:id${idParam}`,
    withBody(async (c, body) => written(c, await pagesOf(c).update(id(c), body))),
  )
  api.delete(`/pages/:id${idParam}`, async (c) => written(c, await pagesOf(c).remove(id(c))))
  api.post(
    `/pages/:id${idParam}/duplicate`,
    withBody(async (c, body) => written(c, await pagesOf(c).duplicate(id(c), body), 201)),
  )

  api.put(
    `/pages/:id${idParam}/draft`,
    withBody(async (c, body) => {
      if (!('document' in body))
        return c.json({ errors: [{ status: '400', title: 'document is required', source: { pointer: '/document' } }] }, 400)
      // Optimistic locking: a save names the revision it started from; a stale one is a 409.
      const revision = revisionOf(c, body.revision)
      if (revision instanceof Response) return revision
      return c.json({ data: { page: await pagesOf(c).saveDraft(id(c), body.document, revision) } })
    }),
  )
  api.delete(`/pages/:id${idParam}/draft`, async (c) => c.json({ data: { page: await pagesOf(c).discardDraft(id(c)) } }))
  // The body is optional: with { revision } only that revision is published (else 409).
  api.post(`/pages/:id${idParam}/publish`, async (c) => {
    const body = JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '') ? await jsonBody(c) : {}
    if (!body) return c.json({ errors: [{ status: '400', title: 'The request body must be a JSON object' }] }, 400)
    const revision = body.revision === undefined ? undefined : revisionOf(c, body.revision)
    if (revision instanceof Response) return revision
    return written(c, await pagesOf(c).publish(id(c), revision))
  })
  api.get(`/pages/:id${idParam}/versions`, async (c) => c.json({ data: await pagesOf(c).versions(id(c)) }))
  api.post(`/pages/:id${idParam}/versions/:number${idParam}/restore`, async (c) =>
    c.json({ data: await pagesOf(c).restore(id(c), Number(c.req.param('number'))) }),
  )

  api.all('*', (c) => c.json({ errors: [{ status: '404', title: 'Not found' }] }, 404))
  return api
}
