import { languageCode } from '~/i18n/language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { quizTexts, type QuizTexts } from './texts.ts'

/** The quiz's own texts in the market's language (its questions and results are the block's fields). */
export const resolveData: BlockDataResolver<Record<string, unknown>, unknown, QuizTexts> = async (_block, { settings }) =>
  quizTexts(languageCode(settings['general.language']))
