import { Hono, type Context } from 'hono'
import { answer, readBody } from '~/lib/http.server.ts'
import { idParam, problem, readQuery } from '~/lib/api-problems.ts'
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  newUserBody,
  passwordBody,
  resetPassword,
  roleBody,
  setRole,
  usersListQuery,
} from './users-admin.server.ts'

const notFound = (c: Context) => c.json(problem(404, 'User not found', 'The id must be a positive integer.'), 404)

/**
 * /api/admin/users (spec 1 §6): list, add a local user, give or take a
 * role per market (`/users/{id}/roles/{site}`, `*` for every market), reset a password, delete.
 * Seen from the request's market; mounted by src/admin/api.server.ts (its administrators only).
 */
export function usersApi() {
  const api = new Hono()
  const db = (c: Context) => c.get('services').database.db
  const market = (c: Context) => ({ id: c.get('site').id, key: c.get('site').key })

  api.get('/', async (c) => {
    const query = readQuery(c, usersListQuery)
    if (query instanceof Response) return query
    return c.json(await listUsers(db(c), c.get('site').id, query))
  })

  api.get('/:id', async (c) => {
    const id = idParam(c.req.param('id'))
    return id === null ? notFound(c) : answer(c, () => getUser(db(c), c.get('site').id, id))
  })

  api.post('/', async (c) => {
    const body = await readBody(c, newUserBody)
    if (body instanceof Response) return body
    return answer(c, () => createUser(db(c), c.get('user')!, market(c), body), 201)
  })

  api.put('/:id/roles/:site', async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    const body = await readBody(c, roleBody)
    if (body instanceof Response) return body
    return answer(c, () => setRole(db(c), c.get('user')!, market(c), id, c.req.param('site'), body.role))
  })

  api.delete('/:id/roles/:site', async (c) => {
    const id = idParam(c.req.param('id'))
    return id === null ? notFound(c) : answer(c, () => setRole(db(c), c.get('user')!, market(c), id, c.req.param('site'), null))
  })

  api.put('/:id/password', async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    const body = await readBody(c, passwordBody)
    if (body instanceof Response) return body
    return answer(c, () => resetPassword(db(c), c.get('user')!, market(c), id, body.password))
  })

  api.delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'))
    return id === null ? notFound(c) : answer(c, () => deleteUser(db(c), c.get('user')!, market(c), id))
  })
  return api
}
