import { describe, expect, it } from 'vitest'
import { documentPath, matchSite, normaliseBasePath } from './sites.ts'

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
