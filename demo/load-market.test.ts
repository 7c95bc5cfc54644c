import { count, eq } from 'drizzle-orm'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { importBundle } from '~/bundle/bundle.server.ts'
import { main } from '~/cli/cli.server.ts'
import { forms, images, leads, pages, settings, sites, stockListings, stockListingVehicles, users } from '~/db/schema/index.ts'
import { projectRoot } from '~/lib/paths.server.ts'
import { addSite } from '~/sites/sites.server.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { DEMO_ENGLISH_MARKET_NAME, loadDemoIfEmpty } from './load.ts'
import { DEMO_STOCK_COUNT, DEMO_STOCK_LISTING_KEY, UAE_STOCK_COUNT } from './stock.ts'

const arabicBundle = JSON.parse(readFileSync(join(projectRoot, 'demo/bundle-ar.json'), 'utf8')) as {
  pages: { path: string; enabled?: boolean }[]
}

/** What a start could change, per market: its rows, and the content revision caches key on. */
async function snapshot(db: ReturnType<typeof testApp>['services']['database']['db']) {
  const rows = async (table: typeof pages | typeof images | typeof settings, siteId: number) =>
    (await db.select({ n: count() }).from(table).where(eq(table.siteId, siteId)))[0]!.n
  const markets = await db.select().from(sites).orderBy(sites.id)
  return {
    markets: await Promise.all(
      markets.map(async (s) => ({
        key: s.key,
        revision: s.contentRevision,
        pages: await rows(pages, s.id),
        images: await rows(images, s.id),
        settings: await rows(settings, s.id),
      })),
    ),
    users: (await db.select({ n: count() }).from(users))[0]!.n,
  }
}

