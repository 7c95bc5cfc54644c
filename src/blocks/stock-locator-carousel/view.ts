import type { CardVehicle } from '~/stock/ui/listing/card.ts'
import type { ResolvedDisclaimers } from '~/stock/rules/disclaimers.ts'
import type { StockPriceFormat } from '~/pricing/stock-price.ts'
import type { CardRowTexts } from '~/stock/texts/texts.ts'

/**
 * What the Stock Locator Carousel's server data gives its renderer (spec 3 §2): the first cards of
 * its stock list (ADR 084), serialisable for the page's loader data.
 */
export type CarouselView =
  /** No list key, or one the market does not have: nothing public; in the editor the placeholder. */
  { status: 'no-list'; list: string } | CarouselReady

export interface CarouselReady {
  status: 'ready'
  list: string
  /** The market's base path before site paths ('' at the root): the cards' links go under it. */
  base: string
  priceFormat: StockPriceFormat
  /** The market's texts its cards and controls read, resolved on the server (ADR 089). */
  texts: CardRowTexts
  disclaimers: ResolvedDisclaimers['present']
  cards: CardVehicle[]
  /** How many vehicles the list has (the carousel shows the first API_ITEMS_MAX). */
  total: number
  /** The listing filtered by the block's Stock Locator Brand / Model (ADR 163); null when it sets neither. */
  stockHref: string | null
}

/** spec 2 §2, spec 3 §2: the editor's text for the carousel, exactly as the spec has it for 0 cars. */
export const carouselPlaceholder = (cars: number) => `Stock Locator Carousel with ${cars} cars`
