import { formatMessage, type MarketLanguage } from '~/i18n/catalogue.server.ts'
import type { PriceSpecLabels } from '~/vehicles/specs.ts'

/** The price specs' names in the page's language, for the blocks that show a model's specs as rows. */
export const priceSpecLabels = (language: MarketLanguage): PriceSpecLabels => ({
  price: formatMessage('ui.price', {}, language),
  lease_price: formatMessage('ui.leasePrice', {}, language),
})
