import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'

/** The catalogue's `accessoriesQuiz` namespace: the questionnaire's own texts. */
export type AccessoriesQuizTexts = Texts<'accessoriesQuiz'>

/** The questionnaire's own texts in the market's language (its questions and packs are the block's fields). */
export const resolveData: BlockDataResolver<Record<string, unknown>, unknown, AccessoriesQuizTexts> = async (_block, { settings, warn }) =>
  namespaceTexts('accessoriesQuiz', marketLanguage(settings, warn))
