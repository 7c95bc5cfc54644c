import { Hono } from 'hono'
import { answer, readBody } from '~/lib/http.server.ts'
import { readQuery } from '~/lib/api-problems.ts'
import { deleteSetting, getSetting, listSettings, putSetting, settingBody, settingsListQuery } from './admin.server.ts'

/**
 * /api/admin/settings: list (stored plus known keys with their defaults), read,
 * create or update, delete (back to the default). Mounted by src/admin/api.server.ts
 * (administrators only).
 */
export function settingsApi() {
  const api = new Hono()

  api.get('/', async (c) => {
    const query = readQuery(c, settingsListQuery)
    if (query instanceof Response) return query
    return c.json(await listSettings(c.get('services').database.db, c.get('site').id, query))
  })

  api.get('/:key', (c) => answer(c, () => getSetting(c.get('services').database.db, c.get('site').id, c.req.param('key'))))

  api.put('/:key', async (c) => {
    const body = await readBody(c, settingBody)
    if (body instanceof Response) return body
    const services = c.get('services')
    const site = c.get('site')
    const user = c.get('user')
    return answer(c, async () => {
      const result = await putSetting(services.database.db, user!, site.id, c.req.param('key'), body.value)
      services.content.invalidate()
      return result
    })
  })

  api.delete('/:key', (c) => {
    const services = c.get('services')
    const site = c.get('site')
    const user = c.get('user')
    return answer(c, async () => {
      const result = await deleteSetting(services.database.db, user!, site.id, c.req.param('key'))
      services.content.invalidate()
      return result
    })
  })
  return api
}
