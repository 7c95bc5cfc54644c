import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { selectVehicleConfig } from './config.ts'
import type { SubblocksMapper } from './mapper.ts'
import type { SelectVehicleFields, SelectVehicleGroup } from './template.ts'

/** The catalogue's `selectVehicleToUpdate` namespace: the block's own texts. */
export type SelectVehicleTexts = Texts<'selectVehicleToUpdate'>

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
  { settings, warn },
) => {
  const config = selectVehicleConfig(fields, groups)
  if (!config.ok) throw new Error(`Select your vehicle to update misconfigured: ${config.problems.join(' ')}`)
  return { texts: namespaceTexts('selectVehicleToUpdate', marketLanguage(settings, warn)), mapper: config.mapper }
}
