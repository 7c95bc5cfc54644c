import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { settings } from '~/db/schema/index.ts'
import { priceFormatFromSettings } from '~/pricing/price-settings.ts'
import { createHttpCurrencyExchange, EXCHANGE_RETRY_MS, EXCHANGE_TIMEOUT_MS } from '~/pricing/currency-exchange.server.ts'
import { MISSING_RESPONSE_KEY } from '~/pricing/currency-exchange.ts'
import { createServices } from '~/server/boot.server.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket, sendTo } from '~/test/markets.ts'

/** A currency service on loopback that counts its requests and answers what the test sets. */
async function startCurrencyService() {
  const state = { hits: 0, answer: { data: 7.5345, startdate: '2022-09-05' } as unknown }
  const server: Server = createServer((_, response) => {
    state.hits++
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(state.answer))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`, close: () => server.close() }
}

describeEachEngine('currency conversion: GET {base}/currency-exchange and the converted double price (spec 1 §7; ADR 155)', (db) => {
  let service: Awaited<ReturnType<typeof startCurrencyService>>
  let client: ReturnType<typeof testApp>
  const warnings: string[] = []
  beforeAll(async () => {
    service = await startCurrencyService()
    const services = createServices(db().database, mkdtempSync(join(tmpdir(), 'forecourt-test-')), {
      live: true,
      outboundAllowHosts: ['127.0.0.1'],
      logger: {
        ...console,
        warn: (message: unknown) => warnings.push(String(message)),
        info: () => {},
        error: () => {},
        debug: () => {},
      } as never,
    })
    client = testApp(db(), { services })
  })
  afterAll(() => service.close())

  const market = async (key: string, values: Record<string, string>) => {
    const added = await addMarket(db(), key)
    const rows = Object.entries(values).map(([settingKey, value]) => ({ siteId: added.id, key: settingKey, value }))
    if (rows.length > 0) await db().database.db.insert(settings).values(rows)
    // The process hears of the new market as it would of another's write (ADR 034).
    client.services.content.invalidate()
    return added
  }
  const rateOf = async (host: string) => {
    const site = (await client.services.content.resolveSite(host, '/'))!.site
    return priceFormatFromSettings(await client.services.content.settings(site)).double?.rate
  }

  it('reads the rate once, answers it, and converts the double price with it', async () => {
    const { host } = await market('hr-rates', {
      'currency_exchange.api_url': service.url,
      'price.double_price_settings': '{"rate":1,"symbol":"kn","decimals":2}',
    })
    const response = await sendTo(client, host, 'GET', '/currency-exchange')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { rate: 7.5345, start_date: '2022-09-05T00:00:00.000Z' } })
    expect(await rateOf(host)).toBe(7.5345)
    await sendTo(client, host, 'GET', '/currency-exchange')
    expect(service.state.hits).toBe(1)
  })

  it('logs the spec’s error when the answer lacks the rate, answers 503, and keeps the setting’s rate', async () => {
    service.state.answer = { rate: 2 }
    const { host } = await market('no-key', {
      'currency_exchange.api_url': `${service.url}?market=no-key`,
      'price.double_price_settings': '{"rate":1.5}',
    })
    const response = await sendTo(client, host, 'GET', '/currency-exchange')
    expect(response.status).toBe(503)
    expect(warnings).toContain(MISSING_RESPONSE_KEY)
    expect(await rateOf(host)).toBe(1.5)
  })

  it('answers 404 in a market without a currency service', async () => {
    const { host } = await market('plain', {})
    expect((await sendTo(client, host, 'GET', '/currency-exchange')).status).toBe(404)
  })
})

describe('the currency rate is fetched once (spec 1 §3)', () => {
  const settings = {
    'currency_exchange.api_url': 'https://rates.example/eur',
    'currency_exchange.response_key': 'data',
    'currency_exchange.start_date_key': 'startdate',
  }

  it('asks once while loading and once loaded; after a failure, again only after a while', async () => {
    let calls = 0
    let clock = 0
    let answer: unknown = { nope: 1 }
    const exchange = createHttpCurrencyExchange({
      fetch: async () => {
        calls++
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
      },
      warn: () => {},
      now: () => clock,
    })
    expect(await Promise.all([exchange.rate(1, settings), exchange.rate(1, settings)])).toEqual([null, null])
    expect(calls).toBe(1)
    clock += EXCHANGE_RETRY_MS - 1
    await exchange.rate(1, settings)
    expect(calls).toBe(1)
    answer = { data: 2 }
    clock += 2
    expect(await exchange.rate(1, settings)).toEqual({ rate: 2, startDate: null })
    clock += 10 * EXCHANGE_RETRY_MS
    expect(await exchange.rate(1, settings)).toEqual({ rate: 2, startDate: null })
    expect(calls).toBe(2)
    // Another market has its own.
    await exchange.rate(2, settings)
    expect(calls).toBe(3)
  })

  it('gives up on a service that does not answer within its deadline', async () => {
    vi.useFakeTimers()
    const warnings: string[] = []
    const exchange = createHttpCurrencyExchange({
      fetch: (_, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted by the deadline')))),
      warn: (message) => warnings.push(message),
    })
    try {
      const rate = exchange.rate(1, settings)
      await vi.advanceTimersByTimeAsync(EXCHANGE_TIMEOUT_MS)
      expect(await rate).toBeNull()
      expect(warnings).toEqual(['Currency exchange error: aborted by the deadline'])
    } finally {
      vi.useRealTimers()
    }
  })
})
