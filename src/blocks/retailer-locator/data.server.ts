import { readSetting } from '~/settings/keys.ts'
import { mapsService } from '../location-map/maps-service.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { dealersForLocator, type LocatorData } from './locator.ts'

/**
 * The retailer locators' data (spec 2 §3.11; spec 3 §3 Dealer): the market's dealers sorted by
 * name, narrowed to the block's brand, and the maps service from general.maps_provider and
 * general.maps_key (ADR 080: none, or a provider without a key, draws the offline map), in
 * general.maps_region and general.maps_language (empty: the provider's own choice); the market's
 * language setting, which names the opening hours' days and orders the addresses' parts.
 */
export const resolveData: BlockDataResolver<{ brand: string }, never, LocatorData> = async (block, { site, settings, sources }) => {
  const all = await sources.dealers.forSite(site.id)
  const dealers = dealersForLocator(all, block.fields.brand)
  return { dealers, maps: mapsService(settings), language: readSetting(settings, 'general.language') }
}
