import { formatMessage } from '~/i18n/catalogue.server.ts'
import { priceFormatFromSettings } from '~/pricing/price-settings.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { priceSpecLabels } from '../price-spec-labels.server.ts'
import { modelKeyOf } from './model-key.ts'
import { specificationData, type SpecificationData } from './spec-data.ts'
import type { SpecificationAccordionFields, SpecificationAccordionGroup } from './template.ts'

/**
 * The model of model_key_additional (or model_key) and its engines' specs, from the market's
 * vehicles, with its engines side by side when it has several (ADR 156). No model, or one the market does not have, is no failure: the block shows its own
 * sections without the selects (null).
 */
export const resolveData: BlockDataResolver<SpecificationAccordionFields, SpecificationAccordionGroup, SpecificationData | null> = async (
  { fields },
  { site, settings, sources, warn, disclaimers },
) => {
  const key = modelKeyOf(fields)
  if (!key) return null
  const model = (await sources.vehicles.models(site.id, [key]))[key]
  if (!model) {
    warn(`Specification Accordion: the market has no model ${key}`)
    return null
  }
  const language = marketLanguage(settings, warn)
  return specificationData(
    model,
    priceFormatFromSettings(settings, warn),
    disclaimers,
    {
      title: formatMessage('ui.compareEngines', { model: model.name }, language),
      specification: formatMessage('ui.specification', {}, language),
    },
    priceSpecLabels(language),
  )
}
