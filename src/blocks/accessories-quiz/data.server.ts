import { languageCode } from '~/i18n/language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { accessoriesQuizTexts, type AccessoriesQuizTexts } from './texts.ts'

/** The questionnaire's own texts in the market's language (its questions and packs are the block's fields). */
export const resolveData: BlockDataResolver<Record<string, unknown>, unknown, AccessoriesQuizTexts> = async (_block, { settings }) =>
  accessoriesQuizTexts(languageCode(settings['general.language']))
