import { describe, expect, it } from 'vitest'
import { externalCheckoutUrl, readExternalCheckout, type ExternalCheckout } from './external-checkout.ts'

/** spec 3 §3 External checkout hand-off; ADR 103. */
describe('externalCheckoutUrl', () => {
  const config: ExternalCheckout = {
    url: 'https://checkout.example.com/start?brand=aurelia',
    cxp_env: 'prod',
    hosts: ['checkout.example.com'],
  }
  const handOff = {
    opportunityId: '6f1c2d3e-0000-4000-8000-000000000001',
    vehicleStockId: 1234,
    vehicleApiEndpoint: 'https://shop.example/api/inventory/public_api/listing/L/vehicle/1234',
  }

  it('sets the four parameters, keeping the URL’s own', () => {
    const built = externalCheckoutUrl(config, handOff)
    expect(built.ok).toBe(true)
    const url = new URL((built as { url: string }).url)
    expect(url.origin + url.pathname).toBe('https://checkout.example.com/start')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      brand: 'aurelia',
      opportunity_id: handOff.opportunityId,
      cxp_env: 'prod',
      vehicle_stock_id: '1234',
      vehicle_api_endpoint: handOff.vehicleApiEndpoint,
    })
  })

  it.each([
    [
      'a parameter of the same name in the URL is replaced',
      { url: 'https://checkout.example.com/s?cxp_env=dev&vehicle_stock_id=9' },
      { cxp_env: 'prod', vehicle_stock_id: '1234' },
    ],
    ['no cxp_env configured: left out', { cxp_env: undefined }, { cxp_env: undefined }],
    ['the fragment is dropped', { url: 'https://checkout.example.com/s#top' }, { hash: '' }],
  ])('%s', (_, override, expected) => {
    const built = externalCheckoutUrl({ ...config, ...override }, handOff)
    const url = new URL((built as { url: string }).url)
    for (const [key, value] of Object.entries(expected))
      if (key === 'hash') expect(url.hash).toBe(value)
      else expect(url.searchParams.get(key) ?? undefined).toBe(value)
  })

  it('leaves out the stock id and endpoint of a configurator build', () => {
    const built = externalCheckoutUrl(config, { ...handOff, vehicleStockId: null, vehicleApiEndpoint: null }) as { url: string }
    expect([...new URL(built.url).searchParams.keys()]).toEqual(['brand', 'opportunity_id', 'cxp_env'])
  })

  it.each([
    ['http://checkout.example.com/start', 'external_checkout.url must be https'],
    ['javascript:alert(1)', 'external_checkout.url must be https'],
    ['https://evil.example/start', 'evil.example is not an allowed host'],
    ['https://checkout.example.com.evil.example/', 'checkout.example.com.evil.example is not an allowed host'],
    ['https://checkout.example.com:8443/', 'checkout.example.com:8443 is not an allowed host'],
    ['https://u:p@checkout.example.com/', 'external_checkout.url must not carry credentials'],
    ['not a url', 'external_checkout.url is not a URL'],
  ])('refuses %s', (url, reason) => {
    expect(externalCheckoutUrl({ ...config, url }, handOff)).toEqual({ ok: false, reason })
  })
})

describe('readExternalCheckout', () => {
  it.each([
    [{}, null],
    [{ external_checkout: null }, null],
    [{ external_checkout: { url: 'https://a.example' } }, null],
    [{ external_checkout: { url: 'https://a.example', hosts: ['A.example'] } }, { url: 'https://a.example', hosts: ['a.example'] }],
  ])('%j → %j', (section, expected) => {
    expect(readExternalCheckout(section)).toEqual(expected)
  })
})
