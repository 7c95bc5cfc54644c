import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { vinCheckerProblems } from './check.ts'
import type { VinCheckerFields } from './template.ts'

/** The catalogue's `vinCheckerLocal` namespace: the checker's own texts. */
export type VinCheckerTexts = Texts<'vinCheckerLocal'>

export interface VinCheckerData {
  texts: VinCheckerTexts
}

/**
 * The checker's texts in the market's language. A block without its texts, or a market without a
 * recall list (where "not affected" would be a guess), throws: the page renders and the block
 * shows its Loading Failed state (spec 2 §4 Block loading, §8; ADR 138).
 */
export const resolveData: BlockDataResolver<VinCheckerFields, never, VinCheckerData> = async (
  { fields },
  { site, settings, sources, warn },
) => {
  const problems = vinCheckerProblems(fields)
  if (problems.length > 0) throw new Error(`Local VIN Checker misconfigured: ${problems.join(' ')}`)
  if (!(await sources.recalls.hasList(site.id)))
    throw new Error('Local VIN Checker: the market has no recall list (import one with `forecourt recalls import`)')
  return { texts: namespaceTexts('vinCheckerLocal', marketLanguage(settings, warn)) }
}
