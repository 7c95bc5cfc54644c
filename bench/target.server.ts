import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { importBundle } from '~/bundle/bundle.server.ts'
import { createApp } from '~/server/app.server.ts'
import { createServices, openAndMigrate, readClientManifest } from '~/server/boot.server.ts'
import { createPageCache } from '~/server/page-cache.server.ts'

const root = resolve(import.meta.dirname, '..')

export async function startBenchServer(mode: string, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'))
  const database = await openAndMigrate({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, BASE_PATH: '/' })
  const services = createServices(database, dataDir, { clientManifest: readClientManifest(join(root, 'build/client')) })
  const site = await services.content.siteByKey()
  await importBundle(database.db, site!.id, JSON.parse(await readFile(join(root, 'demo/bundle.json'), 'utf8')), {
    bundleDir: join(root, 'demo'),
    dataDir,
  })
  services.content.invalidate()
  if (mode === 'uncached') services.pageCache = createPageCache({ maxEntries: 0, maxBytes: 0 })

  const build = (await import(pathToFileURL(join(root, 'build/server/index.js')).href)) as ServerBuild
  const ssr = createRequestHandler(build, 'production')
  const app = createApp({ services, ssr: (req, ctx) => ssr(req, ctx), clientDir: join(root, 'build/client') })
  if (mode === 'string') {
    const html = await (await app.request('http://localhost/')).text()
    const ceiling = new Hono()
    ceiling.get('/', (c) => c.html(html))
    serve({ fetch: ceiling.fetch, port, hostname: '127.0.0.1' })
  } else {
    serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  }
  process.stdout.write('ready\n')
}
