import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutboundFetch } from '~/lib/outbound.server.ts'
import {
  dealersQuery,
  dealersUrl,
  NO_DEALERS_URL_ERROR,
  settingsDealers,
  toSettingsDealer,
  type SettingsDealersOptions,
} from './settings-dealers.server.ts'

describe('spec 3 §7 Dealers via settings: the request', () => {
  it.each([
    [undefined, 'sort=name'],
    ['', 'sort=name'],
    ['  ', 'sort=name'],
    ['Aurelia', 'filter[brands_name_eq]=Aurelia&sort=name'],
    ['Land & Sea', 'filter[brands_name_eq]=Land%20%26%20Sea&sort=name'],
  ])('brand %j → %j', (brand, query) => {
    expect(dealersQuery(brand)).toBe(query)
  })

  it.each([
    ['https://d.example/dealers', undefined, 'https://d.example/dealers?sort=name'],
    ['https://d.example/dealers?country=au', undefined, 'https://d.example/dealers?country=au&sort=name'],
    ['https://d.example/listings/{listingId}/dealers', 'a b', 'https://d.example/listings/a%20b/dealers?sort=name'],
  ])('%s with list %j → %s', (endpoint, listingId, url) => {
    expect(dealersUrl(endpoint, 'sort=name', listingId)).toBe(url)
  })
})

describe('spec 3 §3 Dealer: the answer normalised', () => {
  it.each<[unknown, unknown]>([
    [
      {
        id: 7,
        name: 'Harbour Motors',
        address: '1 Quay St',
        email: 'a@b.example',
        mainPhone: '02 9000 0000',
        city: 'Sydney',
        zipcode: '2000',
        dealer_code: 'D7',
        locality: 'Sydney',
        ciCode: 'C7',
      },
      {
        id: '7',
        name: 'Harbour Motors',
        address: '1 Quay St',
        email: 'a@b.example',
        phone: '02 9000 0000',
        city: 'Sydney',
        postcode: '2000',
        dealer_code: 'D7',
        locality: 'Sydney',
        ciCode: 'C7',
      },
    ],
    [
      {
        id: '8',
        type: 'dealer',
        attributes: { name: 'Bay Cars', phone: '1', mainPhone: '2', postcode: 3000, zipcode: '9', dealer_code: 'D8' },
      },
      {
        id: '8',
        name: 'Bay Cars',
        address: '',
        email: '',
        phone: '1',
        city: '',
        postcode: '3000',
        dealer_code: 'D8',
        locality: '',
        ciCode: '',
      },
    ],
    [{ id: 9 }, null],
    ['nonsense', null],
    [{ name: { nested: true }, dealer_code: 'D10' }, expect.objectContaining({ name: '', dealer_code: 'D10' })],
  ])('%j → %j', (raw, dealer) => {
    expect(toSettingsDealer(raw)).toEqual(dealer)
  })
})

describe('spec 3 §7 Dealers via settings, over HTTP (a local stub service)', () => {
  let server: Server
  let origin = ''
  const requests: string[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '')
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.url?.startsWith('/primary/')) return json(200, { data: [{ id: 1, name: 'Primary Motors', dealer_code: 'P1' }] })
      if (req.url?.startsWith('/fallback')) return json(200, { data: [{ id: 2, name: 'Fallback Motors', dealer_code: 'F2' }] })
      if (req.url?.startsWith('/broken')) return json(500, { error: 'down' })
      if (req.url?.startsWith('/shapeless')) return json(200, { dealers: [] })
      return json(404, {})
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  const run = async (settings: Record<string, string>, extra: Partial<SettingsDealersOptions> = {}) => {
    const logged: string[] = []
    requests.length = 0
    const fetch = createOutboundFetch({ allowHosts: [new URL(origin || 'http://x').host] })
    const dealers = await settingsDealers({ settings, fetch, log: (m) => logged.push(m), ...extra })
    return { dealers: dealers.map((d) => d.name), logged, requests: [...requests] }
  }

  it('without any URL: an empty list and the spec 3 §8 message', async () => {
    expect(await run({})).toEqual({ dealers: [], logged: [NO_DEALERS_URL_ERROR], requests: [] })
    expect(NO_DEALERS_URL_ERROR).toBe('Error occurred while fetching dealers: No API URL has been provided.')
  })

  it('reads data.data of stock_locator.endpoint_dealers, with the brand query', async () => {
    const result = await run({ 'stock_locator.endpoint_dealers': `${origin}/primary/{listingId}` }, { listingId: 'L1', brand: 'Aurelia' })
    expect(result).toEqual({
      dealers: ['Primary Motors'],
      logged: [],
      requests: ['/primary/L1?filter[brands_name_eq]=Aurelia&sort=name'],
    })
  })

  it('uses stock_locator.fallback_dealers when the endpoint is unset', async () => {
    expect(await run({ 'stock_locator.fallback_dealers': `${origin}/fallback` })).toEqual({
      dealers: ['Fallback Motors'],
      logged: [],
      requests: ['/fallback?sort=name'],
    })
  })

  it('falls back when the endpoint fails, logging why', async () => {
    const result = await run({
      'stock_locator.endpoint_dealers': `${origin}/broken`,
      'stock_locator.fallback_dealers': `${origin}/fallback`,
    })
    expect(result.dealers).toEqual(['Fallback Motors'])
    expect(result.logged).toEqual(['Error occurred while fetching dealers: the dealers service answered 500'])
  })

  it('an answer without a data list, and no fallback: an empty list, logged', async () => {
    const result = await run({ 'stock_locator.endpoint_dealers': `${origin}/shapeless` })
    expect(result.dealers).toEqual([])
    expect(result.logged).toEqual(['Error occurred while fetching dealers: the answer has no data list'])
  })

  it('goes through the outbound guard: a local service that is not allow-listed is refused, logged, empty', async () => {
    const logged: string[] = []
    const dealers = await settingsDealers({
      settings: { 'stock_locator.endpoint_dealers': `${origin}/primary/x` },
      fetch: createOutboundFetch(),
      log: (m) => logged.push(m),
    })
    expect(dealers).toEqual([])
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^Error occurred while fetching dealers: /)
  })
})
