import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { languageCode } from '~/i18n/language.ts'
import type { Texts } from '~/i18n/messages.ts'
import type { OrderTexts } from '~/orders/journey.server.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import { DECLINE_REASONS, type DeclineReason } from '~/orders/rules/decline.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import type { StockPriceFormat } from '~/pricing/stock-price.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { programmeModels } from './models.ts'
import type { ElectricProgrammeFields } from './template.ts'

export interface ElectricProgrammeData {
  texts: Texts<'electric'>
  /** Why a card was declined, in the market's language: the checkout's words (rules/decline.ts). */
  declineReasons: Record<DeclineReason, string>
  /** The market's price format: the deposit is written as the site writes money. */
  priceFormat: StockPriceFormat
  /** The market's language (the deposit's formatting, Stripe's fields). */
  language: string
  /** The card sandbox's test cards (demo, tests), else Stripe's own fields with this key. */
  card: { sandbox: true } | { sandbox: false; publishableKey: string; texts: OrderTexts } | null
}

/**
 * The block's texts in the market's language (with the market's own wording) and how the market
 * takes cards: the sandbox's test cards, or Stripe's fields with the publishable key, as the
 * checkout does (ADR 098). A block without models, or a market that takes no cards, throws: the
 * block shows its Loading Failed state (spec 2 §4).
 */
export const resolveData: BlockDataResolver<ElectricProgrammeFields, never, ElectricProgrammeData> = async (
  { fields },
  { settings, sources, warn },
) => {
  if (programmeModels(fields).length === 0) throw new Error('Electric-model programme misconfigured: no models')
  const language = languageCode(settings['general.language'])
  const market = marketLanguage(settings, warn)
  const texts = namespaceTexts('electric', market)
  const { sandbox, publishableKey } = sources.cardPayments
  if (!sandbox && !publishableKey) throw new Error('Electric-model programme: the market takes no cards (STRIPE_PUBLISHABLE_KEY)')
  const orderTexts = namespaceTexts('orders', market)
  return {
    texts,
    declineReasons: Object.fromEntries(DECLINE_REASONS.map((reason) => [reason, orderTexts[`declineReasons.${reason}`]])) as Record<
      DeclineReason,
      string
    >,
    priceFormat: stockPriceFormat(settings, warn),
    language,
    card: sandbox ? { sandbox: true } : { sandbox: false, publishableKey: publishableKey!, texts: orderTexts },
  }
}
