import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { infoSystemProblems } from './options.ts'
import type { InfoSystemFields, InfoSystemOption } from './template.ts'

/** The catalogue's `infoSystem` namespace: the block's own texts. */
export type InfoSystemTexts = Texts<'infoSystem'>

/**
 * The block's texts in the market's language. A block without options or whose title lost
 * {selectedOption} throws: the page renders and the block shows its Loading Failed state (spec 2 §4, §8).
 */
export const resolveData: BlockDataResolver<InfoSystemFields, InfoSystemOption, InfoSystemTexts> = async (
  { fields, groups },
  { settings, warn },
) => {
  const problems = infoSystemProblems(fields, groups)
  if (problems.length > 0) throw new Error(`Infotainment system misconfigured: ${problems.join(' ')}`)
  return namespaceTexts('infoSystem', marketLanguage(settings, warn))
}
