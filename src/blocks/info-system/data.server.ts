import { languageCode } from '~/i18n/language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { infoSystemProblems } from './options.ts'
import type { InfoSystemFields, InfoSystemOption } from './template.ts'
import { infoSystemTexts, type InfoSystemTexts } from './texts.ts'

/**
 * The block's texts in the market's language. A block without options or whose title lost
 * {selectedOption} throws: the page renders and the block shows its Loading Failed state (spec 2 §4, §8).
 */
export const resolveData: BlockDataResolver<InfoSystemFields, InfoSystemOption, InfoSystemTexts> = async (
  { fields, groups },
  { settings },
) => {
  const problems = infoSystemProblems(fields, groups)
  if (problems.length > 0) throw new Error(`Infotainment system misconfigured: ${problems.join(' ')}`)
  return infoSystemTexts(languageCode(settings['general.language']))
}
