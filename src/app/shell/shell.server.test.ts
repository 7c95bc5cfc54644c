import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { settings } from '~/db/schema/index.ts'
import type { Logger } from '~/lib/log.server.ts'
import { jsonSettingKeys } from '~/settings/keys.ts'
import { createServices } from '~/server/boot.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'
import { loadContentPage } from '../routes/page.server.ts'
import { loadShell } from './shell.server.ts'

const warnings: string[] = []
const logger = { warn: (_o: unknown, m: string) => warnings.push(m), info: () => {}, error: () => {} } as unknown as Logger

describeEachEngine('site shell loaders', (db) => {
  let services: ReturnType<typeof createServices>
  beforeAll(async () => {
    services = createServices(db().database, '/tmp', { logger })
    const bundle = fixtureBundle()
    bundle.pages.push({
      path: '/prices',
      title: 'Prices',
      blocks: [
        {
          template: 'html-box',
          fields: {
            html: '<p>E7 {{price:e7-24my.full_string}}, {{price:e7-24my.lease_full_string}}; range {{spec:e7-24my.range}}; X9 [{{price:x9-24my}}]</p>',
          },
        },
      ],
    } as (typeof bundle.pages)[number])
    await importBundle(db().database.db, db().siteId, bundle, { bundleDir: '.', media: services.media })
  })
  const context = async (path: string, user: AppLoadContext['user'] = null): Promise<AppLoadContext> => {
    services.content.invalidate()
    const match = (await services.content.resolveSite('localhost', path))!
    return { services, site: match.site, sitePath: match.path, user, csrfToken: 'x'.repeat(32), cspNonce: '', appBase: '' }
  }
  const setSetting = async (key: string, value: string) => {
    await db()
      .database.db.insert(settings)
      .values({ siteId: db().siteId, key, value })
      .onConflictDoUpdate({ target: [settings.siteId, settings.key], set: { value } })
    const { bumpContentRevision } = await import('~/sites/revision.server.ts')
    await bumpContentRevision(db().database.db, db().siteId)
  }
  const request = (path: string) => new Request(`http://localhost${path}`)

  it('builds the shell: language, direction, brand, navigation and default footer', async () => {
    const shell = await loadShell(request('/about'), await context('/about'))
    expect(shell).toMatchObject({ lang: 'en-GB', dir: 'ltr', brand: 'aurelia', site: { name: 'Test Market' } })
    expect(shell.texts.skipLink).toBe('Skip to content')
    expect(shell.navigation.entries.map((e) => e.label)).toEqual(['About'])
    expect(shell.navigation.enabled).toBe(true)
    expect(shell.footer.columns.length).toBeGreaterThan(0)
  })

  it('has no navigation on / by default', async () => {
    expect((await loadShell(request('/'), await context('/'))).navigation.enabled).toBe(false)
  })

  it('loads a content page with its meta, metaheads, breadcrumbs and blocks', async () => {
    const response = await loadContentPage(request('/about'), await context('/about'))
    const body = response.data
    expect(body.blocks.map((b) => b.template)).toEqual(['hero-title-banner', 'html-box'])
    expect(body.meta).toContainEqual({ title: 'About us - Test Market' })
    expect(body.breadcrumbs).toEqual([
      { label: 'Home', url: '/' },
      { label: 'About us', url: '/about' },
    ])
    expect(body.metaheads.head.map((t) => t.tag)).toEqual(['style', 'meta'])
    expect(response.init?.headers).toEqual({ 'x-forecourt-cacheable': '1' })
  })

  it.each([
    ['not found', '/nope'],
    ['disabled', '/hidden'],
    ['5,000 characters long', `/${'x'.repeat(5000)}`],
  ])('answers a path that is %s with a 404', async (_what, path) => {
    const error = await loadContentPage(request(path), await context(path)).catch((e) => e)
    expect(error.init?.status ?? error.status).toBe(404)
  })

  it("replaces spec and price tags with the market's figures and lists their disclaimers (spec 2 §9)", async () => {
    const body = (await loadContentPage(request('/prices'), await context('/prices'))).data
    expect(body.blocks[0]!.fields.html).toBe('<p>E7 From € 46,995, or € 449 / Month; range 402 miles*; X9 []</p>')
    expect(body.disclaimers).toEqual([{ marker: '*', text: 'WLTP combined.' }])
  })

  it('shows a disabled page to an editor, never cached', async () => {
    const response = await loadContentPage(
      request('/hidden'),
      await context('/hidden', { id: 1, email: 'e@x', role: 'editor', grants: [] }),
    )
    expect(response.data.page.path).toBe('/hidden')
    expect(response.init?.headers).toBeUndefined()
  })

  it('redirects a url_redirection page with its status and the query', async () => {
    const error = await loadContentPage(request('/old?x=1'), await context('/old')).catch((e) => e)
    expect(error).toBeInstanceOf(Response)
    expect(error.status).toBe(302)
    expect(error.headers.get('location')).toBe('/about?x=1')
  })

  it('sends visitors to login when the whole site requires it, and returns them after', async () => {
    await setSetting('general.login_required', 'true')
    const error = await loadShell(request('/about?a=1'), await context('/about')).catch((e) => e)
    expect(error.headers.get('location')).toBe('/login?redirectTo=%2Fabout%3Fa%3D1')
    const shell = await loadShell(request('/about'), await context('/about', { id: 1, email: 'e@x', role: 'editor', grants: [] }))
    expect(shell.user).toEqual({ email: 'e@x', role: 'editor' })
    await setSetting('general.login_required', 'false')
  })

  it("gives the shell's texts and direction in the market's language (ADR 091)", async () => {
    await setSetting('general.language', 'ar_AE')
    const shell = await loadShell(request('/about'), await context('/about'))
    expect(shell).toMatchObject({ lang: 'ar-AE', dir: 'rtl', texts: { skipLink: 'انتقل إلى المحتوى', menu: 'القائمة' } })
    await setSetting('general.language', 'en_GB')
  })

  it('sends a signed-in editor without permission to /no-access', async () => {
    const error = await loadShell(
      request('/admin/settings'),
      await context('/admin/settings', { id: 1, email: 'e@x', role: 'editor', grants: [] }),
    ).catch((e) => e)
    expect(error.headers.get('location')).toBe('/no-access')
  })

  it('hides footer items whose dynamic-content strategy fails, only while the strategy is enabled (spec 1 §4)', async () => {
    const item = (label: string, brand: string) => ({ label, url: `/${label}`, dc_strategy: { key: 'url_brands', value: brand } })
    await setSetting(
      'footer.columns',
      JSON.stringify([
        { type: 'links', rows: [{ heading: 'Brands', items: [item('default-brand', 'Discovery'), item('vantor', 'vantor')] }] },
      ]),
    )
    const labels = async () =>
      (await loadShell(request('/about'), await context('/about'))).footer.columns.flatMap((c) =>
        c.rows.flatMap((r) => r.items.map((i) => i.label)),
      )
    expect(await labels()).toEqual(['default-brand', 'vantor'])
    await setSetting('dynamic_content.enabled_strategies', 'url_brands')
    expect(await labels()).toEqual(['default-brand'])
    await db().database.db.delete(settings).where(eq(settings.key, 'dynamic_content.enabled_strategies'))
    await db().database.db.delete(settings).where(eq(settings.key, 'footer.columns'))
  })

  describe('invalid JSON in every JSON setting falls back, never fails', () => {
    it.each([...jsonSettingKeys])('%s', async (key) => {
      warnings.length = 0
      await setSetting(key, '{"broken":')
      const shell = await loadShell(request('/about'), await context('/about'))
      const page = await loadContentPage(request('/about'), await context('/about'))
      expect(shell.navigation.logo.homepage).toBe('/')
      expect(page.data.blocks.length).toBe(2)
      const expected = { meta: 'Please check your "meta" settings in admin panel.' }[key] ?? `Invalid JSON in ${key}`
      const read = [
        'meta',
        'navigation.logo_settings',
        'naas_navigation.configuration',
        'data_layers.page_category_mapping',
        'footer.columns',
        'error_page.not_found',
      ]
      if (read.includes(key)) expect(warnings).toContain(expected)
      await db().database.db.delete(settings).where(eq(settings.key, key))
    })
  })
})
