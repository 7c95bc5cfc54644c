import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'

/** The catalogue's `dieselPetrolQuiz` namespace: the quiz's own texts. */
export type QuizTexts = Texts<'dieselPetrolQuiz'>

/** The quiz's own texts in the market's language (its questions and results are the block's fields). */
export const resolveData: BlockDataResolver<Record<string, unknown>, unknown, QuizTexts> = async (_block, { settings, warn }) =>
  namespaceTexts('dieselPetrolQuiz', marketLanguage(settings, warn))
