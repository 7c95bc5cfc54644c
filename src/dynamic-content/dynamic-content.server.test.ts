import { describe, expect, it, vi } from 'vitest'
import type { SettingMap } from '~/settings/settings.ts'
import { createDynamicContentService, VALUES_TTL_MS } from './dynamic-content.server.ts'
import { createHttpSources, createSandboxSources, MISSING_OFFERS_URL } from './sources.server.ts'

const site = { key: 'uk', contentRevision: 1 }
const settings = (values: Record<string, string>): SettingMap => values
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('dynamic content sources over HTTP (spec 1 §7)', () => {
  it("reads the external stock list models from the first element's keys", async () => {
    const fetch = vi.fn(async () => json([{ e5: 1, e7: 2 }, { gt: 3 }]))
    await expect(createHttpSources({ fetch }).externalStockList({ api_key: 'https://stock.example/list' })).resolves.toEqual(['e5', 'e7'])
    expect(fetch).toHaveBeenCalledWith('https://stock.example/list', expect.anything())
  })

  it('reads the reffine lists by uuid and answers them by name', async () => {
    const fetch = vi.fn(async () => json({ u1: ['a'], u2: ['b', 'c'] }))
    const lists = await createHttpSources({ fetch }).reffineLists({
      api_base_url: 'https://r.example/',
      lists_to_check: [
        { uuid: 'u1', name: 'models' },
        { uuid: 'u2', name: 'bodies' },
        { uuid: 'u3', name: 'none' },
      ],
    })
    expect(fetch).toHaveBeenCalledWith('https://r.example/public_api/dynamic_content/u1,u2,u3', expect.anything())
    expect(lists).toEqual({ models: ['a'], bodies: ['b', 'c'], none: [] })
  })

  it.each([
    ['a list', [{ category: 'x' }], [{ category: 'x' }]],
    ['a string body, as an empty list', 'no offers today', []],
  ])('reads offers: %s', async (_, body, expected) => {
    await expect(createHttpSources({ fetch: async () => json(body) }).offers('https://o.example')).resolves.toEqual(expected)
  })

  it.each([
    ['no offers URL', () => createHttpSources({ fetch: async () => json([]) }).offers(null), MISSING_OFFERS_URL],
    [
      'a status other than 200',
      () =>
        createHttpSources({ fetch: async () => json({}, 503) }).reffineLists({
          api_base_url: 'https://r',
          lists_to_check: [{ uuid: 'u', name: 'n' }],
        }),
      'status 503',
    ],
    [
      'a body of the wrong shape',
      () => createHttpSources({ fetch: async () => json({ not: 'a list' }) }).externalStockList({ api_key: 'https://s' }),
      'expected array',
    ],
  ])('rejects on %s', async (_, call, message) => {
    await expect(call()).rejects.toThrow(message)
  })

  it('gives up on a source that does not answer in time', async () => {
    const never = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))
      })
    await expect(createHttpSources({ fetch: never, timeoutMs: 20 }).offers('https://slow.example')).rejects.toThrow()
  })
})

describe('dynamic content service', () => {
  it('loads nothing when no strategy is enabled', async () => {
    const sources = createSandboxSources()
    const spy = vi.spyOn(sources, 'offers')
    const state = await createDynamicContentService({ sources, warn: () => {} }).stateFor(site, settings({}), '/')
    expect(state).toEqual({ enabled: [], values: { mena_external_sl: null, mena_offers: null, url_brands: null, reffine_sl: null } })
    expect(spy).not.toHaveBeenCalled()
  })

  it("loads the enabled strategies' values and the brand of the path", async () => {
    const service = createDynamicContentService({ sources: createSandboxSources(), warn: () => {} })
    const state = await service.stateFor(
      site,
      settings({
        'dynamic_content.enabled_strategies': 'mena_offers,url_brands,mena_external_sl',
        'dynamic_content.mena_external_sl__config': '{"api_key":"https://stock.example"}',
        'mena.offers_api_url': 'https://offers.example',
        'navigation.logo_settings': '[{"matchingPath":"/vantor","homepage":"/vantor","logo":"/v.svg"}]',
      }),
      '/vantor/summit',
    )
    expect(state.enabled).toEqual(['mena_external_sl', 'mena_offers', 'url_brands'])
    expect(state.values.mena_external_sl).toContain('aurelia_e7')
    expect(state.values.mena_offers).toHaveLength(2)
    expect(state.values.url_brands).toBe('vantor')
    expect(state.values.reffine_sl).toBeNull()
  })

  it('logs a missing config or URL and leaves that strategy without values (spec 1 §8)', async () => {
    const warn = vi.fn()
    const state = await createDynamicContentService({ sources: createSandboxSources(), warn }).stateFor(
      site,
      settings({
        'dynamic_content.enabled_strategies': 'mena_offers,reffine_sl',
      }),
      '/',
    )
    expect(state.values.mena_offers).toBeNull()
    expect(state.values.reffine_sl).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(MISSING_OFFERS_URL))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dynamic content config missing: dynamic_content.reffine_sl__config'))
  })

  it('keeps values for a while per market, and reloads after a content change or the time to live', async () => {
    const sources = createSandboxSources()
    const spy = vi.spyOn(sources, 'offers')
    let clock = 0
    const service = createDynamicContentService({ sources, warn: () => {}, now: () => clock })
    const s = settings({ 'dynamic_content.enabled_strategies': 'mena_offers', 'mena.offers_api_url': 'https://o' })
    await service.stateFor(site, s, '/')
    await service.stateFor(site, s, '/other')
    expect(spy).toHaveBeenCalledTimes(1)
    await service.stateFor({ ...site, contentRevision: 2 }, s, '/')
    expect(spy).toHaveBeenCalledTimes(2)
    clock += VALUES_TTL_MS + 1
    await service.stateFor({ ...site, contentRevision: 2 }, s, '/')
    expect(spy).toHaveBeenCalledTimes(3)
  })
})
