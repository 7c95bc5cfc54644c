import { createContext, useContext } from 'react'
import type { CardRowTexts, StockTexts } from './texts.ts'

/**
 * The market's stock locator texts for the components under a listing, carousel, saved-vehicles
 * block or showroom page (ADR 089): the block or page provides what the server resolved. There is
 * no English fallback here: it would bring the English table into every stock page's scripts (ADR
 * 092); the editor's preview, which has no server data, provides the texts its route sent.
 */
export const StockTextsContext = createContext<StockTexts | null>(null)

/** The provided texts; throws without a StockTextsContext above (a renderer that forgot to provide them). */
export function useStockTexts(): StockTexts {
  const texts = useContext(StockTextsContext)
  if (!texts)
    throw new Error('useStockTexts: no StockTextsContext above this component (its block or page provides the market texts, ADR 089)')
  return texts
}

/** A row of cards outside the listing (the carousel) provides only the texts its cards read. */
export const CardRowTextsContext = createContext<CardRowTexts | null>(null)

/** A vehicle card's texts: its row's, else the whole table of the listing or page around it. */
export function useCardRowTexts(): CardRowTexts {
  const row = useContext(CardRowTextsContext)
  const whole = useContext(StockTextsContext)
  if (row) return row
  if (whole) return whole
  throw new Error('useCardRowTexts: no CardRowTextsContext or StockTextsContext above this component (ADR 089)')
}
