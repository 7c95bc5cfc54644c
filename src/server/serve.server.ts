import { serve } from '@hono/node-server'
import { getRequestListener } from '@hono/node-server'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router'
import { createOidcClient } from '~/auth/oidc.server.ts'
import { isNewPgliteDirectory } from '~/db/client.server.ts'
import type { Env } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'
import { projectRoot } from '~/lib/paths.server.ts'
import { createApp, type SsrHandler } from './app.server.ts'
import { createServices, mediaStoreFromEnv, openAndMigrate, readClientManifest } from './boot.server.ts'
import type { Lifecycle } from './health.server.ts'
import { onContentChanged } from '~/sites/revision.server.ts'
import { drainAndClose } from './shutdown.server.ts'
import { startJobs } from './jobs.server.ts'
import { ensureDefaultImages } from '~/media/default-image.server.ts'
import { recordMissingImageSizes } from '~/media/image-sizes.server.ts'

const root = projectRoot
/** How long a shutdown waits for requests in flight before it cuts them (a proxy's timeout is longer). */
const SHUTDOWN_TIMEOUT_MS = 10_000

/**
 * Loads the demo into an install that has no content yet (`FORECOURT_DEMO=1`). The CLI passes
 * demo/load.ts's loader in, so that nothing in src/ depends on demo/ (docs/architecture.md).
 */
export type DemoLoader = (services: ReturnType<typeof createServices>, env: Pick<Env, 'BASE_PATH' | 'DATA_DIR'>) => Promise<void>

/** `forecourt start`: migrate, load the demo into an empty database if asked, serve the build. */
export async function startServer(env: Env, options: { dev?: boolean; loadDemo?: DemoLoader } = {}) {
  if (!env.DATABASE_URL && isNewPgliteDirectory(env.DATA_DIR)) await prepareInChildProcess(env, options.dev === true)
  const database = await openAndMigrate(env)
  const services = createServices(database, env.DATA_DIR, {
    media: mediaStoreFromEnv(env),
    live: env.FORECOURT_DEMO !== '1',
    outboundAllowHosts: env.OUTBOUND_ALLOW_HOSTS,
    providers: env,
    paymentWebhooksUrl: `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}${env.BASE_PATH === '/' ? '' : env.BASE_PATH.replace(/\/$/, '')}/api/inventory/buy_online/webhooks`,
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
  if (env.FORECOURT_DEMO === '1') {
    if (!options.loadDemo) throw new Error('FORECOURT_DEMO=1 needs the demo loader, which the forecourt CLI passes')
    await options.loadDemo(services, env)
  }
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
  try {
    await listening(server as Server, env)
  } catch (error) {
    await jobs.stop().catch(() => {})
    await stopListening()
    await services.media.close()
    await database.close()
    throw error
  }
  keepIdleConnections(server as Server)
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
 * An idle keep-alive connection stays open 65 s, not Node's 5 s: a load balancer (60 s idle by
 * default on the common ones) or a client that reuses a connection the server has just closed gets
 * a reset instead of an answer (ADR 175). Headers must still arrive within the same bound.
 */
export const IDLE_CONNECTION_MS = 65_000

function keepIdleConnections(server: Server) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000
}

/**
 * A new PGlite database is created and migrated, and the demo loaded into it when asked
 * (FORECOURT_DEMO=1), by a short-lived `forecourt migrate` or `forecourt demo`: creating a
 * database grows PGlite's WebAssembly heap by ~90 MB that a process never gives back, loading the
 * demo's 2,300 vehicles and pictures by ~50 MB more and leaves the password checker's
 * dictionaries in V8's heap, and the server process lives long (ADR 038). The server's own
 * demo loader then finds the pages there and leaves them.
 */
async function prepareInChildProcess(env: Env, dev: boolean) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: env.DATA_DIR, BASE_PATH: env.BASE_PATH }
  delete childEnv.DATABASE_URL
  if (dev) childEnv.FORECOURT_SOURCE = '1'
  const command = env.FORECOURT_DEMO === '1' ? 'demo' : 'migrate'
  const child = spawn(process.execPath, [join(root, 'bin/forecourt.js'), command], {
    env: childEnv,
    // The demo's log lines (what it loaded, where the accounts' passwords are) are the server's.
    stdio: ['ignore', command === 'demo' ? 'inherit' : 'ignore', 'inherit'],
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`preparing the database in ${env.DATA_DIR} failed (forecourt ${command} exited with ${code})`)
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

/**
 * Resolves once the server listens. A port another process has, or a host this machine cannot
 * listen on, ends the start with a message naming the variable (not an unhandled error event's
 * stack, after a log line saying it serves).
 */
export function listening(server: Server, env: Pick<Env, 'PORT' | 'HOST'>): Promise<void> {
  return new Promise((resolve, reject) => {
    if (server.listening) return resolve()
    server.once('listening', () => resolve())
    server.once('error', (error: NodeJS.ErrnoException) => {
      const problem =
        error.code === 'EADDRINUSE'
          ? `PORT ${env.PORT} is in use on ${env.HOST} by another process.`
          : error.code === 'EACCES'
            ? `PORT ${env.PORT} needs privileges this process does not have on ${env.HOST}.`
            : `HOST ${env.HOST} cannot be listened on here (${error.code ?? error.message}).`
      reject(new Error(problem, { cause: error }))
    })
  })
}
