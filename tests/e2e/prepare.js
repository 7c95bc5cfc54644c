// The data of the end-to-end tests, made once per run into a data directory that
// tests/e2e/server.js copies for each worker's server: the demo market with its stock, the demo's
// Arabic market under /ar (demo/bundle-ar.json, as 'Arabic market'), the block gallery under
// /blocks and /blocks-ar (right to left), the stock markets /sl, /sl-ar and /pc, one admin and
// two editor accounts, and an admin and an editor of the Arabic market only. It runs the build
// (`npm run test:e2e` makes it), as production runs it; tsx loads only the test helpers' TypeScript.
//
// `node tests/e2e/prepare.js DIR` makes it into DIR: `npm test` does so beside the unit tests,
// which leave a core idle, and hands DIR to server.js as E2E_DATA_TEMPLATE. Without it, server.js
// makes the data itself.
import { register } from 'tsx/esm/api'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

register()

/** The file whose presence says a data directory holds the complete e2e data. */
const PREPARED = '.e2e-prepared'

export const isPrepared = (dir) => existsSync(join(dir, PREPARED))

/** The environment of the e2e data's commands and servers: the embedded database, the demo on. */
function forecourtEnv(extra) {
  const env = { LOG_LEVEL: 'warn', ...process.env, FORECOURT_DEMO: '1', ...extra }
  delete env.DATABASE_URL
  return env
}

/** Starts `forecourt start` (the build) as a child process, `extra` added to its environment. */
export function startForecourt(extra) {
  return spawn(process.execPath, ['bin/forecourt.js', 'start'], { env: forecourtEnv(extra), stdio: ['ignore', 'inherit', 'inherit'] })
}

