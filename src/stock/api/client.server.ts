import { Hono, type ContextVariableMap } from 'hono'
import type { Db } from '~/db/client.server.ts'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { Site } from '~/sites/sites.ts'
import { httpStockApi, type StockApi } from './client.ts'
import { inventoryApi } from './routes.server.ts'

/**
 * The server side of the one inventory client: loaders get the StockApi of client.ts. With
 * stock_locator.api_root empty (the default) it asks this server's inventory routes in-process,
 * through the Hono app's `request()` (ARCHITECTURE.md: no network hop to ourselves), so the routes
 * are the only implementation and it answers exactly what the HTTP API answers; with another root
 * it fetches over HTTP through the outbound guard, sending stock_locator.api_token as a bearer
 * client token (spec 3 §6).
 *
 * @example
 * const stock = serverStockApi({ db: services.database.db, site, settings, outbound: services.outbound })
 * const page = await stock.listing(listKey, url.searchParams)
 */
export interface ServerStockOptions {
  db: Db
  site: Site
  settings: SettingMap
  outbound: OutboundFetch
}

export function serverStockApi(options: ServerStockOptions): StockApi {
  const root = readSetting(options.settings, 'stock_locator.api_root').trim().replace(/\/+$/, '')
  if (root === '') return inProcessStockApi(options)
  const token = readSetting(options.settings, 'stock_locator.api_token').trim()
  return httpStockApi(async (path) => {
    const response = await options.outbound(`${root}${path}`, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  })
}

type InProcessOptions = Omit<ServerStockOptions, 'outbound'>

/**
 * The inventory routes (routes.server.ts) with what they read of a request's context set from the
 * caller's options: its market, the market's settings and the database. Nothing is remembered
 * across calls (each call reads afresh); the HTTP API keeps its answers per content revision.
 */
function createInProcessApp() {
  const app = new Hono<{ Bindings: { stock: InProcessOptions } }>()
  app.use('*', async (c, next) => {
    const { db, site, settings } = c.env.stock
    const services = {
      database: { db },
      content: {
        settings: async () => settings,
        remember: <T>(_site: Site, _key: string, compute: () => Promise<T>) => compute(),
      },
    }
    // Only what the inventory routes read of the services is given.
    c.set('services', services as unknown as ContextVariableMap['services'])
    c.set('site', site)
    c.set('user', null)
    await next()
  })
  app.route('/', inventoryApi())
  return app
}

let inProcessApp: ReturnType<typeof createInProcessApp> | null = null

/** This server's inventory, in-process: the HTTP API's routes, asked without a network hop. */
export function inProcessStockApi(options: InProcessOptions): StockApi {
  inProcessApp ??= createInProcessApp()
  const app = inProcessApp
  return httpStockApi(async (path) => {
    const response = await app.request(path, { headers: { accept: 'application/json' } }, { stock: options })
    return { status: response.status, body: await response.json().catch(() => null) }
  })
}
