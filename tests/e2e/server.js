// Starts the production server for the end-to-end tests on a fresh data directory: the demo
// market, the demo's Arabic market under /ar (demo/bundle-ar.json, as 'Arabic market'), the block
// gallery under /blocks and /blocks-ar (right to left), and one admin and one editor account. The
// server is the build (`npm run test:e2e` makes it), as production runs it; tsx loads only the
// test helpers' TypeScript.
import { register } from 'tsx/esm/api'
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

register()
const { main } = await import('../../build/server/cli.js')
const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-e2e-')), FORECOURT_DEMO: '1' }
delete env.DATABASE_URL
const quiet = { out: () => {}, err: (s) => process.stderr.write(`${s}\n`) }
const run = async (argv, stdin = '') => {
  const code = await main(argv, { ...quiet, stdin: async () => stdin }, env)
  if (code !== 0) throw new Error(`forecourt ${argv.join(' ')} failed (${code})`)
}

// A local OpenID provider on a free loopback port for tests/e2e/sso.spec.ts (never an internet one).
const { startTestOidcProvider } = await import('../../src/test/oidc-provider.ts')
const idp = await startTestOidcProvider({ redirectUris: [`http://127.0.0.1:${env.PORT}/auth/oidc/callback`] })
Object.assign(env, { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret })

// A local SMTP server (issue 13: "the confirmation e-mail arrives at the local SMTP server"): the
// server sends every e-mail there, and each one received is filed in E2E_MAILBOX as JSON, where
// tests/e2e/fixtures.ts `mailsTo` reads them.
const { startTestSmtp } = await import('../../src/test/smtp.ts')
const mailbox = process.env.E2E_MAILBOX
if (!mailbox) throw new Error('E2E_MAILBOX must name a folder for the e-mails received (playwright.config.ts sets it)')
mkdirSync(mailbox, { recursive: true })
let mailCount = 0
const smtp = await startTestSmtp({
  onMail: (mail) => writeFileSync(join(mailbox, `${Date.now()}-${++mailCount}.json`), JSON.stringify(mail)),
})
env.SMTP_URL = smtp.url

await run(['user', 'add', '--email', 'admin@example.com', '--role', 'admin'], 'e2e admin password')
await run(['user', 'add', '--email', 'editor@example.com', '--role', 'editor'], 'e2e editor password')
await run(['site', 'add', '--key', 'ar', '--name', 'Arabic market', '--base-path', '/ar'])

// The demo's pictures (made at install; any missing made now), which the gallery imports too.
const { ensureDemoMedia } = await import('../../demo/imagery/render.ts')
await ensureDemoMedia(resolve('demo/media'))
await run(['import', 'demo/bundle-ar.json', '--site', 'ar'])
const { galleryBundle } = await import('../../demo/block-gallery.ts')
const galleryDir = mkdtempSync(join(tmpdir(), 'forecourt-gallery-'))
symlinkSync(resolve('demo/media'), join(galleryDir, 'media'))
for (const [key, language, siteName] of [
  ['blocks', 'en_GB', 'Block gallery'],
  ['blocks-ar', 'ar_AE', 'معرض المكونات'],
]) {
  writeFileSync(join(galleryDir, `${key}.json`), JSON.stringify(galleryBundle({ language, siteName, basePath: `/${key}` })))
  await run(['site', 'add', '--key', key, '--name', siteName, '--base-path', `/${key}`])
  await run(['import', join(galleryDir, `${key}.json`), '--site', key])
}
// Stock, in this order (vehicle ids follow it on this fresh database; tests/e2e/showroom.spec.ts
// counts on them): /ar's 60 (ids 1–60), /sl's and /sl-ar's 60 each (61–180), then the demo
// market's own 2,000, loaded by `start` (205–2204, after /pc's 24 below).
const { demoStock, DEMO_STOCK_LISTING_KEY, UAE_STOCK_MARKET, UAE_STOCK_SEED } = await import('../../demo/stock.ts')
const stockFeed = join(galleryDir, 'stock.json')
// /ar's are the Arabic market's own (dirhams, its three retailers; ADR 089).
writeFileSync(stockFeed, JSON.stringify(demoStock({ count: 60, market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED }).vehicles))
await run(['inventory', 'import', stockFeed, '--listing', DEMO_STOCK_LISTING_KEY, '--site', 'ar'])
// The stock locator's market under /sl (tests/e2e/stock-locator.spec.ts): 60 of the demo's
// generated vehicles in the demo's stock list, their photos a static picture, and a listing page.
const stockDir = mkdtempSync(join(tmpdir(), 'forecourt-stock-'))
const stock = demoStock({ count: 60, photoUrl: (id, width) => `/blocks_thumbnails/Stock%20Locator.png?photo=${id}&w=${width}` })
writeFileSync(join(stockDir, 'feed.json'), JSON.stringify(stock.vehicles))
await run(['site', 'add', '--key', 'sl', '--name', 'Stock', '--base-path', '/sl'])
await run(['import', 'tests/e2e/fixtures/stock-locator.json', '--site', 'sl'])
await run(['inventory', 'import', join(stockDir, 'feed.json'), '--listing', DEMO_STOCK_LISTING_KEY, '--site', 'sl'])
// The same listing right to left, under /sl-ar.
const stockBundle = JSON.parse(readFileSync('tests/e2e/fixtures/stock-locator.json', 'utf8'))
stockBundle.settings['general.language'] = 'ar_AE'
writeFileSync(join(stockDir, 'bundle-ar.json'), JSON.stringify(stockBundle))
await run(['site', 'add', '--key', 'sl-ar', '--name', 'Stock (ar)', '--base-path', '/sl-ar'])
await run(['import', join(stockDir, 'bundle-ar.json'), '--site', 'sl-ar'])
await run(['inventory', 'import', join(stockDir, 'feed.json'), '--listing', DEMO_STOCK_LISTING_KEY, '--site', 'sl-ar'])
// The postcode-search market under /pc (tests/e2e/postcode-search.spec.ts, ADR 085): the feature
// on, six Australian retailers and 24 vehicles (ids 181–204) with drive-away prices per state.
const { postcodeMarket, POSTCODE_MARKET } = await import('./fixtures/postcode-market.ts')
const pc = postcodeMarket()
writeFileSync(join(stockDir, 'pc-bundle.json'), JSON.stringify(pc.bundle))
writeFileSync(join(stockDir, 'pc-feed.json'), JSON.stringify(pc.vehicles))
await run(['site', 'add', '--key', POSTCODE_MARKET.key, '--name', 'Postcode', '--base-path', POSTCODE_MARKET.basePath])
await run(['import', join(stockDir, 'pc-bundle.json'), '--site', POSTCODE_MARKET.key])
await run(['inventory', 'import', join(stockDir, 'pc-feed.json'), '--listing', DEMO_STOCK_LISTING_KEY, '--site', POSTCODE_MARKET.key])
await run(['start'])
