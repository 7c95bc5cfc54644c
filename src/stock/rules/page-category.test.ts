import { describe, expect, it } from 'vitest'
import { pageCategory, pageCategoryMapping, rendersMetaTags } from './page-category.ts'

describe('spec 3 §2 Page categories for analytics', () => {
  it.each<[string | null, boolean, string]>([
    ['stock-locator-order-online-details', false, 'checkout'],
    ['stock-locator-order-online-checkout', false, 'checkout_reservation'],
    ['stock-locator-order-online-success', false, 'checkout_order_confirmation'],
    ['stock-locator-preview', false, 'pdp'],
    ['dynamic-routes', true, 'plp'],
    ['dynamic-routes', false, 'dx_other'],
    [null, false, 'dx_other'],
    ['stock-locator-order-online', false, 'dx_other'],
  ])('route %j with stock-locator blocks %s → %s', (routeName, hasStockLocator, category) => {
    expect(pageCategory({ routeName, hasStockLocator, pathWithQuery: '/x' })).toBe(category)
  })

  it('tests the mapping first, against path plus query, first match wins', () => {
    const mapping = pageCategoryMapping('{"offers":"^/offers","campaign":"utm_campaign=","second":"^/offers/"}')
    expect(pageCategory({ routeName: 'stock-locator-preview', pathWithQuery: '/offers/e7', mapping })).toBe('offers')
    expect(pageCategory({ routeName: 'dynamic-routes', pathWithQuery: '/new?utm_campaign=x', hasStockLocator: true, mapping })).toBe(
      'campaign',
    )
    expect(pageCategory({ routeName: 'dynamic-routes', pathWithQuery: '/new', hasStockLocator: true, mapping })).toBe('plp')
  })

  it.each<[string | Record<string, unknown> | null, string[], string[]]>([
    [null, [], []],
    [{ a: '^/a', b: 1 }, ['a'], ['Invalid regular expression for page category b in data_layers.page_category_mapping: 1']],
    ['  ', [], []],
    ['{"a":"^/a"}', ['a'], []],
    ['{oops', [], ['Invalid JSON in data_layers.page_category_mapping']],
    ['["^/a"]', [], ['Invalid JSON in data_layers.page_category_mapping']],
    [
      '{"bad":"(","good":"^/g","num":5}',
      ['good'],
      [
        'Invalid regular expression for page category bad in data_layers.page_category_mapping: "("',
        'Invalid regular expression for page category num in data_layers.page_category_mapping: 5',
      ],
    ],
  ])('mapping %j → %j, logged %j', (raw, categories, logged) => {
    const warnings: string[] = []
    expect(pageCategoryMapping(raw, (m) => warnings.push(m)).map(([category]) => category)).toEqual(categories)
    expect(warnings).toEqual(logged)
  })

  it.each<[string | null, boolean]>([
    ['stock-locator-preview', false],
    ['stock-locator-order-online', false],
    ['stock-locator-order-online-checkout', false],
    ['dynamic-routes', true],
    [null, true],
  ])('route %j renders meta tags: %s', (routeName, renders) => {
    expect(rendersMetaTags(routeName)).toBe(renders)
  })
})
