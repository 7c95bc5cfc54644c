import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { eq } from 'drizzle-orm'
import { importBundle } from '~/bundle/bundle.server.ts'
import { sites, users } from '~/db/schema/index.ts'
import type { Env } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'
import { projectRoot } from '~/lib/paths.server.ts'
import { ensureDefaultSite, siteHasPages, type createServices } from '~/server/boot.server.ts'
import { addSite, listSites } from '~/sites/sites.server.ts'
import { normaliseBasePath } from '~/sites/sites.ts'
import { formatIssue } from '~/stock/write/feed.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { ensureDemoMedia, ensureStockPhotos, stockPhotoBundleMedia } from './imagery/render.ts'
import { addDemoLeads } from './leads.ts'
import { formatRecallIssue } from '~/recalls/recall-file.ts'
import { importRecalls } from '~/recalls/recalls.server.ts'
import { AE_POSTCODE_AREAS, GB_POSTCODE_AREAS } from './postcode-areas.ts'
import { DEMO_STOCK_LISTING_KEY, demoStock, UAE_STOCK_COUNT, UAE_STOCK_MARKET, UAE_STOCK_SEED } from './stock.ts'

/*
 * The demo's loader: `forecourt start` with FORECOURT_DEMO=1 gets it from the CLI (src/cli), which
 * passes it to the server's start, so src/ does not depend on demo/ (docs/architecture.md).
 */

const root = projectRoot
export const demoBundlePath = resolve(root, 'demo/bundle.json')
/** The demo's English market's name in the back office's market lists (not 'Default market'). */
export const DEMO_ENGLISH_MARKET_NAME = 'Aurelia & Vantor UK'
/** The demo's Arabic market, right to left under /ar on the same host (ADR 045). */
export const demoArabicMarket = { key: 'ar', name: 'أوريليا وفانتور', basePath: '/ar', bundle: resolve(root, 'demo/bundle-ar.json') }

/** The demo bundle as read, before it is checked: what the loader adds to it is its dealers and media. */
type DemoBundle = { dealers?: unknown[]; media?: unknown[]; locations?: unknown[]; settings?: Record<string, string> } & Record<
  string,
  unknown
>

/**
 * The market's postcode areas as its setting (ADR 106), so a postcode no retailer has finds the
 * nearest ones, and the listing's postcode search on (ADR 085).
 */
const postcodeSettings = (areas: object): Record<string, string> => ({
  'stock_locator.postcode_areas': JSON.stringify(areas),
  'stock_locator.postcode_search': 'true',
})

/**
 * The bundle's locations, and one more for each stock retailer that has none: a showroom's
 * enquiry goes to the location of the car's retailer (ADR 105), so every retailer needs one. The
 * location's e-mail stays empty: the dealer's own e-mail is where its leads go (ADR 053 Routing).
 */
export function withRetailerLocations(
  locations: readonly unknown[] = [],
  retailers: readonly { code: string; name: string; city: string }[],
): unknown[] {
  const covered = new Set(locations.map((l) => (l as { dealer?: unknown }).dealer).filter((code) => typeof code === 'string'))
  const added = retailers
    .filter((r) => !covered.has(r.code))
    .map((r) => ({ name: r.name, dealer: r.code, email: null, attributes: { city: r.city } }))
  return [...locations, ...added]
}

/**
 * `FORECOURT_DEMO=1`: an install whose default market has no pages gets the demo, the English
 * market and its Arabic twin under /ar, and the demo accounts. A second start,
 * or an install with content, is left as it is.
 */
export async function loadDemoIfEmpty(services: ReturnType<typeof createServices>, env: Pick<Env, 'BASE_PATH' | 'DATA_DIR'>) {
  const siteId = await ensureDefaultSite(services.database, env.BASE_PATH)
  if (await siteHasPages(services.database, siteId)) return
  await services.database.db.update(sites).set({ name: DEMO_ENGLISH_MARKET_NAME }).where(eq(sites.id, siteId))
  // The demo's pictures are made on the machine, not kept in git: `npm install`
  // makes them, and this makes any that are missing (in a checkout installed before they were).
  const pictures = await ensureDemoMedia(resolve(root, 'demo/media'))
  const photos = await ensureStockPhotos(resolve(root, 'demo/media'))
  const made = pictures.made + photos.made
  if (made > 0) log.info(`Made ${made} of the demo's ${pictures.total + photos.total} pictures in demo/media`)
  // The demo's stock (ADR 070): its retailers are the bundle's dealers, its vehicles a feed.
  const stock = demoStock()
  const result = await importDemoBundle(services, siteId, demoBundlePath, (bundle) => ({
    ...bundle,
    settings: { ...bundle.settings, ...postcodeSettings(GB_POSTCODE_AREAS) },
    dealers: stock.retailers,
    locations: withRetailerLocations(bundle.locations, stock.retailers),
    media: [...(bundle.media ?? []), ...stockPhotoBundleMedia()],
  }))
  const vehicles = await importFeed(services.database.db, siteId, feedFromText(JSON.stringify(stock.vehicles), 'json'), {
    listingKey: DEMO_STOCK_LISTING_KEY,
  })
  if (vehicles.errors.length > 0) throw new Error(`The demo stock was refused: ${vehicles.errors.slice(0, 3).map(formatIssue).join('; ')}`)
  await importDemoRecalls(services, siteId, 'demo/recalls.csv')
  const leadCount = await addDemoLeads(services.database.db, siteId)
  log.info(`Loaded the demo market: ${result.pages} pages, ${result.media} images, ${vehicles.added} vehicles, ${leadCount} leads`)
  await addDemoArabicMarket(services)
  services.content.invalidate()
  await addDemoAccounts(services, env.DATA_DIR)
}

