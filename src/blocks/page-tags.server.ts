import type { SettingMap, Warn } from '~/settings/settings.ts'
import type { VehicleService } from '~/vehicles/vehicles.server.ts'
import { specsOf } from '~/vehicles/specs.ts'
import { replacePageTags, taggableTexts } from './page-tags.ts'
import { priceFormatFromSettings } from '~/pricing/price-settings.ts'
import { tagModelKeys, type Disclaimers, type TaggableBlock } from '~/pricing/tags.ts'

/**
 * Replaces the spec and price tags of a page's blocks with the market's vehicle data (spec 2 §7:
 * the tagged models are loaded in one batch) and its price format. A page without tags costs no query.
 */
export async function withSpecTags<B extends TaggableBlock>(
  blocks: readonly B[],
  context: { siteId: number; settings: SettingMap; vehicles: Pick<VehicleService, 'models'>; disclaimers: Disclaimers; warn: Warn },
) {
  const keys = tagModelKeys(taggableTexts(blocks))
  if (keys.length === 0) return { blocks: [...blocks], disclaimers: context.disclaimers.list() }
  const models = await context.vehicles.models(context.siteId, keys)
  return replacePageTags(blocks, (model, spec) => (models[model] ? specsOf(models[model])[spec] : undefined), {
    format: priceFormatFromSettings(context.settings, context.warn),
    disclaimers: context.disclaimers,
  })
}
