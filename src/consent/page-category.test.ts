import { describe, expect, it } from 'vitest'
import { marketPageCategory } from '~/settings/market-page-category.ts'
import { PAGE_CATEGORY_MAPPING_KEY } from './page-category.ts'

/** Categorises a page the way its loader does: the market's mapping setting read, then the rule. */
const categorise = ({
  mappingJson = null,
  ...fields
}: {
  routeName?: string
  pathWithQuery?: string
  hasStockLocator?: boolean
  mappingJson?: string | null
}) => {
  const warnings: string[] = []
  const warn = (m: string) => warnings.push(m)
  const settings: Record<string, string> = mappingJson === null ? {} : { [PAGE_CATEGORY_MAPPING_KEY]: mappingJson }
  const { routeName = 'dynamic-routes', pathWithQuery = '/', hasStockLocator = false } = fields
  const url = new URL(pathWithQuery, 'https://market.example')
  const category = marketPageCategory(settings, { routeName, url, hasStockLocator }, warn)
  return { category, warnings }
}

describe('pageCategory (spec 1 §2, spec 3 §2 Page categorisation)', () => {
  it.each([
    ['stock-locator-order-online-details', false, 'checkout'],
    ['stock-locator-order-online-checkout', false, 'checkout_reservation'],
    ['stock-locator-order-online-success', false, 'checkout_order_confirmation'],
    ['stock-locator-preview', false, 'pdp'],
    ['stock-locator-preview', true, 'pdp'],
    ['stock-locator-order-online', false, 'dx_other'],
    ['dynamic-routes', true, 'plp'],
    ['dynamic-routes', false, 'dx_other'],
  ])('route %s, stock-locator blocks %s → %s', (routeName, hasStockLocator, expected) => {
    expect(categorise({ routeName, hasStockLocator })).toEqual({ category: expected, warnings: [] })
  })

  const mapping = JSON.stringify({ offers: '^/offers', campaign: 'utm_campaign=spring', home: '^/$' })
  it.each([
    ['/offers/aurora', 'dynamic-routes', 'offers'],
    ['/models?utm_campaign=spring', 'dynamic-routes', 'campaign'],
    ['/', 'dynamic-routes', 'home'],
    ['/showroom/aurora-1?utm_campaign=spring', 'stock-locator-preview', 'campaign'],
    ['/showroom/aurora-1', 'stock-locator-preview', 'pdp'],
    ['/showroom-order-online/checkout?vehicle=1&utm_campaign=spring', 'stock-locator-order-online-checkout', 'campaign'],
    ['/models', 'dynamic-routes', 'dx_other'],
  ])('mapping is tested first against path + query: %s (%s) → %s', (pathWithQuery, routeName, expected) => {
    expect(categorise({ routeName, pathWithQuery, mappingJson: mapping })).toEqual({ category: expected, warnings: [] })
  })

  it('the first matching category in the mapping wins', () => {
    expect(categorise({ pathWithQuery: '/offers', mappingJson: '{"a":"offers","b":"^/offers$"}' }).category).toBe('a')
  })

  it.each<[string, string, string, string[]]>([
    ['invalid JSON', '{"offers":', 'plp', ['Invalid JSON in data_layers.page_category_mapping']],
    ['an array', '["^/offers"]', 'plp', ['Invalid Object in data_layers.page_category_mapping']],
    ['blank', '  ', 'plp', []],
    [
      'an invalid expression is skipped, the next one still applies',
      '{"bad":"(unclosed","offers":"^/offers"}',
      'offers',
      ['Invalid regular expression for page category bad in data_layers.page_category_mapping: "(unclosed"'],
    ],
    [
      'a pattern that is not a string is skipped',
      '{"bad":42}',
      'plp',
      ['Invalid regular expression for page category bad in data_layers.page_category_mapping: 42'],
    ],
  ])('%s', (_name, mappingJson, expected, warnings) => {
    expect(categorise({ pathWithQuery: '/offers', hasStockLocator: true, mappingJson })).toEqual({ category: expected, warnings })
  })

  it('only the first 2048 characters of a URL are tested', () => {
    const mappingJson = JSON.stringify({ tail: 'END$' })
    expect(categorise({ pathWithQuery: `/${'a'.repeat(3000)}END`, mappingJson }).category).toBe('dx_other')
    expect(categorise({ pathWithQuery: '/aEND', mappingJson }).category).toBe('tail')
  })
})
