import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { rangeCalculatorProblems } from './config.ts'
import { loadRangeData } from './data-file.server.ts'
import type { RangeData } from './range.ts'
import type { RangeCalculatorFields } from './template.ts'

/** The catalogue's `rangeCalculator` namespace: the calculator's own texts. */
export type RangeCalculatorTexts = Texts<'rangeCalculator'>

export interface RangeCalculatorData {
  texts: RangeCalculatorTexts
  range: RangeData
}

/**
 * The model's data file and the calculator's texts in the market's language. A block whose fields
 * or data file cannot be used throws, naming the problems in the log: the page renders and the
 * block shows its Loading Failed state (spec 2 §4 Block loading, §8).
 */
export const resolveData: BlockDataResolver<RangeCalculatorFields, never, RangeCalculatorData> = async ({ fields }, { settings, warn }) => {
  const problems = rangeCalculatorProblems(fields)
  if (problems.length > 0) throw new Error(`Range calculator misconfigured: ${problems.join(' ')}`)
  const read = await loadRangeData(fields.data_url)
  if (!read.ok) throw new Error(`Range calculator data: ${read.problems.join(' ')}`)
  return { texts: namespaceTexts('rangeCalculator', marketLanguage(settings, warn)), range: read.data }
}
