import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { dealers, settings } from '~/db/schema/index.ts'
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
        // Its scroll id as the field's hint shows it ('#id').
        { template: 'html-box', fields: { block_scroll_id: '#offers', html: '<p><a href="/{lang}/offers">Offers</a></p>' } },
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

  it("gives the cookie banner's texts in the market's language, with the market's own overrides (ADR 118)", async () => {
    await setSetting('general.language', 'de_DE')
    await setSetting('i18n.messages', JSON.stringify({ 'consent.save': 'Auswahl speichern' }))
    const { consent } = await loadShell(request('/about'), await context('/about'))
    expect(consent.texts).toMatchObject({ acceptAll: 'Alle akzeptieren', rejectAll: 'Alle ablehnen', save: 'Auswahl speichern' })
    for (const key of ['general.language', 'i18n.messages']) await db().database.db.delete(settings).where(eq(settings.key, key))
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

  it("draws a block's scroll id typed with its '#' as the anchor links reach (spec 1 §2)", async () => {
    const page = (await loadContentPage(request('/prices'), await context('/prices'))).data
    expect(page.blocks.map((b) => b.fields.block_scroll_id)).toEqual(['', 'offers'])
  })

  it("resolves predefined links with the market's language and pass-through names (spec 1 §7; ADR 170)", async () => {
    await setSetting('general.language', 'ar_AE')
    await setSetting('predefined_links', JSON.stringify([{ alias: 'Offers', url: '/{lang}/offers' }]))
    await setSetting('predefined_links.pass_through_params', 'utm_campaign, gclid')
    const shell = await loadShell(request('/about'), await context('/about'))
    expect(shell.links).toEqual({ lang: 'ar', predefinedUrls: ['/{lang}/offers'], passThrough: ['utm_campaign', 'gclid'] })
    // A predefined link pasted into a block's rich text is resolved on the server too.
    const page = (await loadContentPage(request('/prices'), await context('/prices'))).data
    expect(page.blocks[1]!.fields.html).toBe('<p><a href="/ar/offers">Offers</a></p>')
    for (const key of ['general.language', 'predefined_links', 'predefined_links.pass_through_params'])
      await db().database.db.delete(settings).where(eq(settings.key, key))
  })

  it('picks the navigation by page and setting, without asking the service on a logo-only page (ADR 172)', async () => {
    const variant = async (path: string) => (await loadShell(request(path), await context(path))).navigation
    expect((await variant('/about')).variant).toBe('classic')
    await setSetting('navigation.style', 'light')
    expect((await variant('/about')).variant).toBe('light')
    await setSetting('navigation.logo_only_pages', '["/about"]')
    expect(await variant('/about')).toMatchObject({ variant: 'logo-only', entries: [], external: null, retailerBar: null })
    for (const key of ['navigation.style', 'navigation.logo_only_pages'])
      await db().database.db.delete(settings).where(eq(settings.key, key))
  })

  it("shows the retailer bar of a retailer's site and the footer's retailers area from their settings (ADR 171)", async () => {
    await db().database.db.insert(dealers).values({
      siteId: db().siteId,
      code: 'AV-LON',
      name: 'Avenue Motors London',
      street: '12 Wharf Road',
      city: 'London',
      postcode: 'N1 7GR',
      phone: '+44 20 7946 0000',
      website: 'https://avenue.example',
    })
    let shell = await loadShell(request('/about'), await context('/about'))
    expect(shell.navigation.retailerBar).toBeNull()
    expect(shell.footer.retailers).toBeNull()
    await setSetting('retailer.name', 'Avenue Motors')
    await setSetting('retailer.url', 'https://avenue.example')
    await setSetting('retailer.dealer_code', 'AV-LON')
    await setSetting('footer.retailers_url', 'https://dealers.example/api/dealers')
    shell = await loadShell(request('/about'), await context('/about'))
    expect(shell.navigation.retailerBar).toEqual({
      name: 'Avenue Motors',
      url: 'https://avenue.example',
      address: '12 Wharf Road, London N1 7GR',
      phone: '+44 20 7946 0000',
      phoneHref: 'tel:+442079460000',
    })
    // The tests' services are the sandbox: the market's own dealers.
    expect(shell.footer.retailers).toEqual([
      {
        name: 'Avenue Motors London',
        city: 'London',
        phone: '+44 20 7946 0000',
        phoneHref: 'tel:+442079460000',
        url: 'https://avenue.example',
      },
    ])
    for (const key of ['retailer.name', 'retailer.url', 'retailer.dealer_code', 'footer.retailers_url'])
      await db().database.db.delete(settings).where(eq(settings.key, key))
    await db().database.db.delete(dealers).where(eq(dealers.code, 'AV-LON'))
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
        // spec 1 §8 "Invalid predefined_links: 'Invalid JSON in predefined_links', empty list" (ADR 170).
        'predefined_links',
        'navigation.logo_only_pages',
      ]
      if (read.includes(key)) expect(warnings).toContain(expected)
      await db().database.db.delete(settings).where(eq(settings.key, key))
    })
  })
})
