import { Hono, type Context } from 'hono'
import { answer, readBody } from '~/lib/http.server.ts'
import { idParam, problem, readQuery } from '~/lib/api-problems.ts'
import {
  changeRole,
  createUser,
  deleteUser,
  getUser,
  listUsers,
  newUserBody,
  passwordBody,
  resetPassword,
  roleBody,
  usersListQuery,
} from './users-admin.server.ts'

const notFound = (c: Context) => c.json(problem(404, 'User not found', 'The id must be a positive integer.'), 404)

/**
 * /api/admin/users (issue 4 §3; spec 1 §6): list, add a local user, change a role, reset a
 * password, delete. Mounted by src/admin/api.server.ts (administrators only).
 */
export function usersApi() {
  const api = new Hono()
  const db = (c: Context) => c.var.services.database.db

  api.get('/', async (c) => {
    const query = readQuery(c, usersListQuery)
    if (query instanceof Response) return query
    return c.json(await listUsers(db(c), query))
  })

  api.get('/:id', (c) => {
    const id = idParam(c.req.param('id'))
    return id === null ? notFound(c) : answer(c, () => getUser(db(c), id))
  })

  api.post('/', async (c) => {
    const body = await readBody(c, newUserBody)
    if (body instanceof Response) return body
    return answer(c, () => createUser(db(c), c.var.user!, body), 201)
  })

  api.put('/:id/role', async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    const body = await readBody(c, roleBody)
    if (body instanceof Response) return body
    return answer(c, () => changeRole(db(c), c.var.user!, id, body.role))
  })

  api.put('/:id/password', async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    const body = await readBody(c, passwordBody)
    if (body instanceof Response) return body
    return answer(c, () => resetPassword(db(c), c.var.user!, id, body.password))
  })

  api.delete('/:id', (c) => {
    const id = idParam(c.req.param('id'))
    return id === null ? notFound(c) : answer(c, () => deleteUser(db(c), c.var.user!, id))
  })
  return api
}
