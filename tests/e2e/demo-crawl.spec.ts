import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { AUSTRALIAN_STATES } from '../../src/stock/rules/prices.ts'
import { STOCK_RETAILERS, UAE_RETAILERS } from '../../demo/stock-retailers.ts'
import { expect, test } from './fixtures.ts'

/*
 * The demo as one truth (ADR 122): every page of both demo markets — every published page of its
 * bundle and a sample of its showroom pages — read as a visitor's browser gets it, and each
 * checked for what would contradict the market: a link to example.com, a redirect that comes back
 * (or leads to the page it was on), a retailer that is not one of the market's, an Australian
 * state in a market without states. Plain HTTP, no browser: what is checked is in the HTML.
 */

interface Market {
  name: string
  base: string
  bundle: string
  /** The market's retailers: the only ones its pages may name or offer. */
  retailers: readonly string[]
  /** Whether the market's retailers are in states (spec 3 §9): neither demo market is. */
  states: boolean
}

const MARKETS: Market[] = [
  { name: 'English', base: '', bundle: 'demo/bundle.json', retailers: STOCK_RETAILERS.map((r) => r.name), states: false },
  { name: 'Arabic', base: '/ar', bundle: 'demo/bundle-ar.json', retailers: UAE_RETAILERS.map((r) => r.name), states: false },
]

/** Every retailer name the demo knows, in any market, and every location its bundles hold. */
const KNOWN_NAMES = new Set([
  ...MARKETS.flatMap((m) => m.retailers),
  ...MARKETS.flatMap((m) => (JSON.parse(readFileSync(m.bundle, 'utf8')) as { locations?: { name: string }[] }).locations ?? []).map(
    (l) => l.name,
  ),
])

const STATE_NAMES = Object.values(AUSTRALIAN_STATES)
const STATE_CODE_IN_PARENTHESES = new RegExp(`\\((${Object.keys(AUSTRALIAN_STATES).join('|')})\\)`)
const SHOWROOMS_PER_MARKET = 6

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** The page's visible text: its markup without scripts, styles and tags. */
const visibleText = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )

/** What on one page contradicts its market (empty when nothing does). */
function pageFindings(html: string, market: Market): string[] {
  const findings: string[] = []
  for (const [, href] of html.matchAll(/href="([^"]*)"/g))
    if (/^(https?:)?\/\/([^/]*\.)?example\.com(\/|$)/i.test(decode(href!))) findings.push(`a link to example.com: ${href}`)
  // A picker of retailers offers the market's, nothing else.
  const own = new Set(market.retailers)
  for (const [, options] of html.matchAll(/<select[^>]*>([\s\S]*?)<\/select>/g)) {
    const offered = [...options!.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)].map((m) => decode(m[2]!).trim())
    if (!offered.some((name) => KNOWN_NAMES.has(name))) continue
    for (const name of offered) if (!own.has(name)) findings.push(`a retailer picker offers "${name}"`)
  }
  const text = visibleText(html)
  for (const name of KNOWN_NAMES) if (!own.has(name) && text.includes(name)) findings.push(`names "${name}", not a retailer of the market`)
  if (!market.states) {
    for (const state of STATE_NAMES) if (text.includes(state)) findings.push(`names the state "${state}"`)
    const code = STATE_CODE_IN_PARENTHESES.exec(text)
    if (code) findings.push(`names the state code ${code[0]}`)
  }
  return findings
}

/** The chain of a GET's redirects, and whether it comes back to an address it passed. */
async function follow(request: APIRequestContext, path: string) {
  const seen = [path]
  let at = path
  for (let hop = 0; hop < 6; hop++) {
    const response = await request.get(at, { maxRedirects: 0 })
    const location = response.headers().location
    if (response.status() < 300 || response.status() >= 400 || !location) return { seen, response, loop: false }
    const next = new URL(location, 'http://demo.test').host === 'demo.test' ? new URL(location, 'http://demo.test').pathname : location
    if (seen.includes(next)) return { seen: [...seen, next], response, loop: true }
    seen.push(next)
    if (!next.startsWith('/')) return { seen, response, loop: false }
    at = next
  }
  return { seen, response: null, loop: true }
}

test('the checks find what they look for', () => {
  const english = MARKETS[0]!
  const bad = [
    '<a href="https://example.com/">Club</a>',
    '<select><option value="">Choose…</option><option value="1">Aurelia &amp; Vantor London</option><option value="2">Customer relations</option></select>',
    '<p>فانتور الشارقة</p>',
    '<p>Drive-away price in New South Wales</p><p>Kirkstall (NT)</p>',
  ].join('')
  expect(pageFindings(bad, { ...english, retailers: [...english.retailers] })).toEqual([
    'a link to example.com: https://example.com/',
    'a retailer picker offers "Customer relations"',
    'names "فانتور الشارقة", not a retailer of the market',
    'names the state "New South Wales"',
    'names the state code (NT)',
  ])
  expect(pageFindings('<a href="/offers">Offers</a><p>Aurelia &amp; Vantor Leeds</p>', english)).toEqual([])
})

for (const market of MARKETS) {
  test(`every page of the ${market.name} demo market is one market's truth`, async ({ request }) => {
    test.setTimeout(180_000)
    const bundle = JSON.parse(readFileSync(market.bundle, 'utf8')) as { pages: { path: string; enabled?: boolean }[] }
    const url = (path: string) => (market.base && path === '/' ? market.base : `${market.base}${path}`)
    const pages = bundle.pages.filter((p) => p.enabled !== false).map((p) => url(p.path))
    const stock = await (await request.get(url('/stock'))).text()
    const showrooms = [...new Set([...stock.matchAll(/href="([^"]*\/showroom\/[^"?]+)/g)].map((m) => m[1]!))]
    expect(showrooms.length, 'showroom links on the stock page').toBeGreaterThan(0)
    const findings: string[] = []
    const links = new Map<string, string>()
    for (const path of [...pages, ...showrooms.slice(0, SHOWROOMS_PER_MARKET)]) {
      const { seen, response, loop } = await follow(request, path)
      if (loop) {
        findings.push(`${path}: a redirect loop ${seen.join(' → ')}`)
        continue
      }
      if (!response) continue
      // A bundle page answers; a sold car's showroom may be gone (spec 3 §2).
      if (pages.includes(path) && response.status() >= 400) findings.push(`${path}: answers ${response.status()}`)
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
      const html = await response.text()
      for (const finding of pageFindings(html, market)) findings.push(`${path}: ${finding}`)
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g))
        if (!href!.startsWith('/media/') && !href!.startsWith('/assets/') && !links.has(href!)) links.set(href!, path)
    }
    // A link that redirects comes to rest elsewhere than the page it is on.
    for (const [href, from] of links) {
      if (!pages.includes(href) && !href.includes('/showroom/')) continue
      const { seen, loop } = await follow(request, href)
      if (loop || (seen.length > 1 && seen.at(-1) === from)) findings.push(`${from}: its link ${href} leads back (${seen.join(' → ')})`)
    }
    // The legal pages are a footer link away from every page.
    const home = await (await request.get(url('/'))).text()
    const footer = home.slice(home.lastIndexOf('<footer'))
    for (const path of ['/privacy', '/terms']) expect(footer, `the footer links ${url(path)}`).toContain(`href="${url(path)}"`)
    expect(findings).toEqual([])
  })
}

test("a form's consent text links the market's privacy policy", async ({ request }) => {
  for (const market of MARKETS) {
    const html = await (await request.get(`${market.base}/test-drive`)).text()
    expect(html, market.name).toMatch(new RegExp(`<a href="${market.base}/privacy">`))
  }
})
