import { describe, expect, it } from 'vitest'
import {
  basePathTaking,
  canonicalOrigin,
  documentPath,
  matchSite,
  splitMarketAppPath,
  normaliseBasePath,
  normaliseHostname,
  marketShadowing,
  marketsShareHost,
  pageInMarket,
  pathInMarket,
} from './sites.ts'

const site = (key: string, hostnames: string[], basePath: string, isDefault = false) => ({ key, hostnames, basePath, isDefault })
const sites = [
  site('default', [], '/', true),
  site('ae-en', ['ae.example'], '/en'),
  site('ae-ar', ['ae.example'], '/ar'),
  site('uk', ['uk.example', 'www.uk.example'], '/'),
]

describe('site resolution by host and base path', () => {
  it.each([
    ['localhost:3000', '/about', 'default', '/about'],
    ['unknown.example', '/', 'default', '/'],
    ['ae.example', '/en/models', 'ae-en', '/models'],
    ['AE.example:443', '/ar', 'ae-ar', '/'],
    ['ae.example', '/fr/models', null, null],
    ['ae.example', '/english', null, null],
    ['www.uk.example', '/offers', 'uk', '/offers'],
    ['ae.example', '/api/content/settings', 'ae-en', '/api/content/settings'],
    ['ae.example', '/login', 'ae-en', '/login'],
    ['ae.example', '/cms', 'ae-en', '/cms'],
    ['localhost', '/media/api/v2/images/1', 'default', '/media/api/v2/images/1'],
    ['ae.example', '/apis', null, null],
    // A fully qualified name (trailing dot) and any case name the same market.
    ['uk.example.', '/offers', 'uk', '/offers'],
    ['WWW.UK.Example.:8443', '/', 'uk', '/'],
    ['ae.example.', '/ar', 'ae-ar', '/'],
    // A market's editor, admin, APIs and media under its base path.
    ['ae.example', '/ar/cms', 'ae-ar', '/cms'],
    ['ae.example', '/ar/admin/settings', 'ae-ar', '/admin/settings'],
    ['ae.example', '/ar/api/content/editor/pages', 'ae-ar', '/api/content/editor/pages'],
    ['ae.example', '/ar/media/api/v2/images/3', 'ae-ar', '/media/api/v2/images/3'],
    ['ae.example', '/en/__manifest', 'ae-en', '/__manifest'],
    ['ae.example', '/ar/cmsx', 'ae-ar', '/cmsx'],
    ['ae.example', '/ar/login', 'ae-ar', '/login'],
    // Sign-in, its post, the no-access page and the account of a market under its base path (ADR 126).
    ['ae.example', '/ar/auth/login', 'ae-ar', '/auth/login'],
    ['ae.example', '/ar/no-access', 'ae-ar', '/no-access'],
    ['ae.example', '/ar/account', 'ae-ar', '/account'],
    ['ae.example', '/ar/login.data', 'ae-ar', '/login.data'],
    ['localhost', '/models/cms', 'default', '/models/cms'],
  ])('%s %s → %s %s', (host, path, key, inside) => {
    const match = matchSite(sites, host, path)
    expect(match?.site.key ?? null).toBe(key)
    expect(match?.path ?? null).toBe(inside)
  })

  it.each([
    ['/', '/'],
    ['', '/'],
    ['/en/', '/en'],
    ['en', '/en'],
    ['/a/b//', '/a/b'],
  ])('normaliseBasePath(%s) = %s', (raw, expected) => expect(normaliseBasePath(raw)).toBe(expected))
})

describe('splitMarketAppPath: the app paths a market keeps under its base path (ADR 043, 126)', () => {
  it.each([
    ['/ar/cms/_', { base: '/ar', path: '/cms/_' }],
    ['/ar/auth-exchange', { base: '/ar', path: '/auth-exchange' }],
    // Served as the market's pages are, with their links under its base (routes.ts).
    ['/ar/lrdx-navigation-test', null],
    ['/ar/no-access', { base: '/ar', path: '/no-access' }],
    // Content pages of the market.
    ['/ar/about', null],
    ['/ar/cmsx', null],
    ['/ar/auth-exchanges', null],
    ['/cms', null],
  ])('%s → %o', (path, expected) => {
    expect(splitMarketAppPath('/ar', path)).toEqual(expected)
  })
})

describe('normaliseHostname', () => {
  it.each([
    ['example.com', 'example.com'],
    ['Example.COM.', 'example.com'],
    ['example.com.:3000', 'example.com'],
    ['example.com:', 'example.com'],
    ['[::1]:3000', '[::1]'],
  ])('%s → %s', (host, expected) => expect(normaliseHostname(host)).toBe(expected))
})

