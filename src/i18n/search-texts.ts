import { format, type Texts } from './messages.ts'

/**
 * The site search's texts (spec 1 §2 Site search): the catalogue's `search` namespace
 * (src/i18n/locales), resolved for the market on the server and handed to the page as plain data.
 */
export type SearchTexts = Texts<'search'>

/** spec 1 §2: "Showing {resultNumber} results for '{searchValue}'". */
export const resultsTitle = (texts: SearchTexts, resultNumber: number, searchValue: string) =>
  format(texts.resultsTitle, { resultNumber, searchValue })