describeEachEngine('the demo in an empty install', (db) => {
  it('loads the English market and the Arabic one at /ar, published, once', async () => {
    const { services, dataDir } = testApp(db())
    const env = { BASE_PATH: '/', DATA_DIR: dataDir }
    await loadDemoIfEmpty(services, env)

    const markets = await services.content.allSites()
    expect(markets.map((s) => [s.key, s.basePath, s.hostnames, s.isDefault])).toEqual([
      ['default', '/', [], true],
      ['ar', '/ar', [], false],
    ])
    const resolved = await services.content.resolveSite('localhost', '/ar/models/aurelia-e7')
    expect(resolved).toMatchObject({ site: { key: 'ar' }, path: '/models/aurelia-e7' })
    const arabic = resolved!.site
    expect(arabic.name).toBe('أوريليا وفانتور')
    expect(await services.content.settings(arabic)).toMatchObject({ 'general.language': 'ar_AE', 'general.site_name': 'أوريليا وفانتور' })
    // Both markets' listings offer the postcode search (ADR 085, ADR 122: without states, no state tab).
    for (const market of markets)
      expect(await services.content.settings(market), market.key).toMatchObject({ 'stock_locator.postcode_search': 'true' })

    // Every enabled page of the bundle is public (published) in the Arabic market, e.g. the E7 in Arabic.
    const expected = arabicBundle.pages.filter((p) => p.enabled !== false).map((p) => p.path)
    expect((await services.content.publicPages(arabic.id)).map((p) => p.path).sort()).toEqual(expected.sort())
    const e7 = await services.content.pageByPath(arabic.id, '/models/aurelia-e7', { includeDisabled: false })
    expect(e7?.blocks[0]?.fields).toMatchObject({ heading: 'أوريليا E7' })
    // Its pages' images are its own (images are per market, ADR 043).
    expect(Object.keys(await services.content.imageFacts(arabic.id, [1002, 24735]))).toEqual(['1002', '24735'])

    // Each market's test drive page shows its own test drive form (ADR 060), and the
    // English market has leads to look at, four weeks of them, each with its retailer or form.
    const formsOf = async (siteId: number) =>
      new Map((await db().database.db.select().from(forms).where(eq(forms.siteId, siteId))).map((f) => [f.name, f.id]))
    const english = markets[0]!
    const testDrivePage = async (siteId: number) =>
      (await services.content.pageByPath(siteId, '/test-drive', { includeDisabled: false }))?.blocks[1]?.fields
    expect(await testDrivePage(english.id)).toMatchObject({ form_id: (await formsOf(english.id)).get('Test drive') })
    expect(await testDrivePage(arabic.id)).toMatchObject({ form_id: (await formsOf(arabic.id)).get('تجربة قيادة') })
    const demoLeads = await db().database.db.select().from(leads).where(eq(leads.siteId, english.id))
    expect(demoLeads).toHaveLength(64)
    const fourWeeks = Date.now() - 29 * 86_400_000
    expect(demoLeads.every((lead) => lead.createdAt.getTime() > fourWeeks)).toBe(true)
    const testDriveId = (await formsOf(english.id)).get('Test drive')
    expect(
      demoLeads.filter((lead) => lead.formId === testDriveId).every((lead) => lead.locationId !== null && lead.routedTo !== null),
    ).toBe(true)

    // The demo's stock list is the bundle's (ADR 086), with the vehicles of demo/stock.ts in it.
    const [list] = await db().database.db.select().from(stockListings).where(eq(stockListings.siteId, english.id))
    expect(list).toMatchObject({ key: DEMO_STOCK_LISTING_KEY, name: 'All stock' })
    const [held] = await db()
      .database.db.select({ n: count() })
      .from(stockListingVehicles)
      .where(eq(stockListingVehicles.listingId, list!.id))
    expect(held!.n).toBe(DEMO_STOCK_COUNT)

    // The Arabic market has its own list, with its 300 vehicles in dirhams (ADR 089).
    const [arabicList] = await db().database.db.select().from(stockListings).where(eq(stockListings.siteId, arabic.id))
    expect(arabicList).toMatchObject({ key: DEMO_STOCK_LISTING_KEY })
    const [arabicHeld] = await db()
      .database.db.select({ n: count() })
      .from(stockListingVehicles)
      .where(eq(stockListingVehicles.listingId, arabicList!.id))
    expect(arabicHeld!.n).toBe(UAE_STOCK_COUNT)

    // A second start changes nothing, nor does `forecourt demo` (what a start on a new data
    // directory runs in a short-lived process of its own).
    const before = await snapshot(services.database.db)
    expect(before.markets.map((m) => m.pages)).toEqual([37, 37])
    await loadDemoIfEmpty(services, env)
    expect(await snapshot(services.database.db)).toEqual(before)
    const out: string[] = []
    const io = { out: (s: string) => out.push(s), err: (s: string) => out.push(s), stdin: async () => '' }
    const open = async () => ({ ...services.database, close: async () => {} })
    expect(await main(['demo'], io, { DATA_DIR: dataDir }, open)).toBe(0)
    expect(out).toEqual(['The demo is loaded (an install that had pages is left as it was).'])
    expect(await snapshot(services.database.db)).toEqual(before)
  })
})

describeEachEngine('the demo where an Arabic market exists (the e2e server)', (db) => {
  it('loads the English market and leaves the existing /ar market as it is', async () => {
    const { services, dataDir } = testApp(db())
    const own = await addSite(services.database.db, { key: 'ar', name: 'Arabic market', hostnames: [], basePath: '/ar' })
    const fixture = JSON.parse(readFileSync(join(projectRoot, 'tests/e2e/fixtures/arabic.json'), 'utf8'))
    await importBundle(services.database.db, own.id, fixture, { bundleDir: join(projectRoot, 'tests/e2e/fixtures'), media: services.media })

    await loadDemoIfEmpty(services, { BASE_PATH: '/', DATA_DIR: dataDir })
    const markets = await services.content.allSites()
    expect(markets.map((s) => [s.key, s.name])).toEqual([
      ['default', DEMO_ENGLISH_MARKET_NAME],
      ['ar', 'Arabic market'],
    ])
    expect((await services.content.publicPages(markets[0]!.id)).length).toBeGreaterThan(10)
    expect((await services.content.publicPages(own.id)).map((p) => p.path)).toEqual(['/'])
    expect(await services.content.settings(markets[1]!)).toMatchObject({ 'general.site_name': 'أوريليا' })
  })
})
