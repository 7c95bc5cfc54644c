import { serve } from '@hono/node-server'
import { getRequestListener } from '@hono/node-server'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router'
import { createOidcClient } from '~/auth/oidc.server.ts'
import { importBundle } from '~/bundle/bundle.server.ts'
import { isNewPgliteDirectory } from '~/db/client.server.ts'
import { sites, users } from '~/db/schema/index.ts'
import type { Env } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'
import { projectRoot } from '~/lib/paths.server.ts'
import { createApp, type SsrHandler } from './app.server.ts'
import { createServices, ensureDefaultSite, mediaStoreFromEnv, openAndMigrate, readClientManifest, siteHasPages } from './boot.server.ts'
import type { Lifecycle } from './health.server.ts'
import { onContentChanged } from '~/sites/revision.server.ts'
import { addSite, listSites } from '~/sites/sites.server.ts'
import { normaliseBasePath } from '~/sites/sites.ts'
import { drainAndClose } from './shutdown.server.ts'
import { startJobs } from './jobs.server.ts'
import { ensureDefaultImages } from '~/media/default-image.server.ts'
import { recordMissingImageSizes } from '~/media/image-sizes.server.ts'
import { ensureDemoMedia, ensureStockPhotos, stockPhotoBundleMedia } from '../../demo/imagery/render.ts'
import { DEMO_STOCK_LISTING_KEY, demoStock, UAE_STOCK_COUNT, UAE_STOCK_MARKET, UAE_STOCK_SEED } from '../../demo/stock.ts'
import { formatIssue } from '~/stock/write/feed.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { addDemoLeads } from '../../demo/leads.ts'

const root = projectRoot
export const demoBundlePath = resolve(root, 'demo/bundle.json')
/** The demo's Arabic market, right to left under /ar on the same host (ADR 045). */
export const demoArabicMarket = { key: 'ar', name: 'أوريليا وفانتور', basePath: '/ar', bundle: resolve(root, 'demo/bundle-ar.json') }
/** How long a shutdown waits for requests in flight before it cuts them (a proxy's timeout is longer). */
const SHUTDOWN_TIMEOUT_MS = 10_000

/** `forecourt start`: migrate, load the demo into an empty database if asked, serve the build. */
export async function startServer(env: Env, options: { dev?: boolean } = {}) {
  if (!env.DATABASE_URL && isNewPgliteDirectory(env.DATA_DIR)) await migrateInChildProcess(env, options.dev === true)
  const database = await openAndMigrate(env)
  const services = createServices(database, env.DATA_DIR, {
    media: mediaStoreFromEnv(env),
    live: env.FORECOURT_DEMO !== '1',
    outboundAllowHosts: env.OUTBOUND_ALLOW_HOSTS,
    providers: env,
    recaptchaSecret: env.RECAPTCHA_SECRET,
    publicUrl: env.PUBLIC_URL,
    pageCache: env.PAGE_CACHE === 'on',
    processMetrics: true,
    clientManifest: options.dev ? {} : readClientManifest(resolve(root, 'build/client')),
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? createOidcClient({
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            roleClaim: env.OIDC_ROLE_CLAIM,
            defaultRole: env.OIDC_DEFAULT_ROLE ?? null,
          })
        : null,
  })
  if (env.FORECOURT_DEMO === '1') await loadDemoIfEmpty(services, env)
  // Every market has the default image, also one added while no server ran.
  await ensureDefaultImages(database.db, services.media)
  // Images imported before sizes were recorded show their size.
  await recordMissingImageSizes(database.db, services.media)
  // Another process's publish, setting or navigation change reaches this one's caches at once (ADR 034).
  const stopListening = await onContentChanged(database, () => services.content.invalidate())
  // The durable job queue's workers run in every process (ADR 037).
  const jobs = await startJobs(services)

  const lifecycle: Lifecycle = { shuttingDown: false }
  let server
  if (options.dev) {
    const { createServer: createVite } = await import('vite')
    const vite = await createVite({ server: { middlewareMode: true }, appType: 'custom' })
    const ssr = ssrByBase((basename) =>
      createRequestHandler(
        async () => ({ ...((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild), basename }),
        'development',
      ),
    )
    const app = createApp({
      services,
      ssr,
      trustProxy: env.TRUST_PROXY === '1',
      publicUrl: env.PUBLIC_URL,
      lifecycle,
      metricsToken: env.METRICS_TOKEN,
    })
    const listener = getRequestListener(app.fetch)
    server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))
    server.listen(env.PORT, env.HOST)
  } else {
    const buildFile = resolve(root, 'build/server/index.js')
    if (!existsSync(buildFile)) throw new Error('No build found: run `npm run build` first (npm start does).')
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild
    const app = createApp({
      services,
      ssr: ssrByBase((basename) => createRequestHandler({ ...build, basename }, 'production')),
      clientDir: resolve(root, 'build/client'),
      secureCookies: env.PUBLIC_URL?.startsWith('https:'),
      trustProxy: env.TRUST_PROXY === '1',
      publicUrl: env.PUBLIC_URL,
      lifecycle,
      metricsToken: env.METRICS_TOKEN,
    })
    server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST })
  }
  log.info(
    `Forecourt is serving http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT} (${database.engine}, media in ${services.media.location})`,
  )

  const stop = async () => {
    log.info('Shutting down: finishing the requests in flight')
    // Workers take no new job from now on; running jobs finish (or are failed and retried later).
    const jobsStopped = jobs.stop().catch((error: unknown) => log.error({ err: error }, 'Stopping the job queue failed'))
    await drainAndClose(server as Server, lifecycle, {
      timeoutMs: SHUTDOWN_TIMEOUT_MS,
      cleanup: async () => {
        await jobsStopped
        await stopListening()
        await services.media.close()
        await database.close()
      },
    })
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/**
 * A new PGlite database is created and migrated by a short-lived `forecourt migrate`: creating
 * one grows PGlite's WebAssembly heap by ~90 MB that a process never gives back, and the server
 * process lives long (the demo process within 300 MB).
 */
async function migrateInChildProcess(env: Env, dev: boolean) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: env.DATA_DIR, BASE_PATH: env.BASE_PATH }
  delete childEnv.DATABASE_URL
  if (dev) childEnv.FORECOURT_SOURCE = '1'
  const child = spawn(process.execPath, [join(root, 'bin/forecourt.js'), 'migrate'], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`creating the database in ${env.DATA_DIR} failed (forecourt migrate exited with ${code})`)
}

