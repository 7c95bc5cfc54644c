import { readSetting } from '~/settings/keys.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { dealersForLocator, type LocatorData } from './locator.ts'

/**
 * The retailer locators' data (spec 2 §3.11; spec 3 §3 Dealer): the market's dealers sorted by
 * name, narrowed to the block's brand, and the maps service from general.maps_provider and
 * general.maps_key (ADR 080: none, or a provider without a key, draws the offline map), in
 * general.maps_region and general.maps_language (empty: the provider's own choice).
 */
export const resolveData: BlockDataResolver<{ brand: string }, never, LocatorData> = async (block, { site, settings, sources }) => {
  const all = await sources.dealers.forSite(site.id)
  const dealers = dealersForLocator(all, block.fields.brand)
  const provider = readSetting(settings, 'general.maps_provider')
  const key = readSetting(settings, 'general.maps_key').trim()
  const region = readSetting(settings, 'general.maps_region').trim().toUpperCase()
  const language = readSetting(settings, 'general.maps_language').trim()
  return { dealers, maps: provider === 'google' && key ? { provider, key, region, language } : null }
}