describe('canonicalOrigin (ADR 039): from the market and PUBLIC_URL, never from the request', () => {
  it.each<[string, string[], string | null, string | null]>([
    ['every host, no PUBLIC_URL: no origin', [], null, null],
    ['every host: PUBLIC_URL', [], 'https://cars.example/', 'https://cars.example'],
    ['own hosts: the first one, https', ['uk.example', 'www.uk.example'], null, 'https://uk.example'],
    [
      'own hosts: PUBLIC_URL when it names one',
      ['uk.example', 'www.uk.example'],
      'http://www.uk.example:8080',
      'http://www.uk.example:8080',
    ],
    ['own hosts: PUBLIC_URL names another host, its scheme is kept', ['de.example'], 'http://uk.example', 'http://de.example'],
    ['a configured name with a trailing dot', ['UK.example.'], null, 'https://uk.example'],
  ])('%s', (_name, hostnames, publicUrl, expected) => expect(canonicalOrigin({ hostnames }, publicUrl)).toBe(expected))
})

describe('documentPath', () => {
  it.each([
    ['/about', '/about'],
    ['/about.data', '/about'],
    ['/_root.data', '/'],
    ['/ar.data', '/ar'],
    ['/ar/_root.data', '/ar'],
    ['/models/e5.data', '/models/e5'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => expect(documentPath(path)).toBe(expected))
})

describe('a page path and its browser path in a market (ADR 002)', () => {
  it.each([
    ['/', '/offers', '/offers'],
    ['/', '/', '/'],
    ['/ar', '/offers', '/ar/offers'],
    ['/ar', '/', '/ar'],
    ['/ar/', '/', '/ar'],
    ['/ar/', '/stock?models=E7', '/ar/stock?models=E7'],
    // Not a site path: an address or a fragment stays as written.
    ['/ar', 'https://example.com/x', 'https://example.com/x'],
    ['/ar', '#write', '#write'],
    ['/ar', '//cdn.example/x.jpg', '//cdn.example/x.jpg'],
  ])('base %j, page %j → %j', (base, page, browser) => expect(pathInMarket(base, page)).toBe(browser))

  it.each([
    ['/', '/offers', '/offers'],
    ['/ar', '/ar/offers', '/offers'],
    ['/ar', '/ar', '/'],
    ['/ar', '/ar/', '/'],
    ['/ar/', '/ar/stock', '/stock'],
    ['/ar', '/arabic', null],
    ['/ar', '/offers', null],
  ])('base %j, browser path %j → page %j', (base, browser, page) => expect(pageInMarket(base, browser)).toBe(page))
})

describe("basePathTaking: another market's base path answers first", () => {
  it.each([
    ['/', '/ar/offers', ['/ar'], '/ar'],
    ['/', '/ar', ['/ar'], '/ar'],
    ['/', '/arabic', ['/ar'], null],
    ['/', '/offers', ['/ar', '/fr'], null],
    ['/ar', '/offers', ['/'], null],
    ['/ar', '/fr/x', ['/', '/ar/fr'], '/ar/fr'],
    ['/', '/ar/', ['/ar/'], '/ar'],
  ] as const)('market %s, page %s, others %j → %s', (basePath, path, others, taking) => {
    expect(basePathTaking(basePath, path, others)).toBe(taking)
  })

  it.each([
    [[], ['uk.example'], true],
    [['uk.example'], ['UK.example'], true],
    [['uk.example'], ['ae.example'], false],
  ] as const)('%j and %j share a host: %s', (a, b, shared) => {
    expect(marketsShareHost(a, b)).toBe(shared)
  })
})

/**
 * A request picks the market by host and then the longest matching base path (ARCHITECTURE.md): a
 * new market that another already answers at the same base path on every host it names (or on
 * every host) could never be reached.
 */
describe('marketShadowing: a new market another already answers', () => {
  it.each([
    // candidate hosts, candidate base path, the market answering it and where (null: none)
    [[], '/', 'default', null],
    [[], '/ar', 'ae-ar-any', null],
    [[], '/ar/', 'ae-ar-any', null],
    [[], '/en', null, null],
    [['ae.example'], '/en', 'ae-en', 'ae.example'],
    [['other.example', 'AE.Example.'], '/ar', 'ae-ar', 'ae.example'],
    [['www.uk.example'], '/', 'uk', 'www.uk.example'],
    // Beside a market answering every host, one naming its hosts is reached on them.
    [['shop.example'], '/', null, null],
    [['shop.example'], '/ar', null, null],
    [['ae.example'], '/fr', null, null],
    [['uk.example'], '/en', null, null],
  ])('hosts %j at %s: %s', (hostnames, basePath, key, host) => {
    const all = [...sites, site('ae-ar-any', [], '/ar')]
    const found = marketShadowing(all, { hostnames, basePath })
    expect(found && { key: found.site.key, host: found.host }).toEqual(key === null ? null : { key, host })
  })

  it('a market answering every host is shadowed by a default market that names hosts (it answers the others)', () => {
    const named = [site('default', ['main.example'], '/', true)]
    expect(marketShadowing(named, { hostnames: [], basePath: '/' })).toEqual({ site: named[0], host: null })
    expect(marketShadowing(named, { hostnames: ['shop.example'], basePath: '/' })).toBeNull()
  })
})
