import type { BlockDataResolver } from '../block-data.server.ts'
import type { MapsService } from './map.ts'
import { mapsService } from './maps-service.ts'
import type { LocationMapFields } from './template.ts'

/** The Dual Frame Map's data: the market's maps service, if it has one (spec 2 §7 Maps). */
export const resolveData: BlockDataResolver<LocationMapFields, never, { maps: MapsService | null }> = async (_block, { settings }) => ({
  maps: mapsService(settings),
})
