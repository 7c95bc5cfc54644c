import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutboundFetch } from '~/lib/outbound.server.ts'
import { checkoutTradeInOptions, tradeInServiceUrl, type TradeInOptions, type TradeInOptionsContext } from './trade-in-options.server.ts'

describe("spec 3 §7 the trade-in service's URL", () => {
  it.each([
    ['https://t.example/trade_in/form_options', 'en', 'https://t.example/trade_in/form_options?lang=en'],
    [' https://t.example/options?market=au ', 'ar', 'https://t.example/options?market=au&lang=ar'],
  ])('%j in %s → %s', (endpoint, language, url) => {
    expect(tradeInServiceUrl(endpoint, language)).toBe(url)
  })
})

describe('the checkout trade-in step’s options', () => {
  const inventory: TradeInOptions = {
    bodyTypes: [{ value: 'suv', name: 'SUV' }],
    brands: [{ value: 'Aurelia', name: 'Aurelia' }],
    models: [{ value: 'E5', name: 'E5', brand: 'Aurelia' }],
    fuelTypes: [{ value: 'bev', name: 'Electric' }],
  }
  const answers: Record<string, { status: number; body: string }> = {
    '/good?lang=de': {
      status: 200,
      body: JSON.stringify({
        data: {
          brands: [{ value: 7, name: 'Volkswagen' }, { value: 'x', name: '' }, 'Skoda', { value: 'sk', name: 'Škoda' }],
          models: [{ value: 'golf', name: 'Golf' }],
          bodyTypes: 'not a list',
        },
      }),
    },
    '/down?lang=de': { status: 503, body: '' },
    '/odd?lang=de': { status: 200, body: JSON.stringify({ brands: [] }) },
  }
  let server: Server
  let origin = ''
  const asked: string[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '')
      const answer = answers[req.url ?? ''] ?? { status: 404, body: '' }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
  })

  const context = (endpoint: string, logged: string[]): TradeInOptionsContext => ({
    settings: { 'stock_locator.endpoint_trade_in': endpoint ? `${origin}${endpoint}` : '' },
    language: 'de',
    fetch: createOutboundFetch({ allowHosts: [new URL(origin).host] }),
    log: (message) => logged.push(message),
    remember: (_key, compute) => compute(),
    inventoryOptions: async () => inventory,
  })

  it("offers the service's options as {value, name}: a value that is a number is text, an option without a name is none", async () => {
    const logged: string[] = []
    expect(await checkoutTradeInOptions(context('/good', logged))).toEqual({
      brands: [
        { value: '7', name: 'Volkswagen' },
        { value: 'sk', name: 'Škoda' },
      ],
      models: [{ value: 'golf', name: 'Golf' }],
      bodyTypes: [],
      fuelTypes: [],
    })
    expect(asked.at(-1)).toBe('/good?lang=de')
    expect(logged).toEqual([])
  })

  it.each([
    ['/down', 'it answered 503'],
    ['/odd', 'its answer has no data object'],
  ])("offers the inventory's own options when the service at %s fails, and logs why", async (endpoint, why) => {
    const logged: string[] = []
    expect(await checkoutTradeInOptions(context(endpoint, logged))).toBe(inventory)
    expect(logged).toEqual([`The trade-in service (stock_locator.endpoint_trade_in) failed; the inventory's options are offered: ${why}`])
  })

  it("offers the inventory's own options when the market has no trade-in service", async () => {
    const before = asked.length
    expect(await checkoutTradeInOptions(context('', []))).toBe(inventory)
    expect(asked.length).toBe(before)
  })
})
