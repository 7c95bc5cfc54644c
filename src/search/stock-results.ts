import { addressLine } from '~/i18n/address-line.ts'
import { wordsBegin } from '~/lib/text-fold.ts'
import { compactKey, foldText } from './normalise.ts'
import type { SearchResult } from './result.ts'

/**
 * The stock part of the site search (ADR 114): a model a market has cars of, and a retailer whose
 * cars its listing shows, found by the same folded substring matching as pages' titles and linked
 * to the listing filtered to them. Pure: the server loads the market's models and retailers.
 */

/** A model with live cars in the market's stock. */
export interface StockModel {
  brand: string
  /** The nameplate, as the listing's `models` filter takes it. */
  name: string
  count: number
}

/** A model as a shopper names it: its brand and nameplate ("Vantor Summit"), once if the nameplate holds the brand. */
export const modelTitle = (model: Pick<StockModel, 'brand' | 'name'>) =>
  compactKey(model.name).startsWith(compactKey(model.brand)) ? model.name : `${model.brand} ${model.name}`.trim()

/** A retailer of the market with live cars in its stock. */
export interface StockRetailer {
  code: string
  name: string
  street: string
  postcode: string
  city: string
}

/** Stock results a search shows at most, of each kind: a query names a model or a place, not dozens. */
export const STOCK_RESULTS_PER_KIND = 3

/**
 * Whether the query's words (folded, spec 1 §2) name the text: each begins one of its words, or,
 * typed apart ('e 7') or together ('stalbans'), they run on from the start of one. So "gt" names the
 * Aurelia GT but not a retailer in Kensington.
 */
export const matchesAllWords = (words: readonly string[], text: string): boolean => wordsBegin(words, foldText(text).split(' '))

export interface StockResultTexts {
  kindModel: string
  kindRetailer: string
  /** A model's description, its count filled in. */
  modelInStock: (count: number) => string
  /** A retailer's description, its address filled in. */
  retailerCars: (address: string) => string
}

/** The listing filtered to a model (ADR 069's `models`) or to a retailer (the postcode search's `_retailer`). */
const listingUrl = (stockPage: string, param: string, value: string) => {
  const page = stockPage.startsWith('/') ? stockPage : `/${stockPage}`
  return `${page}?${new URLSearchParams({ [param]: value }).toString()}`
}

/**
 * Whether one of the pages a query found is the model's own page: its address ends in the model's
 * name ('/models/aurelia-e5', '/vantor/ridge'). So a shopper who names a model in the market's
 * language ('ريدج') finds its cars, though a feed's nameplates are the brand's own ('Ridge').
 */
export const isModelPage = (model: Pick<StockModel, 'brand' | 'name'>, url: string): boolean => {
  const last = compactKey(
    url
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .at(-1) ?? '',
  )
  return last !== '' && (last === compactKey(modelTitle(model)) || last === compactKey(model.name))
}

/**
 * The models and retailers a query's words name, models first, shortest names first (the model
 * named exactly before longer names that contain it). A model also counts when one of the
 * `pagesFound` (the addresses of the pages the query found by their titles) is its own page (isModelPage).
 * Retailers only when the listing can be filtered to one (`retailersListed`: the market's
 * postcode search is on), so no result leads to a listing that ignores it.
 *
 * @example stockResults(['e7'], { models: [{ brand: 'Aurelia', name: 'E7', count: 42 }], retailers: [] }, …)
 *   // [{ kind: 'model', title: 'Aurelia E7', url: '/stock?models=E7', … }]
 */
export function stockResults(
  words: readonly string[],
  stock: { models: readonly StockModel[]; retailers: readonly StockRetailer[] },
  options: { stockPage: string; retailersListed: boolean; texts: StockResultTexts; language?: string; pagesFound?: readonly string[] },
): SearchResult[] {
  const byLength = <T>(items: T[], text: (item: T) => string) => items.sort((a, b) => text(a).length - text(b).length)
  const named = (model: StockModel) =>
    matchesAllWords(words, modelTitle(model)) || (options.pagesFound ?? []).some((url) => isModelPage(model, url))
  const models = byLength(
    stock.models.filter((model) => model.count > 0 && named(model)),
    modelTitle,
  )
  const retailers = options.retailersListed
    ? byLength(
        stock.retailers.filter((retailer) => matchesAllWords(words, `${retailer.name} ${retailer.city} ${retailer.postcode}`)),
        (retailer) => retailer.name,
      )
    : []
  return [
    ...models.slice(0, STOCK_RESULTS_PER_KIND).map((model): SearchResult => ({
      kind: 'model',
      label: options.texts.kindModel,
      title: modelTitle(model),
      description: options.texts.modelInStock(model.count),
      url: listingUrl(options.stockPage, 'models', model.name),
    })),
    ...retailers.slice(0, STOCK_RESULTS_PER_KIND).map((retailer): SearchResult => ({
      kind: 'retailer',
      label: options.texts.kindRetailer,
      title: retailer.name,
      description: options.texts.retailerCars(addressLine(retailer, options.language)),
      url: listingUrl(options.stockPage, '_retailer', retailer.code),
    })),
  ]
}
