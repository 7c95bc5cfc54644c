import { priceFormatFromSettings } from '~/pricing/price-settings.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { priceSpecLabels } from '../price-spec-labels.server.ts'
import { derivativesData, unknownEngines, type DerivativesData } from './derivatives.ts'
import type { ModelSummaryFields, ModelSummaryGroup } from './template.ts'

/**
 * The spec values of the block's car (car_key) from the market's vehicles. No car, or one the
 * market does not have, is no failure: the block shows without its specs (null).
 */
export const resolveData: BlockDataResolver<ModelSummaryFields, ModelSummaryGroup, DerivativesData | null> = async (
  { fields, groups },
  { site, settings, sources, warn, disclaimers },
) => {
  const key = fields.car_key.trim()
  if (!key) return null
  const model = (await sources.vehicles.models(site.id, [key]))[key]
  if (!model) {
    warn(`Derivatives: the market has no model ${key}`)
    return null
  }
  for (const engine of unknownEngines(model, fields, groups)) warn(`Derivatives: model ${key} has no engine ${engine}`)
  return derivativesData(
    model,
    fields,
    groups,
    priceFormatFromSettings(settings, warn),
    disclaimers,
    priceSpecLabels(marketLanguage(settings, warn)),
  )
}
