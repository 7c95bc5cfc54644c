import { foldLetters } from './text-fold.ts'

/**
 * Retailer search (spec 3 §5: "Search matching in retailer lists is accent-, case- and
 * punctuation-insensitive substring matching"), shared by the retailer blocks (spec 2 §3.11:
 * Retailer Locator Cards, Retailer Locator, its Mena version and With Map). Matching is a substring match that ignores case, accents and punctuation, as the retailer lists
 * of the stock locator do (spec 3 §5), so "sao", "São" and "s-a-o" all find "São Paulo" and
 * "stratford upon" finds "Stratford-upon-Avon".
 */

/**
 * The text as compared: lower case, without accents, with only letters and digits, the digits of
 * any keyboard as ASCII ones ("١٢" finds "Building 12", as the tools read Arabic-Indic digits).
 */
export function searchKey(text: string): string {
  return foldLetters(text).replace(/[^\p{L}\p{N}]/gu, '')
}

export interface Searchable {
  name: string
  city: string
  address: string
  /** More texts to search in, e.g. the postcode or the dealer code. */
  extra?: readonly string[]
}

/**
 * Whether one of the texts contains the query. An empty query (spaces) matches everything; one of
 * only punctuation or symbols ("-", "😀") matches nothing, as the site search finds nothing for it.
 */
export function matchesText(texts: readonly string[], query: string): boolean {
  const key = searchKey(query)
  if (!key) return query.trim() === ''
  return texts.some((text) => searchKey(text).includes(key))
}

/**
 * Whether a retailer matches the query: its name, city or town, or address (which holds the
 * town and postcode) contains it. An empty query matches every retailer.
 */
export const matchesRetailer = (retailer: Searchable, query: string): boolean =>
  matchesText([retailer.name, retailer.city, retailer.address, ...(retailer.extra ?? [])], query)

/** The retailers matching the query, in their order. */
export const filterRetailers = <T extends Searchable>(retailers: readonly T[], query: string): T[] =>
  retailers.filter((retailer) => matchesRetailer(retailer, query))
