import { languageCode } from '~/i18n/language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { mapUpdateProblems } from './config.ts'
import type { MapUpdateFields, MapUpdateMarket } from './template.ts'
import { mapUpdateTexts, type MapUpdateTexts } from './texts.ts'

/**
 * The wizard's texts in the market's language. A wizard without markets to download, or without
 * its VIN label or buttons, throws: the block shows its Loading Failed state (spec 2 §4, §8).
 */
export const resolveData: BlockDataResolver<MapUpdateFields, MapUpdateMarket, MapUpdateTexts> = async (
  { fields, groups },
  { settings },
) => {
  const problems = mapUpdateProblems(fields, groups)
  if (problems.length > 0) throw new Error(`Map update misconfigured: ${problems.join(' ')}`)
  return mapUpdateTexts(languageCode(settings['general.language']))
}
