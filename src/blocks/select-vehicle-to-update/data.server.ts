import { languageCode } from '~/i18n/language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { selectVehicleConfig } from './config.ts'
import type { SubblocksMapper } from './mapper.ts'
import type { SelectVehicleFields, SelectVehicleGroup } from './template.ts'
import { selectVehicleTexts, type SelectVehicleTexts } from './texts.ts'

export interface SelectVehicleData {
  texts: SelectVehicleTexts
  /** The block's subblocks_mapper, checked here: visitors' pages load no zod to check it (ADR 145). */
  mapper: SubblocksMapper
}

/**
 * The block's checked mapper and its texts in the market's language. A mapper or groups that cannot
 * work together throw: the page renders and the block shows its Loading Failed state (spec 2 §4, §8).
 */
export const resolveData: BlockDataResolver<SelectVehicleFields, SelectVehicleGroup, SelectVehicleData> = async (
  { fields, groups },
  { settings },
) => {
  const config = selectVehicleConfig(fields, groups)
  if (!config.ok) throw new Error(`Select your vehicle to update misconfigured: ${config.problems.join(' ')}`)
  return { texts: selectVehicleTexts(languageCode(settings['general.language'])), mapper: config.mapper }
}
