import { Hono, type Context } from 'hono'
import { answer, readBody } from '~/lib/http.server.ts'
import { idParam, problem, readQuery } from '~/lib/api-problems.ts'
import {
  createMetahead,
  deleteMetahead,
  getMetahead,
  listMetaheads,
  metaheadBody,
  metaheadsListQuery,
  updateMetahead,
} from './metaheads-admin.server.ts'

const notFound = (c: Context) => c.json(problem(404, 'Metahead not found', 'The id must be a positive integer.'), 404)

/**
 * /api/admin/metaheads (spec 1 §3 Metahead). Mounted by src/admin/api.server.ts
 * (administrators only: metaheads may carry scripts).
 */
export function metaheadsApi() {
  const api = new Hono()

  api.get('/', async (c) => {
    const query = readQuery(c, metaheadsListQuery)
    if (query instanceof Response) return query
    return c.json(await listMetaheads(c.get('services').database.db, c.get('site').id, query))
  })

  api.get('/:id', async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    return answer(c, () => getMetahead(c.get('services').database.db, c.get('site').id, id))
  })

  api.post('/', async (c) => {
    const body = await readBody(c, metaheadBody)
    if (body instanceof Response) return body
    const services = c.get('services')
    const site = c.get('site')
    const user = c.get('user')
    return answer(
      c,
      async () => {
        const created = await createMetahead(services.database.db, user!, site.id, body)
        services.content.invalidate()
        return created
      },
      201,
    )
  })

  api.put('/:id', async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    const body = await readBody(c, metaheadBody)
    if (body instanceof Response) return body
    const services = c.get('services')
    const site = c.get('site')
    const user = c.get('user')
    return answer(c, async () => {
      const updated = await updateMetahead(services.database.db, user!, site.id, id, body)
      services.content.invalidate()
      return updated
    })
  })

  api.delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    const services = c.get('services')
    const site = c.get('site')
    const user = c.get('user')
    return answer(c, async () => {
      const removed = await deleteMetahead(services.database.db, user!, site.id, id)
      services.content.invalidate()
      return removed
    })
  })
  return api
}
