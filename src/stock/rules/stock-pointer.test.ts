import { describe, expect, it } from 'vitest'
import { filtersFromQuery } from './filters.ts'
import { pointsAtStock, stockLocatorHref, stockPointerFilters, type StockPointer } from './stock-pointer.ts'

/** spec 2 §3.3, spec 3 §2 Stock Locator Brand and Model (ADR 163). */
describe('stock pointer', () => {
  it.each<[string, StockPointer, boolean, [string, string][], string]>([
    ['nothing chosen', { brand: '', model: 'None' }, false, [], '/ar/stock'],
    ['an empty model reads as None', { brand: '', model: '' }, false, [], '/ar/stock'],
    ['a brand', { brand: 'Aurelia', model: 'None' }, true, [['nameplate_brand_name_in', 'Aurelia']], '/ar/stock?brands=Aurelia'],
    ['a model', { brand: '', model: 'E7' }, true, [['nameplate_name_in', 'E7']], '/ar/stock?models=E7'],
    [
      'a brand and a model',
      { brand: 'Vantor', model: 'Ridge' },
      true,
      [
        ['nameplate_brand_name_in', 'Vantor'],
        ['nameplate_name_in', 'Ridge'],
      ],
      '/ar/stock?brands=Vantor&models=Ridge',
    ],
    [
      'blanks round the values',
      { brand: ' Aurelia ', model: ' GT ' },
      true,
      [
        ['nameplate_brand_name_in', 'Aurelia'],
        ['nameplate_name_in', 'GT'],
      ],
      '/ar/stock?brands=Aurelia&models=GT',
    ],
  ])('%s', (_, pointer, points, filters, href) => {
    expect(pointsAtStock(pointer)).toBe(points)
    expect(stockPointerFilters(pointer)).toEqual(filters)
    expect(stockLocatorHref({ basePath: '/ar', stockPage: '/stock' }, pointer)).toBe(href)
  })

  it.each<[string, { basePath: string; stockPage: string }, string]>([
    ['the root market', { basePath: '/', stockPage: '/stock' }, '/stock?models=E7'],
    ['a base path with a trailing slash', { basePath: '/ar/', stockPage: '/stock' }, '/ar/stock?models=E7'],
    ['a stock page without its slash', { basePath: '/ar', stockPage: 'used-cars' }, '/ar/used-cars?models=E7'],
    ['no stock page set: the market home', { basePath: '/ar', stockPage: '/' }, '/ar?models=E7'],
    ['no stock page, root market', { basePath: '/', stockPage: '/' }, '/?models=E7'],
  ])('the listing page: %s', (_, market, href) => {
    expect(stockLocatorHref(market, { brand: '', model: 'E7' })).toBe(href)
  })

  it('writes the filters the listing reads back (spec 3 §2 filter state in the URL)', () => {
    const href = stockLocatorHref({ basePath: '/', stockPage: '/stock' }, { brand: 'Aurelia', model: 'E7' })
    expect(filtersFromQuery(new URL(href, 'http://site.test').search)).toEqual({ brands: ['Aurelia'], models: ['E7'] })
  })
})
