import { beforeAll, expect, it } from 'vitest'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

const put = (client: TestClient, value: string) =>
  client.request('/api/admin/settings/i18n.messages', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  })

/** ADR 119: a market's own wording of the catalogue's messages, a setting the admin API checks. */
describeEachEngine('message overrides setting', (db) => {
  let admin: TestClient
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
  })

  it.each([
    ['an unknown id', '{"shell.nope":"x"}', /"shell\.nope" is not a message id/],
    ['bad ICU syntax', '{"shell.home":"{site"}', /"shell\.home" is not valid ICU MessageFormat/],
    ['an argument the message does not take', '{"shell.home":"{brand} home"}', /"shell\.home" uses \{brand\}/],
    ['a value that is not text', '{"shell.menu":5}', /^Invalid Object in i18n\.messages/],
  ])('refuses %s with 422 naming it, storing nothing', async (_, value, detail) => {
    const response = await put(admin, value)
    expect(response.status).toBe(422)
    const [error] = (await response.json()).errors
    expect(error.detail).toMatch(detail)
    expect(error.source.pointer).toBe('/value')
    expect((await (await admin.request('/api/admin/settings/i18n.messages')).json()).data.stored).toBe(false)
  })

  it('stores valid overrides', async () => {
    const response = await put(admin, '{"shell.menu":"Navigate","shell.home":"{site}: start"}')
    expect(response.status).toBe(200)
    expect((await (await admin.request('/api/admin/settings/i18n.messages')).json()).data.value).toBe(
      '{"shell.menu":"Navigate","shell.home":"{site}: start"}',
    )
  })
})
