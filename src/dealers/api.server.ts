import { Hono } from 'hono'
import { idParam, parseJsonBody, problem, zodProblems } from '~/lib/api-problems.ts'
import { dealerInputSchema, dealerListQuerySchema } from './dealer.ts'
import { createDealer, DealerChanged, DealerConflict, deleteDealer, getDealer, listDealers, updateDealer } from './dealers.server.ts'

/**
 * /api/admin/dealers: the 'Dealers' tab (spec 1 §1). Mounted by src/admin/api.server.ts
 * (administrators only).
 *
 * GET / ?search=&sort=name&dir=asc&page=1&per_page=20 → { data: Dealer[], meta: { total, page, per_page } }
 * POST / Dealer fields → 201 { data }; PUT /:id → { data } (with `updated_at` as read: 409 when
 * changed since); DELETE /:id → { data: { deleted: true } }
 */
export function dealersApi() {
  const api = new Hono()
  const notFound = (id: string | undefined) => problem(404, 'Dealer not found', `No dealer with id ${String(id).slice(0, 20)}`)
  const conflict = (error: DealerConflict) => ({
    errors: [{ status: '409', title: 'Dealer code already used', detail: error.message, source: { pointer: '/code' } }],
  })

  api.get('/', async (c) => {
    const query = dealerListQuerySchema.safeParse(c.req.query())
    if (!query.success) return c.json(zodProblems(query.error, 400, 'Invalid query'), 400)
    return c.json(await listDealers(c.get('services').database.db, c.get('site').id, query.data))
  })

  api.get('/:id', async (c) => {
    const id = idParam(c.req.param('id'))
    const dealer = id === null ? null : await getDealer(c.get('services').database.db, c.get('site').id, id)
    return dealer ? c.json({ data: dealer }) : c.json(notFound(c.req.param('id')), 404)
  })

  api.post('/', async (c) => {
    const body = await parseJsonBody(c, dealerInputSchema, 'Invalid dealer')
    if (!body.ok) return body.response
    try {
      const dealer = await createDealer(c.get('services').database.db, c.get('user')!, c.get('site').id, body.data)
      c.get('services').content.invalidate()
      return c.json({ data: dealer }, 201)
    } catch (error) {
      if (error instanceof DealerConflict) return c.json(conflict(error), 409)
      throw error
    }
  })

  api.put('/:id', async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return c.json(notFound(c.req.param('id')), 404)
    const body = await parseJsonBody(c, dealerInputSchema, 'Invalid dealer')
    if (!body.ok) return body.response
    try {
      const dealer = await updateDealer(c.get('services').database.db, c.get('user')!, c.get('site').id, id, body.data)
      if (!dealer) return c.json(notFound(c.req.param('id')), 404)
      c.get('services').content.invalidate()
      return c.json({ data: dealer })
    } catch (error) {
      if (error instanceof DealerConflict) return c.json(conflict(error), 409)
      if (error instanceof DealerChanged) return c.json(problem(409, 'Dealer changed', error.message, '/updated_at'), 409)
      throw error
    }
  })

  api.delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'))
    const deleted = id !== null && (await deleteDealer(c.get('services').database.db, c.get('user')!, c.get('site').id, id))
    if (!deleted) return c.json(notFound(c.req.param('id')), 404)
    c.get('services').content.invalidate()
    return c.json({ data: { deleted: true } })
  })
  return api
}
