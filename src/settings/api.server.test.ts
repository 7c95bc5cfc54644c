import { beforeAll, describe, expect, it } from 'vitest'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { images } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'

const put = (client: TestClient, key: string, body: unknown, raw?: string) =>
  client.request(`/api/admin/settings/${encodeURIComponent(key)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  })
const auditOf = async (client: TestClient, search: string) =>
  (await (await client.request(`/api/admin/audit?search=${encodeURIComponent(search)}`)).json()).data as {
    action: string
    user_email: string
    changes: { before: unknown; after: unknown }
  }[]

describeEachEngine('admin settings API', (db) => {
  let admin: TestClient
  let adminEmail: string
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
    adminEmail = (await (await admin.request('/auth/session')).json()).data.email
    // The market's one image: the share image setting names an image of the media library.
    await db().database.db.insert(images).values({
      siteId: db().siteId,
      id: 1001,
      fileName: '1001.jpg',
      mimeType: 'image/jpeg',
      width: 1600,
      height: 900,
      alt: null,
      title: null,
    })
  })

  it('lists known keys with their built-in defaults, flagged as not stored', async () => {
    const body = await (await admin.request('/api/admin/settings?search=title_divider')).json()
    expect(body.data).toEqual([{ key: 'meta.title_divider', value: '|', stored: false, default: '|', json: false, updated_at: null }])
    expect(body.meta).toEqual({ total: 1, page: 1, per_page: 20 })
  })

  it('an admin changes a setting: stored, audited, and the public settings API shows it', async () => {
    const response = await put(admin, 'general.site_name', { value: 'Admin Market' })
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data).toMatchObject({ key: 'general.site_name', value: 'Admin Market', stored: true, default: '' })
    const publicSettings = await (await admin.request('/api/content/settings')).json()
    expect(
      publicSettings.data.find((s: { attributes: { key: string } }) => s.attributes.key === 'general.site_name').attributes.value,
    ).toBe('Admin Market')
    const [entry] = await auditOf(admin, 'general.site_name')
    expect(entry).toMatchObject({ action: 'setting.create', user_email: adminEmail, changes: { before: null, after: 'Admin Market' } })

    await put(admin, 'general.site_name', { value: 'Renamed Market' })
    expect((await auditOf(admin, 'general.site_name'))[0]).toMatchObject({
      action: 'setting.update',
      changes: { before: 'Admin Market', after: 'Renamed Market' },
    })
  })

  it('bumps the content revision so cached pages drop', async () => {
    const revision = async () => (await admin.services.content.siteByKey())!.contentRevision
    const before = await revision()
    await put(admin, 'footer.disclaimer', { value: 'Prices include VAT.' })
    expect(await revision()).toBe(before + 1)
  })

  it('deleting a stored setting falls back to the default, and is audited', async () => {
    await put(admin, 'meta.title_divider', { value: '·' })
    const response = await admin.request('/api/admin/settings/meta.title_divider', { method: 'DELETE' })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toMatchObject({ value: '|', stored: false, default: '|' })
    expect((await auditOf(admin, 'meta.title_divider'))[0]).toMatchObject({
      action: 'setting.delete',
      changes: { before: '·', after: null },
    })
    expect((await admin.request('/api/admin/settings/meta.title_divider', { method: 'DELETE' })).status).toBe(404)
  })

  it('an unset JSON key shows what it reads as: its fallback is its built-in default', async () => {
    const unset = (await (await admin.request('/api/admin/settings/navigation.disabled_on_pages')).json()).data
    expect(unset).toMatchObject({ value: '[]', stored: false, default: '[]', json: true })
  })

  it('stores keys the product does not know yet, and answers 404 for an unknown unstored key', async () => {
    expect((await put(admin, 'future_feature.strategy', { value: 'basic' })).status).toBe(200)
    expect((await (await admin.request('/api/admin/settings/future_feature.strategy')).json()).data).toMatchObject({
      value: 'basic',
      stored: true,
      default: null,
    })
    expect((await admin.request('/api/admin/settings/nothing.here')).status).toBe(404)
  })

  it.each([
    ['invalid JSON', 'footer.columns', { value: '[{' }, 422, '/value', /^Invalid JSON in footer\.columns: /],
    [
      'a JSON value of the wrong shape',
      'error_page.not_found',
      { value: '{"heading":5}' },
      422,
      '/value',
      /^Invalid Object in error_page\.not_found: line 1: heading: /,
    ],
    // Every setting is checked by the kind of value it holds, the message naming both.
    [
      'a flag that is neither true nor false',
      'footer.hide_social',
      { value: 'maybe' },
      422,
      '/value',
      /^footer\.hide_social must be true or false, not "maybe"$/,
    ],
    [
      'a number that is not whole',
      'media.default_image_id',
      { value: '12.5' },
      422,
      '/value',
      /^media\.default_image_id must be a whole number of at least 1, of at most 15 digits, not "12\.5"$/,
    ],
    [
      'a theme that is not one',
      'general.theme',
      { value: 'sunset' },
      422,
      '/value',
      /^general\.theme must be one of aurelia, vantor, not "sunset"$/,
    ],
    [
      'a currency symbol pasted 20,000 characters long',
      'price.currency_symbol',
      { value: '£'.repeat(20_000) },
      422,
      '/value',
      /^price\.currency_symbol must be at most 500 characters, not "£+…"$/,
    ],
    [
      'a URL that is not http(s)',
      'mena.offers_api_url',
      { value: 'javascript:alert(1)' },
      422,
      '/value',
      /^mena\.offers_api_url must be an http\(s\) URL/,
    ],
    [
      'JSON broken on its third line',
      'footer.columns',
      { value: '[\n  {"type": "links"}\n  {"type": "social"}\n]' },
      422,
      '/value',
      /^Invalid JSON in footer\.columns: line 3: /,
    ],
    [
      'a predefined link without alias',
      'predefined_links',
      { value: '[{"alias":"","url":"/a"}]' },
      422,
      '/value',
      /0\.alias: alias is required/,
    ],
    [
      'a predefined link with a bad URL',
      'predefined_links',
      { value: '[{"alias":"a","url":"javascript:alert(1)"}]' },
      422,
      '/value',
      /0\.url: url must be a path starting with \/ or an http\(s\) URL/,
    ],
    [
      'duplicate predefined link aliases',
      'predefined_links',
      { value: '[{"alias":"a","url":"/a"},{"alias":"A ","url":"/b"}]' },
      422,
      '/value',
      /1\.alias: alias "A" is used more than once/,
    ],
    ['a value that is not a string', 'general.site_name', { value: 5 }, 422, '/value', /^value: /],
    ['no value', 'general.site_name', {}, 422, '/value', /^value: /],
    ['a bad key', 'bad key!', { value: 'x' }, 422, '/key', /^key: not a setting key/],
    ['an image the media library does not have', 'media.default_image_id', { value: '99999999' }, 422, '/value', /has no image 99999999/],
    ['an image id beyond any', 'media.default_image_id', { value: '999999999999999' }, 422, '/value', /has no image 999999999999999/],
  ])('refuses %s with a 4xx naming the field', async (_what, key, body, status, pointer, detail) => {
    const response = await put(admin, key, body)
    expect(response.status).toBe(status)
    const [error] = (await response.json()).errors
    expect(error.source.pointer).toBe(pointer)
    expect(error.detail).toMatch(detail)
  })

  it('stores a flag, a number, a choice and a URL that follow their rule, and refuses nothing stored on a refusal', async () => {
    for (const [key, value] of [
      ['footer.hide_social', 'true'],
      ['media.default_image_id', '1001'],
      ['general.theme', 'vantor'],
      ['retailer.url', 'https://retailer.example/leeds'],
      ['retailer.url', ''],
    ]) {
      const response = await put(admin, key!, { value })
      expect(response.status, `${key} = ${value}`).toBe(200)
    }
    expect((await put(admin, 'footer.hide_social', { value: 'maybe' })).status).toBe(422)
    expect((await (await admin.request('/api/admin/settings/footer.hide_social')).json()).data.value).toBe('true')
    await put(admin, 'general.theme', { value: 'aurelia' })
  })

  it('refuses a body that is not JSON with 400, and bad list parameters with 400 naming them', async () => {
    expect((await put(admin, 'general.site_name', null, '{')).status).toBe(400)
    const response = await admin.request('/api/admin/settings?sort=value&per_page=1000')
    expect(response.status).toBe(400)
    expect((await response.json()).errors.map((e: { detail: string }) => e.detail.split(':')[0]).sort()).toEqual(['per_page', 'sort'])
  })

  it('accepts a valid predefined links list (paths, {lang}, absolute URLs)', async () => {
    const value = JSON.stringify([
      { alias: 'offers', url: '/{lang}/offers' },
      { alias: 'brand', url: 'https://example.com/x?y=1' },
    ])
    expect((await put(admin, 'predefined_links', { value })).status).toBe(200)
  })

  describe('listing', () => {
    it('sorts by key both ways and pages through the result', async () => {
      const keys = async (query: string) =>
        (await (await admin.request(`/api/admin/settings?${query}`)).json()).data.map((s: { key: string }) => s.key)
      const ascending = await keys('per_page=100')
      expect(ascending).toEqual([...ascending].sort((a: string, b: string) => a.localeCompare(b)))
      expect(await keys('dir=desc&per_page=100')).toEqual([...ascending].reverse())
      expect(await keys('per_page=3&page=2')).toEqual(ascending.slice(3, 6))
    })

    it('sorts by last change, never-stored settings last', async () => {
      const { data } = await (await admin.request('/api/admin/settings?sort=updated_at&dir=desc&per_page=100')).json()
      const stored = data.filter((s: { stored: boolean }) => s.stored)
      expect(data.slice(0, stored.length)).toEqual(stored)
      expect(stored[0].key).toBe('predefined_links')
    })

    it('searches keys and values, case-insensitively', async () => {
      const { data } = await (await admin.request('/api/admin/settings?search=RENAMED')).json()
      expect(data.map((s: { key: string }) => s.key)).toEqual(['general.site_name'])
    })
  })
})
