import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { requireRole } from '~/auth/require-role.server.ts'
import { idParam, parseJsonBody, problem, readQuery } from '~/lib/api-problems.ts'
import { ServiceError, serviceErrorResponse } from '~/lib/http.server.ts'
import {
  createListing,
  deleteListing,
  getListing,
  getVehicle,
  listListings,
  listVehicles,
  updateListing,
  updateVehicle,
  vehicleListQuery,
  vehiclePatchSchema,
} from './admin.server.ts'
import { listingPatchSchema, newListingSchema } from './config.ts'
import { importRequestSchema, importView, startImport, UploadTooLarge } from './feed-uploads.server.ts'
import { refreshContentAfterWrite } from '~/lib/refresh-after-write.server.ts'

/**
 * /api/inventory/admin (ADR 078): the /admin Inventory area's API, for the market's
 * administrators only (editors get 403, as for /api/admin). JSON:API-style answers; bad input names
 * the field; every write is audited; CSRF as every /api write (src/server/app.server.ts). The
 * config entries are /api/inventory/admin/config_entries (src/stock/write/config-api.server.ts).
 *
 * GET /listings · POST /listings · GET|PATCH|DELETE /listings/:id (?with_vehicles=true)
 * GET /vehicles?search=&listing=&state=&status=&visibility=&sort=&dir=&page=&per_page= · GET|PATCH /vehicles/:id
 * POST /imports?listing_key=&full=&format= (the body is the feed file) → 202 · GET /imports/:id
 */
export const INVENTORY_ADMIN_BASE = '/api/inventory/admin'
/** The upload path, which has its own body limit (FEED_UPLOAD_MAX_BYTES) instead of the API's. */
export const FEED_UPLOAD_PATH = /^\/api\/inventory\/admin\/imports\/?$/

const body = <S extends z.ZodType>(attributes: S, type: string) =>
  z.object({ data: z.object({ type: z.literal(type).optional(), attributes }) })

const resource = (type: string, id: number | string, attributes: object) => ({ id: String(id), type, attributes })
const split = <T extends { id: number | string }>(type: string, { id, ...attributes }: T) => resource(type, id, attributes)

async function run(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ServiceError) return serviceErrorResponse(c, error)
    if (error instanceof UploadTooLarge) return c.json(problem(413, 'Request body too large', error.message), 413)
    throw error
  }
}

export function inventoryAdminApi() {
  const api = new Hono()
  api.use('*', requireRole('admin'))
  api.use('*', async (c, next) => {
    await next()
    c.header('cache-control', 'private, no-store')
  })
  // A write bumped the content revision (ADR 088).
  api.use('*', refreshContentAfterWrite)
  const db = (c: Context) => c.get('services').database.db
  const pathId = (c: Context) => idParam(c.req.param('id'))
  const notFound = (c: Context, what: string) =>
    c.json(problem(404, `${what} not found`, `This market has no ${what.toLowerCase()} with that id.`), 404)

  // --- Publication lists ---------------------------------------------------------------------

  api.get('/listings', async (c) => {
    const data = (await listListings(db(c), c.get('site').id)).map((l) => split('listing', l))
    return c.json({ data, meta: { total: data.length } })
  })

  api.post('/listings', async (c) => {
    const parsed = await parseJsonBody(c, body(newListingSchema, 'listing'), 'Invalid value')
    if (!parsed.ok) return parsed.response
    return run(c, async () =>
      c.json({ data: split('listing', await createListing(db(c), c.get('user')!, c.get('site').id, parsed.data.data.attributes)) }, 201),
    )
  })

  api.get('/listings/:id', async (c) => {
    const id = pathId(c)
    if (id === null) return notFound(c, 'List')
    return run(c, async () => c.json({ data: split('listing', await getListing(db(c), c.get('site').id, id)) }))
  })

  api.patch('/listings/:id', async (c) => {
    const id = pathId(c)
    if (id === null) return notFound(c, 'List')
    const parsed = await parseJsonBody(c, body(listingPatchSchema, 'listing'), 'Invalid value')
    if (!parsed.ok) return parsed.response
    return run(c, async () =>
      c.json({ data: split('listing', await updateListing(db(c), c.get('user')!, c.get('site').id, id, parsed.data.data.attributes)) }),
    )
  })

  api.delete('/listings/:id', async (c) => {
    const id = pathId(c)
    if (id === null) return notFound(c, 'List')
    const withVehicles = c.req.query('with_vehicles') === 'true'
    return run(c, async () => c.json({ meta: await deleteListing(db(c), c.get('user')!, c.get('site').id, id, { withVehicles }) }))
  })

  // --- Vehicles ------------------------------------------------------------------------------

  api.get('/vehicles', async (c) => {
    const query = readQuery(c, vehicleListQuery)
    if (query instanceof Response) return query
    const list = await listVehicles(db(c), c.get('site').id, query)
    return c.json({ data: list.data.map((v) => split('vehicle', v)), meta: { ...list.meta, page: query.page, per_page: query.per_page } })
  })

  api.get('/vehicles/:id', async (c) => {
    const id = pathId(c)
    if (id === null) return notFound(c, 'Vehicle')
    return run(c, async () => c.json({ data: split('vehicle', await getVehicle(db(c), c.get('site').id, id)) }))
  })

  api.patch('/vehicles/:id', async (c) => {
    const id = pathId(c)
    if (id === null) return notFound(c, 'Vehicle')
    const parsed = await parseJsonBody(c, body(vehiclePatchSchema, 'vehicle'), 'Invalid value')
    if (!parsed.ok) return parsed.response
    return run(c, async () =>
      c.json({ data: split('vehicle', await updateVehicle(db(c), c.get('user')!, c.get('site').id, id, parsed.data.data.attributes)) }),
    )
  })

  // --- Feed imports --------------------------------------------------------------------------

  api.post('/imports', async (c) => {
    const query = readQuery(c, importRequestSchema)
    if (query instanceof Response) return query
    const services = c.get('services')
    return run(c, async () => {
      const view = await startImport(
        { db: services.database.db, jobs: services.jobs, media: services.media },
        c.get('user')!,
        c.get('site').id,
        c.req.raw.body,
        { listingKey: query.listing_key.toLowerCase(), full: query.full === 'true', format: query.format },
      )
      return c.json({ data: split('stock_import', view) }, 202)
    })
  })

  api.get('/imports/:id', async (c) =>
    run(c, async () =>
      c.json({ data: split('stock_import', await importView(db(c), c.get('services').jobs, c.get('site').id, c.req.param('id'))) }),
    ),
  )

  return api
}