/** Resolves once the server on `port` answers its health check. */
export async function answers(port) {
  for (;;) {
    try {
      if ((await globalThis.fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(200)
  }
}

/** A free loopback port, for the server that loads the demo. */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address()
  probe.close()
  return port
}

/** The markets whose pages' pictures the browser tests load most: the demo's two and the block gallery's. */
const PICTURE_MARKETS = ['', '/ar', '/blocks', '/blocks-ar']

/** The viewport widths the browser tests load pages at: their two and Playwright's default. */
const VIEWPORT_WIDTHS = [375, 1280, 1440]

/**
 * Asks the server at `origin` for the pictures the pages of PICTURE_MARKETS (from their sitemaps)
 * and their stock pages show, in the size and format Chromium loads at VIEWPORT_WIDTHS, so that
 * the variants are made once here, not in each worker's server during the browser tests
 * (demo.spec.ts's page checks alone cost the two servers 33 s of CPU making them). Every size a
 * picture offers was made before: half of them, the widest mostly, no test loaded.
 */
async function makePictureVariants(origin) {
  const get = async (path, headers) => {
    const response = await globalThis.fetch(`${origin}${path}`, { headers })
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status} while making the e2e data's pictures`)
    return response
  }
  const pages = ['/stock', '/ar/stock']
  for (const base of PICTURE_MARKETS) {
    const sitemap = await (await get(`${base}/sitemap.xml`)).text()
    for (const [, path] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.push(path)
  }
  const { chosenCandidates } = await import('../../src/test/picture-choice.ts')
  const pictures = new Set()
  for (const path of pages) {
    const html = await (await get(path)).text()
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      const attribute = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
      const srcset = attribute('srcSet')
      const chosen = srcset ? chosenCandidates(srcset, attribute('sizes'), VIEWPORT_WIDTHS) : [attribute('src')]
      for (const url of chosen) if (url?.startsWith('/media/api/v2/images/')) pictures.add(url)
    }
  }
  const queue = [...pictures]
  const accept = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' }
  // Two at a time: the server makes at most one variant per core at once (media/variants.server.ts).
  await Promise.all(
    [1, 2].map(async () => {
      for (let url = queue.pop(); url; url = queue.pop()) await (await get(url, accept)).arrayBuffer()
    }),
  )
}

/** Makes the e2e data in `template` (an empty or missing directory) and marks it complete. */
export async function prepareE2eData(template) {
  mkdirSync(template, { recursive: true })
  const { main } = await import('../../build/server/cli.js')
  const env = forecourtEnv({ DATA_DIR: template })
  const quiet = { out: () => {}, err: (s) => process.stderr.write(`${s}\n`) }
  const run = async (argv, stdin = '') => {
    const code = await main(argv, { ...quiet, stdin: async () => stdin }, env)
    if (code !== 0) throw new Error(`forecourt ${argv.join(' ')} failed (${code})`)
  }
  // The bundles and feeds written for the imports; what is imported is copied into the data.
  const scratch = mkdtempSync(join(tmpdir(), 'forecourt-e2e-files-'))
  try {
    await run(['user', 'add', '--email', 'admin@example.com', '--role', 'admin'], 'e2e admin password')
    await run(['user', 'add', '--email', 'editor@example.com', '--role', 'editor'], 'e2e editor password')
    // tests/e2e/account.spec.ts changes this editor's password: no other spec signs in with it.
    await run(['user', 'add', '--email', 'account@example.com', '--role', 'editor'], 'e2e account password')
    await run(['site', 'add', '--key', 'ar', '--name', 'Arabic market', '--base-path', '/ar'])
    // Roles only in the Arabic market (ADR 041), who sign in at /ar/login (tests/e2e/shopper.spec.ts, ADR 126).
    await run(['user', 'add', '--email', 'ar-admin@example.com', '--role', 'admin', '--site', 'ar'], 'e2e ar admin password')
    await run(['user', 'add', '--email', 'ar-editor@example.com', '--role', 'editor', '--site', 'ar'], 'e2e ar editor password')

    // The demo's pictures (made at install; any missing made now), which the gallery imports too.
    const { ensureDemoMedia } = await import('../../demo/imagery/render.ts')
    await ensureDemoMedia(resolve('demo/media'))
    await run(['import', 'demo/bundle-ar.json', '--site', 'ar'])
    await run(['recalls', 'import', 'demo/recalls-ar.csv', '--site', 'ar'])
    const { galleryBundle } = await import('../../demo/block-gallery.ts')
    symlinkSync(resolve('demo/media'), join(scratch, 'media'))
    for (const [key, language, siteName] of [
      ['blocks', 'en_GB', 'Block gallery'],
      ['blocks-ar', 'ar_AE', 'معرض المكونات'],
    ]) {
      writeFileSync(join(scratch, `${key}.json`), JSON.stringify(galleryBundle({ language, siteName, basePath: `/${key}` })))
      await run(['site', 'add', '--key', key, '--name', siteName, '--base-path', `/${key}`])
      await run(['import', join(scratch, `${key}.json`), '--site', key])
      // The Local VIN Checker shows Loading Failed in a market without a recall list (ADR 138).
      await run(['recalls', 'import', 'demo/recalls.csv', '--site', key])
    }
    // Stock: /ar's 60 vehicles, the Arabic market's own (dirhams, its three retailers; ADR 089).
    const { demoStock, DEMO_STOCK_LISTING_KEY, UAE_STOCK_MARKET, UAE_STOCK_SEED } = await import('../../demo/stock.ts')
    writeFileSync(
      join(scratch, 'ar-feed.json'),
      JSON.stringify(demoStock({ count: 60, market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED }).vehicles),
    )
    await run(['inventory', 'import', join(scratch, 'ar-feed.json'), '--listing', DEMO_STOCK_LISTING_KEY, '--site', 'ar'])
    // The stock locator's market under /sl (tests/e2e/stock-locator.spec.ts): 60 of the demo's
    // generated vehicles in the demo's stock list, their photos a static picture, and a listing page;
    // the market has no button sets, so the vehicles name none.
    const stock = demoStock({
      count: 60,
      photoUrl: (id, width) => `/blocks_thumbnails/Stock%20Locator.png?photo=${id}&w=${width}`,
      buttonSets: false,
    })
    writeFileSync(join(scratch, 'feed.json'), JSON.stringify(stock.vehicles))
    // Its retailers are the demo's: a feed names only retailers of its market.
    const stockBundle = { ...JSON.parse(readFileSync('tests/e2e/fixtures/stock-locator.json', 'utf8')), dealers: stock.retailers }
    writeFileSync(join(scratch, 'bundle-sl.json'), JSON.stringify(stockBundle))
    await run(['site', 'add', '--key', 'sl', '--name', 'Stock', '--base-path', '/sl'])
    await run(['import', join(scratch, 'bundle-sl.json'), '--site', 'sl'])
    await run(['inventory', 'import', join(scratch, 'feed.json'), '--listing', DEMO_STOCK_LISTING_KEY, '--site', 'sl'])
    // The same listing right to left, under /sl-ar.
    stockBundle.settings['general.language'] = 'ar_AE'
    writeFileSync(join(scratch, 'bundle-ar.json'), JSON.stringify(stockBundle))
    await run(['site', 'add', '--key', 'sl-ar', '--name', 'Stock (ar)', '--base-path', '/sl-ar'])
    await run(['import', join(scratch, 'bundle-ar.json'), '--site', 'sl-ar'])
    await run(['inventory', 'import', join(scratch, 'feed.json'), '--listing', DEMO_STOCK_LISTING_KEY, '--site', 'sl-ar'])
    // The postcode-search market under /pc (tests/e2e/postcode-search.spec.ts, ADR 085): the feature
    // on, six Australian retailers and 24 vehicles with drive-away prices per state.
    const { postcodeMarket, POSTCODE_MARKET } = await import('./fixtures/postcode-market.ts')
    const pc = postcodeMarket()
    writeFileSync(join(scratch, 'pc-bundle.json'), JSON.stringify(pc.bundle))
    writeFileSync(join(scratch, 'pc-feed.json'), JSON.stringify(pc.vehicles))
    await run(['site', 'add', '--key', POSTCODE_MARKET.key, '--name', 'Postcode', '--base-path', POSTCODE_MARKET.basePath])
    await run(['import', join(scratch, 'pc-bundle.json'), '--site', POSTCODE_MARKET.key])
    await run(['inventory', 'import', join(scratch, 'pc-feed.json'), '--listing', DEMO_STOCK_LISTING_KEY, '--site', POSTCODE_MARKET.key])
    // The demo market itself (its 2,000 vehicles and leads) by `forecourt demo`, what a first
    // `start` on a new data directory runs (FORECOURT_DEMO=1): once, here, before the copies are
    // made. The start then finds it loaded, and makes the pictures' variants.
    await run(['demo'])
    const port = await freePort()
    const loader = startForecourt({ DATA_DIR: template, PORT: String(port) })
    const exited = once(loader, 'exit')
    await Promise.race([answers(port), exited.then(([code]) => Promise.reject(new Error(`the demo's loader exited with ${code}`)))])
    await makePictureVariants(`http://127.0.0.1:${port}`)
    loader.kill('SIGTERM')
    await exited
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  writeFileSync(join(template, PREPARED), '')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2]
  if (!dir) {
    process.stderr.write('usage: node tests/e2e/prepare.js DIR\n')
    process.exit(2)
  }
  await prepareE2eData(resolve(dir))
}
