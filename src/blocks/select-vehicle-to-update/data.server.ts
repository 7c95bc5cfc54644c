import { languageCode } from '~/i18n/language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { selectVehicleConfig } from './config.ts'
import type { SelectVehicleFields, SelectVehicleGroup } from './template.ts'
import { selectVehicleTexts, type SelectVehicleTexts } from './texts.ts'

/**
 * The block's texts in the market's language. A mapper or groups that cannot work together
 * throw: the page renders and the block shows its Loading Failed state (spec 2 §4, §8).
 */
export const resolveData: BlockDataResolver<SelectVehicleFields, SelectVehicleGroup, SelectVehicleTexts> = async (
  { fields, groups },
  { settings },
) => {
  const config = selectVehicleConfig(fields, groups)
  if (!config.ok) throw new Error(`Select your vehicle to update misconfigured: ${config.problems.join(' ')}`)
  return selectVehicleTexts(languageCode(settings['general.language']))
}
