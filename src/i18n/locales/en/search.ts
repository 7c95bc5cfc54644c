/** English: the site search (spec 1 §2 Site search; ADR 114, 118; index in ../en.ts). */

/** The search button, popup, footer field and their results. The results title and the no-results text are the spec's. */
export const search = {
  /** The search field's name, the landmark's and the submit button's. */
  search: 'Search',
  open: 'Open search',
  close: 'Close search',
  placeholder: 'Search the site',
  suggestions: 'Suggestions',
  resultsTitle: "Showing {resultNumber} results for ''{searchValue}''",
  'resultsTitle.one': "Showing 1 result for ''{searchValue}''",
  noResults: 'Sorry there were no results for your search. Please try again with another term or phrase.',
  /** Searched with an empty field: said instead of nothing happening. */
  empty: 'Type a word or phrase to search for.',
  more: 'More results',
  searching: 'Searching…',
  /** spec 1 §8 block load failure text, for a search that could not be answered. */
  failed: 'Something went wrong, please try again.',
  /** What kind of result a stock model or a retailer is, shown beside its title. */
  kindModel: 'In stock',
  kindRetailer: 'Retailer',
  /** A model's result: how many of its cars the listing shows. */
  modelInStock: 'Cars in stock: {count}',
  /** A retailer's result: where it is, and that its cars are listed. */
  retailerCars: '{address} · See its cars in stock',
}
