import { languageCode } from '~/i18n/language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { subscriptionQuizTexts, type SubscriptionQuizTexts } from './texts.ts'

/** The quiz's own texts in the market's language (its questions and products are the block's fields). */
export const resolveData: BlockDataResolver<Record<string, unknown>, unknown, SubscriptionQuizTexts> = async (_block, { settings }) =>
  subscriptionQuizTexts(languageCode(settings['general.language']))
