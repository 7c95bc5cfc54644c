// Starts the production servers of the end-to-end tests, one per test worker (E2E_SERVERS, default
// 1; ports from E2E_PORT, default 3100, or PORT), each on its own copy of one data directory made
// here first, so the workers share no state. The data: the demo market with its stock, the demo's
// Arabic market under /ar (demo/bundle-ar.json, as 'Arabic market'), the block gallery under
// /blocks and /blocks-ar (right to left), the stock markets /sl, /sl-ar and /pc, one admin and
// two editor accounts, and an admin and an editor of the Arabic market only. The servers run the
// build (`npm run test:e2e` makes it), as production runs it; tsx loads only the test helpers'
// TypeScript. Once every server answers, this prints
// "e2e servers ready" (playwright.config.ts waits for it); SIGTERM or SIGINT stops them all.
import { register } from 'tsx/esm/api'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

register()
const started = performance.now()
const { firstPort, mailboxOf } = await import('./servers.ts')
const count = Number(process.env.E2E_SERVERS ?? 1)
const ports = Array.from({ length: count }, (_, i) => firstPort({ E2E_PORT: process.env.E2E_PORT ?? process.env.PORT }) + i)
const { main } = await import('../../build/server/cli.js')
const template = mkdtempSync(join(tmpdir(), 'forecourt-e2e-'))
const env = { ...process.env, DATA_DIR: template, FORECOURT_DEMO: '1' }
delete env.DATABASE_URL
const quiet = { out: () => {}, err: (s) => process.stderr.write(`${s}\n`) }
const run = async (argv, stdin = '') => {
  const code = await main(argv, { ...quiet, stdin: async () => stdin }, env)
  if (code !== 0) throw new Error(`forecourt ${argv.join(' ')} failed (${code})`)
}
const scratch = mkdtempSync(join(tmpdir(), 'forecourt-e2e-files-'))
const dataDirs = [template, scratch]
const children = []
let stopping = false
const stop = async () => {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)))
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

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

/** A free loopback port, for the server that loads the demo. */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address()
  probe.close()
  return port
}

/** Starts `forecourt start` (the build) as a child process; it stops with this process. */
function startServer(extraEnv) {
  const child = spawn(process.execPath, ['bin/forecourt.js', 'start'], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(child)
  child.once('exit', (code) => {
    if (stopping || child.stopped) return
    process.stderr.write(`An e2e server (port ${extraEnv.PORT}) exited with ${code}\n`)
    process.exit(1)
  })
  return child
}

async function answers(port) {
  for (;;) {
    try {
      if ((await globalThis.fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(200)
  }
}

// The demo market itself (its 2,000 vehicles, leads and accounts) is loaded by the first `start`
// on an empty market (FORECOURT_DEMO=1): once, here, before the copies are made.
const loaderPort = await freePort()
const loader = startServer({ PORT: String(loaderPort) })
await answers(loaderPort)
loader.stopped = true
loader.kill('SIGTERM')
await once(loader, 'exit')
const prepared = performance.now()

// A local OpenID provider on a free loopback port for tests/e2e/sso.spec.ts (never an internet one).
const { startTestOidcProvider } = await import('../../src/test/oidc-provider.ts')
const idp = await startTestOidcProvider({ redirectUris: ports.map((port) => `http://127.0.0.1:${port}/auth/oidc/callback`) })
// Each server sends its e-mails to its own local SMTP server, which files each one received as JSON
// in the server's mailbox folder, where tests/e2e/fixtures.ts `mailsTo` reads them.
const { startTestSmtp } = await import('../../src/test/smtp.ts')
const mailbox = process.env.E2E_MAILBOX ?? join(scratch, 'mail')
dataDirs.push(mailbox)
let mailCount = 0
for (const [index, port] of ports.entries()) {
  const dataDir = index === ports.length - 1 ? template : `${template}-${index}`
  if (dataDir !== template) {
    cpSync(template, dataDir, { recursive: true })
    dataDirs.push(dataDir)
  }
  const folder = mailboxOf(mailbox, index)
  mkdirSync(folder, { recursive: true })
  const smtp = await startTestSmtp({
    onMail: (mail) => writeFileSync(join(folder, `${Date.now()}-${++mailCount}.json`), JSON.stringify(mail)),
  })
  startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
  })
}
await Promise.all(ports.map(answers))
// A first render loads the build's route modules: done here, it does not eat into a test's time.
for (const port of ports) for (const path of ['/', '/login']) await globalThis.fetch(`http://127.0.0.1:${port}${path}`)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log(
  `e2e servers ready on ports ${ports.join(', ')}: data prepared in ${seconds(prepared - started)}, servers started in ${seconds(performance.now() - prepared)}`,
)
