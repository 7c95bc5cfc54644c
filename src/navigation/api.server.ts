import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { idParam, parseJsonBody, problem, zodProblems } from '~/lib/api-problems.ts'
import { marketPathProblem, navEntryChangeSchema, navMoveSchema, newNavEntrySchema } from './nav-tree.ts'
import { createNavEntry, deleteNavEntry, moveNavEntry, NavEntryRefused, navTree, updateNavEntry } from './nav-entries.server.ts'

const versionQuery = z.object({ version: z.enum(['1', '2'], { error: 'must be 1 or 2' }).default('1').transform(Number) })

/**
 * /api/admin/nav-entries: the header navigation entries v1 and v2 (spec 1 §2, §7). Mounted by
 * src/admin/api.server.ts (administrators only).
 *
 * GET /?version=1|2 → { data: NavTreeEntry[] }; POST / { version, label, url, target, parent_id } → 201;
 * PATCH /:id { label?, url?, target? }; POST /:id/move { parent_id, position }; DELETE /:id (with its children).
 */
export function navigationApi() {
  const api = new Hono()

  const refused = (c: Context, error: unknown) => {
    if (!(error instanceof NavEntryRefused)) throw error
    if (error.status === 404) return c.json(problem(404, 'Navigation entry not found', error.message), 404)
    return c.json(
      {
        errors: [
          {
            status: '422',
            title: 'Invalid navigation entry',
            detail: `${error.field}: ${error.message}`,
            source: { pointer: `/${error.field}` },
          },
        ],
      },
      422,
    )
  }
  const done = <T>(c: Context, data: T, status: 200 | 201 = 200) => {
    c.get('services').content.invalidate()
    return c.json({ data }, status)
  }
  const entryId = (c: Context) => idParam(c.req.param('id'))
  /** A site path outside the market's base path is refused before anything is written. */
  const outsideMarket = (c: Context, url: string | null | undefined) => {
    const found = marketPathProblem(url, c.get('site').basePath)
    return found === null ? null : refused(c, new NavEntryRefused(422, 'url', found))
  }
  const missing = (c: Context) =>
    c.json(problem(404, 'Navigation entry not found', `No navigation entry ${String(c.req.param('id')).slice(0, 20)}`), 404)

  api.get('/', async (c) => {
    const query = versionQuery.safeParse(c.req.query())
    if (!query.success) return c.json(zodProblems(query.error, 400, 'Invalid query'), 400)
    return c.json({ data: await navTree(c.get('services').database.db, c.get('site').id, query.data.version as 1 | 2) })
  })

  api.post('/', async (c) => {
    const body = await parseJsonBody(c, newNavEntrySchema, 'Invalid navigation entry')
    if (!body.ok) return body.response
    const outside = outsideMarket(c, body.data.url)
    if (outside) return outside
    try {
      return done(c, await createNavEntry(c.get('services').database.db, c.get('user')!, c.get('site').id, body.data), 201)
    } catch (error) {
      return refused(c, error)
    }
  })

  api.patch('/:id', async (c) => {
    const id = entryId(c)
    if (id === null) return missing(c)
    const body = await parseJsonBody(c, navEntryChangeSchema, 'Invalid navigation entry')
    if (!body.ok) return body.response
    const outside = outsideMarket(c, body.data.url)
    if (outside) return outside
    try {
      return done(c, await updateNavEntry(c.get('services').database.db, c.get('user')!, c.get('site').id, id, body.data))
    } catch (error) {
      return refused(c, error)
    }
  })

  api.post('/:id/move', async (c) => {
    const id = entryId(c)
    if (id === null) return missing(c)
    const body = await parseJsonBody(c, navMoveSchema, 'Invalid navigation move')
    if (!body.ok) return body.response
    try {
      return done(c, await moveNavEntry(c.get('services').database.db, c.get('user')!, c.get('site').id, id, body.data))
    } catch (error) {
      return refused(c, error)
    }
  })

  api.delete('/:id', async (c) => {
    const id = entryId(c)
    if (id === null) return missing(c)
    try {
      const count = await deleteNavEntry(c.get('services').database.db, c.get('user')!, c.get('site').id, id)
      return done(c, { deleted: true, count })
    } catch (error) {
      return refused(c, error)
    }
  })
  return api
}
