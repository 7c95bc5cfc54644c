import { describe, expect, it } from 'vitest'
import { matchesAllWords, modelTitle, stockResults, STOCK_RESULTS_PER_KIND, type StockRetailer } from './stock-results.ts'

const texts = {
  kindModel: 'In stock',
  kindRetailer: 'Retailer',
  modelInStock: (count: number) => `Cars in stock: ${count}`,
  retailerCars: (address: string) => `${address} · cars`,
}
const retailer = (code: string, name: string, city = '', postcode = ''): StockRetailer => ({ code, name, street: '', postcode, city })
const stock = {
  models: [
    { brand: 'Aurelia', name: 'E7 Touring', count: 3 },
    { brand: 'Aurelia', name: 'E7', count: 12 },
    { brand: 'Vantor', name: 'S5', count: 0 },
    { brand: 'Vantor', name: 'Crème Édition', count: 1 },
  ],
  retailers: [retailer('LDS', 'Aurelia Leeds', 'Leeds', 'LS4 2AZ'), retailer('MCR', 'Vantor Manchester', 'Salford', 'M5 4WT')],
}
const titles = (words: string[], retailersListed = true, stockPage = '/stock') =>
  stockResults(words, stock, { stockPage, retailersListed, texts }).map((result) => `${result.kind}:${result.title}`)

describe('stock results of the site search (ADR 114)', () => {
  it.each([
    [['e7'], ['model:Aurelia E7', 'model:Aurelia E7 Touring']],
    [['aurelia', 'touring'], ['model:Aurelia E7 Touring']],
    [['aureliae7'], ['model:Aurelia E7', 'model:Aurelia E7 Touring']],
    [['creme'], ['model:Vantor Crème Édition']],
    // A model without live cars is not offered: it would lead to an empty listing.
    [['s5'], []],
    [['leeds'], ['retailer:Aurelia Leeds']],
    [['salford'], ['retailer:Vantor Manchester']],
    [['ls42az'], ['retailer:Aurelia Leeds']],
    [['aurelia'], ['model:Aurelia E7', 'model:Aurelia E7 Touring', 'retailer:Aurelia Leeds']],
    [['zebra'], []],
    [[], []],
  ])('%j → %j', (words, expected) => {
    expect(titles(words)).toEqual(expected)
  })

  it.each([
    [['ريدج'], ['/vantor/ridge'], ['model:Vantor Ridge']],
    [['ريدج'], ['/models/vantor-ridge/'], ['model:Vantor Ridge']],
    [['ريدج'], ['/ar/vantor/ridge?tab=specs#top'], ['model:Vantor Ridge']],
    // A page about the model is not its page; nor is a page of another model.
    [['ريدج'], ['/news/ridge-takes-the-pass', '/vantor/summit'], []],
    [['ريدج'], ['/'], []],
    // Found by its page and by the words: once.
    [['ridge'], ['/vantor/ridge'], ['model:Vantor Ridge']],
  ])('%j with the pages %j found → %j', (words, pagesFound, expected) => {
    const ridge = { models: [{ brand: 'Vantor', name: 'Ridge', count: 4 }], retailers: [] }
    const found = stockResults(words, ridge, { stockPage: '/stock', retailersListed: true, texts, pagesFound })
    expect(found.map((result) => `${result.kind}:${result.title}`)).toEqual(expected)
  })

  it('offers retailers only where the listing can be filtered to one', () => {
    expect(titles(['leeds'], false)).toEqual([])
  })

  it('links to the market’s stock page filtered to the model or the retailer', () => {
    const [model, dealer] = stockResults(['aurelia'], stock, { stockPage: 'cars', retailersListed: true, texts }).filter(
      (_, index) => index === 0 || index === 2,
    )
    expect(model).toEqual({
      kind: 'model',
      label: 'In stock',
      title: 'Aurelia E7',
      description: 'Cars in stock: 12',
      url: '/cars?models=E7',
    })
    expect(dealer).toMatchObject({ kind: 'retailer', url: '/cars?_retailer=LDS', description: 'LS4 2AZ Leeds · cars' })
  })

  it("writes a retailer's address as the market's language does", () => {
    const dubai = { models: [], retailers: [{ code: 'DXB', name: 'أوريليا دبي', street: 'شارع الشيخ زايد', postcode: '', city: 'دبي' }] }
    const [found] = stockResults(['دبي'], dubai, { stockPage: '/stock', retailersListed: true, texts, language: 'ar_AE' })
    expect(found?.description).toBe('شارع الشيخ زايد، دبي · cars')
  })

  it(`shows at most ${STOCK_RESULTS_PER_KIND} of each kind`, () => {
    const many = { models: Array.from({ length: 9 }, (_, i) => ({ brand: 'Aurelia', name: `Model ${i}`, count: 1 })), retailers: [] }
    expect(stockResults(['model'], many, { stockPage: '/', retailersListed: true, texts })).toHaveLength(STOCK_RESULTS_PER_KIND)
  })

  it.each([
    [{ brand: 'Vantor', name: 'Summit' }, 'Vantor Summit'],
    [{ brand: 'Aurelia', name: 'Aurelia E7' }, 'Aurelia E7'],
    [{ brand: '', name: 'E7' }, 'E7'],
  ])('modelTitle(%j) is %j', (model, title) => {
    expect(modelTitle(model)).toBe(title)
  })

  it.each([
    [['e7'], 'Aurelia E7', true],
    [['e', '7'], 'Aurelia E7', true],
    [['e8'], 'Aurelia E7', false],
    [[], 'Aurelia E7', false],
    [['gt'], 'Aurelia GT', true],
    [['aureliagt'], 'Aurelia GT', true],
    [['stalbans'], 'Aurelia & Vantor St Albans', true],
    [['albans'], 'Aurelia & Vantor St Albans', true],
    // Inside a word names nothing: "gt" is not Kensington, "ridge" not Cambridge.
    [['gt'], 'Aurelia Studio Kensington', false],
    [['ridge'], 'Aurelia & Vantor Cambridge', false],
    [['ridge', 'vantor'], 'Vantor Ridge', true],
  ])('matchesAllWords(%j, %j) is %s', (words, text, expected) => {
    expect(matchesAllWords(words, text)).toBe(expected)
  })
})