async function importDemoBundle(
  services: ReturnType<typeof createServices>,
  siteId: number,
  file: string,
  extend: (bundle: DemoBundle) => DemoBundle = (bundle) => bundle,
) {
  const bundle = extend(JSON.parse(await readFile(file, 'utf8')) as DemoBundle)
  return importBundle(services.database.db, siteId, bundle, { bundleDir: resolve(root, 'demo'), media: services.media })
}

/** The market's recall list, which the VIN checker's demo page reads (ADR 138). */
async function importDemoRecalls(services: ReturnType<typeof createServices>, siteId: number, file: string) {
  const result = await importRecalls(services.database.db, siteId, await readFile(resolve(root, file), 'utf8'))
  if (!result.ok) throw new Error(`The demo recalls were refused: ${result.errors.slice(0, 3).map(formatRecallIssue).join('; ')}`)
}

/**
 * The Arabic market beside the English one, so a newcomer sees right to left and the language
 * switch without changing a setting, with its own stock: about 300 vehicles in
 * dirhams at its three retailers (ADR 089). A market that already has its key or base path is
 * left alone (the e2e server brings its own `ar`); a failed import takes the new market back.
 */
async function addDemoArabicMarket(services: ReturnType<typeof createServices>) {
  const { db } = services.database
  const { key, name, basePath, bundle } = demoArabicMarket
  const taken = (await listSites(db)).some((s) => s.key === key || normaliseBasePath(s.basePath) === basePath)
  if (taken) return
  const site = await addSite(db, { key, name, hostnames: [], basePath })
  try {
    const stock = demoStock({ market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED, count: UAE_STOCK_COUNT })
    const result = await importDemoBundle(services, site.id, bundle, (content) => ({
      ...content,
      // Its retailers are in emirates, not states: the search offers retailers and areas, no state tab (ADR 122).
      settings: { ...content.settings, ...postcodeSettings(AE_POSTCODE_AREAS) },
      dealers: stock.retailers,
      locations: withRetailerLocations(content.locations, stock.retailers),
    }))
    const vehicles = await importFeed(db, site.id, feedFromText(JSON.stringify(stock.vehicles), 'json'), {
      listingKey: DEMO_STOCK_LISTING_KEY,
    })
    if (vehicles.errors.length > 0)
      throw new Error(`The Arabic demo stock was refused: ${vehicles.errors.slice(0, 3).map(formatIssue).join('; ')}`)
    await importDemoRecalls(services, site.id, 'demo/recalls-ar.csv')
    log.info(`Loaded the demo's Arabic market at ${basePath}: ${result.pages} pages, ${result.media} images, ${vehicles.added} vehicles`)
  } catch (error) {
    await db.delete(sites).where(eq(sites.id, site.id))
    throw error
  }
}

/**
 * The demo's editor and admin accounts, so /cms and /admin can be tried at once. Their passwords
 * are random per install (never in the repo) and written only to DATA_DIR/demo-accounts.txt (mode
 * 0600): a log is read by more people and kept longer than a secret should be.
 */
export async function addDemoAccounts(services: ReturnType<typeof createServices>, dataDir: string) {
  const [existing] = await services.database.db.select({ id: users.id }).from(users).limit(1)
  if (existing) return
  const lines: string[] = []
  for (const role of ['admin', 'editor'] as const) {
    const email = `${role}@demo.forecourt.test`
    const password = randomBytes(12).toString('base64url')
    await services.users.addUser({ email, role, password })
    lines.push(`${role}: ${email} / ${password}`)
  }
  await writeFile(join(dataDir, 'demo-accounts.txt'), `${lines.join('\n')}\n`, { mode: 0o600 })
  log.info(
    `Demo accounts: admin@demo.forecourt.test and editor@demo.forecourt.test; their passwords are in ${join(dataDir, 'demo-accounts.txt')}`,
  )
}
