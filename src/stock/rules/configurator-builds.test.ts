import { describe, expect, it } from 'vitest'
import { configUrlKey, configuratorPageContent, findConfiguratorBuild, readConfiguratorConfig } from './configurator-builds.ts'

const HOSTS = ['build.example.com']

/** spec 3 §2 config_url, §7 config_data; ADR 101: which links name a build, and how. */
describe('configUrlKey', () => {
  it.each([
    ['https://build.example.com/s/1?c=red', 'build.example.com/s/1?c=red'],
    ['https://BUILD.example.com/s/1?c=red#summary', 'build.example.com/s/1?c=red'],
    ['https://build.example.com:443/s/1', 'build.example.com/s/1'],
    ['  /configure/e7?trim=s  ', '/configure/e7?trim=s'],
    ['/configure/e7?trim=s#x', '/configure/e7?trim=s'],
  ])('accepts %s as %s', (url, key) => {
    expect(configUrlKey(url, HOSTS)).toEqual({ ok: true, key })
  })

  it.each([
    [undefined, 'is required'],
    ['  ', 'is required'],
    ['http://build.example.com/s/1', 'must be an https link'],
    ['javascript:alert(1)', 'must be an https link'],
    ['https://evil.example/s/1', 'names a host this market does not accept (evil.example)'],
    ['https://build.example.com.evil.example/s/1', 'names a host this market does not accept (build.example.com.evil.example)'],
    ['https://build.example.com:8443/s/1', 'names a host this market does not accept (build.example.com:8443)'],
    ['https://user:pw@build.example.com/s/1', 'must not carry credentials'],
    ['//build.example.com/s/1', 'must be an https link of a configurator or a path starting with /'],
    ['/\\evil.example', 'must be an https link of a configurator or a path starting with /'],
    ['item_id=x761', 'must be an https link of a configurator or a path starting with /'],
    [`/${'a'.repeat(2000)}`, 'is longer than 2000 characters'],
  ])('refuses %s: %s', (url, reason) => {
    expect(configUrlKey(url, HOSTS)).toEqual({ ok: false, reason })
  })
})

describe('findConfiguratorBuild', () => {
  const { config } = readConfiguratorConfig({
    configurator: {
      hosts: HOSTS,
      builds: [
        { config_url: 'https://build.example.com/s/1', item_id: 'x761' },
        { config_url: '/configure/e5', item_id: 'x590' },
      ],
    },
  })
  it.each([
    ['https://build.example.com/s/1', 'found'],
    ['/configure/e5', 'found'],
    ['https://build.example.com/s/2', 'unknown'],
    ['/configure/e5?x=1', 'unknown'],
    ['https://other.example/s/1', 'invalid'],
  ])('%s is %s', (url, kind) => {
    expect(findConfiguratorBuild(config, url).kind).toBe(kind)
  })

  it('reads an absent section as no builds, and a malformed one as none with the problem named', () => {
    expect(readConfiguratorConfig({ soft_lock_minutes: 15 })).toEqual({ config: { hosts: [], builds: [] }, problem: null })
    const bad = readConfiguratorConfig({ configurator: { builds: [{ config_url: '/x' }] } })
    expect(bad.config.builds).toEqual([])
    expect(bad.problem).toMatch(/^configurator\.builds\.0\.item_id: /)
  })
})

/** spec 3 §4, §7: the configurator journey's config_ variants over the standard page configs. */
describe('configuratorPageContent', () => {
  it.each([
    ['no variant', { a: { t: 'A', x: 1 } }, null, { a: { t: 'A', x: 1 } }],
    ['an object section merged one level', { a: { t: 'A', x: 1 } }, { a: { t: 'B' } }, { a: { t: 'B', x: 1 } }],
    ['a new section added', { a: { t: 'A' } }, { b: { t: 'B' } }, { a: { t: 'A' }, b: { t: 'B' } }],
    ['a string replaces', { a: 'A' }, { a: 'B' }, { a: 'B' }],
    ['null replaces', { a: { t: 'A' } }, { a: null }, { a: null }],
    ['an array replaces', { a: [1, 2] }, { a: [3] }, { a: [3] }],
    ['deeper levels are replaced, not merged', { a: { v: { t: 'A', y: 1 } } }, { a: { v: { t: 'B' } } }, { a: { v: { t: 'B' } } }],
  ])('%s', (_, standard, variant, merged) => {
    expect(configuratorPageContent(standard, variant)).toEqual(merged)
  })
})