/**
 * `FORECOURT_DEMO=1`: an install whose default market has no pages gets the demo, the English
 * market and its Arabic twin under /ar, and the demo accounts. A second start,
 * or an install with content, is left as it is.
 */
/** The demo bundle as read, before it is checked: what the loader adds to it is its dealers and media. */
type DemoBundle = { dealers?: unknown[]; media?: unknown[] } & Record<string, unknown>

export async function loadDemoIfEmpty(services: ReturnType<typeof createServices>, env: Pick<Env, 'BASE_PATH' | 'DATA_DIR'>) {
  const siteId = await ensureDefaultSite(services.database, env.BASE_PATH)
  if (await siteHasPages(services.database, siteId)) return
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
    dealers: stock.retailers,
    media: [...(bundle.media ?? []), ...stockPhotoBundleMedia()],
  }))
  const vehicles = await importFeed(services.database.db, siteId, feedFromText(JSON.stringify(stock.vehicles), 'json'), {
    listingKey: DEMO_STOCK_LISTING_KEY,
  })
  if (vehicles.errors.length > 0) throw new Error(`The demo stock was refused: ${vehicles.errors.slice(0, 3).map(formatIssue).join('; ')}`)
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
    const result = await importDemoBundle(services, site.id, bundle, (content) => ({ ...content, dealers: stock.retailers }))
    const vehicles = await importFeed(db, site.id, feedFromText(JSON.stringify(stock.vehicles), 'json'), {
      listingKey: DEMO_STOCK_LISTING_KEY,
    })
    if (vehicles.errors.length > 0)
      throw new Error(`The Arabic demo stock was refused: ${vehicles.errors.slice(0, 3).map(formatIssue).join('; ')}`)
    log.info(`Loaded the demo's Arabic market at ${basePath}: ${result.pages} pages, ${result.media} images, ${vehicles.added} vehicles`)
  } catch (error) {
    await db.delete(sites).where(eq(sites.id, site.id))
    throw error
  }
}

/**
 * The demo's editor and admin accounts, so /cms and /admin can be tried at once. Their passwords
 * are random per install (never in the repo), written to DATA_DIR/demo-accounts.txt and the log.
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
  log.info(`Demo accounts (sign in at /login; also in ${join(dataDir, 'demo-accounts.txt')}):\n  ${lines.join('\n  ')}`)
}

/**
 * React Router's handler for each basename: '/' for the site, a market's base path for its editor
 * and admin under it (`/ar/cms`), so its links and data requests stay under it. One
 * per base path in use, made on first use.
 */
function ssrByBase(handlerFor: (basename: string) => RequestHandler): SsrHandler {
  const handlers = new Map<string, RequestHandler>()
  return (request, context) => {
    const basename = context.appBase || '/'
    let handler = handlers.get(basename)
    if (!handler) handlers.set(basename, (handler = handlerFor(basename)))
    return handler(request, context)
  }
}
