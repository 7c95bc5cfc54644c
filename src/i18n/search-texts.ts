import { format, type Texts } from './messages.ts'

/**
 * The site search's texts (spec 1 §2 Site search): the catalogue's `search` namespace
 * (src/i18n/locales), resolved for the market on the server and handed to the page as plain data.
 */
export type SearchTexts = Texts<'search'>

/**
 * spec 1 §2: "Showing {resultNumber} results for '{searchValue}'"; one result in the singular where
 * the language has it ('resultsTitle.one'; "Showing 1 results" before). Languages whose count
 * words agree in more ways (Arabic, Croatian) word the title so that the number stands alone.
 */
export const resultsTitle = (texts: SearchTexts, resultNumber: number, searchValue: string) =>
  format((resultNumber === 1 && texts['resultsTitle.one']) || texts.resultsTitle, { resultNumber, searchValue })
