import { beforeAll, expect, it } from 'vitest'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { recordAudit } from './audit.server.ts'

describeEachEngine('admin audit API', (db) => {
  let admin: TestClient
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
    const { id } = (await (await admin.request('/auth/session')).json()).data
    const actor = { id, email: 'auditor@example.com', role: 'admin' as const }
    const { siteId } = db()
    for (let n = 1; n <= 5; n++) {
      await recordAudit(db().database.db, actor, {
        siteId,
        action: 'setting.update',
        entityType: 'setting',
        entityId: `k${n}`,
        summary: `Changed setting k${n}`,
        changes: { before: 'a', after: 'b' },
      })
    }
    await recordAudit(db().database.db, actor, {
      siteId: null,
      action: 'user.create',
      entityType: 'user',
      entityId: 9,
      summary: 'Added editor x@example.com',
    })
    await recordAudit(db().database.db, actor, {
      siteId: siteId + 1000,
      action: 'setting.update',
      entityType: 'setting',
      entityId: 'other',
      summary: 'Changed setting of another market',
    })
  })
  const list = async (query: string) => (await admin.request(`/api/admin/audit${query}`)).json()

  it("lists this market's entries and those outside any market, newest first, never another market's", async () => {
    const body = await list('')
    expect(body.data.map((e: { summary: string }) => e.summary)).toEqual([
      'Added editor x@example.com',
      ...[5, 4, 3, 2, 1].map((n) => `Changed setting k${n}`),
    ])
    expect(body.data[1]).toMatchObject({
      user_email: 'auditor@example.com',
      action: 'setting.update',
      entity_type: 'setting',
      entity_id: 'k5',
      changes: { before: 'a', after: 'b' },
    })
    expect(body.meta).toEqual({ total: 6, page: 1, per_page: 20 })
  })

  it('searches summary, who and action; pages', async () => {
    expect((await list('?search=K3')).data.map((e: { entity_id: string }) => e.entity_id)).toEqual(['k3'])
    expect((await list('?search=user.create')).meta.total).toBe(1)
    expect((await list('?search=auditor')).meta.total).toBe(6)
    const second = await list('?per_page=4&page=2')
    expect(second.data.map((e: { entity_id: string }) => e.entity_id)).toEqual(['k2', 'k1'])
    expect(second.meta).toEqual({ total: 6, page: 2, per_page: 4 })
  })

  it.each(['?page=0', '?per_page=101', '?page=abc'])('refuses %s with 400 naming the parameter', async (query) => {
    const response = await admin.request(`/api/admin/audit${query}`)
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].detail).toMatch(/^(page|per_page): /)
  })
})
