import { marketTimeZone } from '~/settings/market-time-zone.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import type { SingleOfferFields } from './template.ts'
import { isOfferVisible, type SingleOfferData } from './visibility.ts'

/** spec 2 §4 Single Offer schedule, in the website's local time. */
export const resolveData: BlockDataResolver<SingleOfferFields, never, SingleOfferData> = async ({ fields }, { settings, warn }) => {
  const timeZone = marketTimeZone(settings, warn)
  return { timeZone, visible: isOfferVisible(fields.offer_schedule, new Date(), timeZone) }
}
