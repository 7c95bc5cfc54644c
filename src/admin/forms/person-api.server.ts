import { Hono } from 'hono'
import { z } from 'zod'
import { erasePersonLeads, exportPersonLeads } from '~/forms/person-leads.server.ts'
import { parseJsonBody, zodProblems } from '~/lib/api-problems.ts'
import { emailAddress } from '~/lib/email-schema.ts'

/**
 * /api/admin/people: a person's leads, for the 'A person's data' screen.
 * Mounted by src/admin/api.server.ts (administrators only); both calls are in the audit log.
 *
 * GET /leads?email=… → a JSON file of every lead with that address (a subject access request)
 * POST /erase { data: { attributes: { email } } } → { data: { erased: n } } (a request to be forgotten)
 */
const email = emailAddress('Enter a valid e-mail address')

export function personApi() {
  const api = new Hono()

  api.get('/leads', async (c) => {
    const query = z.object({ email }).safeParse(c.req.query())
    if (!query.success) return c.json(zodProblems(query.error, 422, 'Invalid value'), 422)
    const exported = await exportPersonLeads(c.get('services').database.db, c.get('user')!, c.get('site').id, query.data.email)
    c.header('content-disposition', 'attachment; filename="leads-of-a-person.json"')
    c.header('cache-control', 'private, no-store')
    return c.json({ data: exported })
  })

  api.post('/erase', async (c) => {
    const body = await parseJsonBody(c, z.object({ data: z.object({ attributes: z.object({ email }) }) }), 'Invalid value')
    if (!body.ok) return body.response
    const erased = await erasePersonLeads(c.get('services').database.db, c.get('user')!, c.get('site').id, body.data.data.attributes.email)
    return c.json({ data: { erased } })
  })

  return api
}
