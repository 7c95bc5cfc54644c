import { createContext, useContext } from 'react'
import { ENGLISH_STOCK_TEXTS, type StockTexts } from './translations.ts'

/**
 * The market's stock locator texts for the components under a listing, carousel, saved-vehicles
 * block or showroom page (ADR 089): the block or page provides what the server resolved; without a
 * provider (the editor's preview) English.
 */
export const StockTextsContext = createContext<StockTexts | null>(null)

export const useStockTexts = (): StockTexts => useContext(StockTextsContext) ?? ENGLISH_STOCK_TEXTS
