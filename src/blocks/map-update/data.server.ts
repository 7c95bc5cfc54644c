import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { mapUpdateProblems } from './config.ts'
import type { MapUpdateFields, MapUpdateMarket } from './template.ts'

/**
 * The catalogue's `mapUpdate` namespace: the wizard's own texts; and the VIN checker's words for a
 * VIN not entered or not one, the same request in the same words (spec 2 §5).
 */
export type MapUpdateTexts = Texts<'mapUpdate'> & Pick<Texts<'vinCheckerLocal'>, 'vinRequired' | 'vinLength' | 'vinCharacters'>

/**
 * The wizard's texts in the market's language. A wizard without markets to download, or without
 * its VIN label or buttons, throws: the block shows its Loading Failed state (spec 2 §4, §8).
 */
export const resolveData: BlockDataResolver<MapUpdateFields, MapUpdateMarket, MapUpdateTexts> = async (
  { fields, groups },
  { settings, warn },
) => {
  const problems = mapUpdateProblems(fields, groups)
  if (problems.length > 0) throw new Error(`Map update misconfigured: ${problems.join(' ')}`)
  const market = marketLanguage(settings, warn)
  const { vinRequired, vinLength, vinCharacters } = namespaceTexts('vinCheckerLocal', market)
  return { ...namespaceTexts('mapUpdate', market), vinRequired, vinLength, vinCharacters }
}
