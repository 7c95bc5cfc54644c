import { DEFAULT_FEED_LIMIT, type MerchandiseItem } from '~/merchandise/collection-feed.ts'
import { COLLECTION_FEED_URL_SETTING } from '~/merchandise/collection-feed.server.ts'
import { readSetting } from '~/settings/keys.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import type { CollectionSliderFeedFields } from './template.ts'

/**
 * spec 2 §7 Collection Slider Feed: the block's items, from the market's merchandise feed
 * (`mena.collection_feed_url`) with the block's lang, market, collection, limit and grouped. A
 * failing feed shows the block's Loading Failed state (block-data.server.ts).
 */
export const resolveData: BlockDataResolver<CollectionSliderFeedFields, never, MerchandiseItem[]> = ({ fields }, { settings, sources }) =>
  sources.collections.items(
    {
      lang: fields.lang,
      market: fields.market,
      collection: fields.collection,
      limit: fields.limit ?? DEFAULT_FEED_LIMIT,
      grouped: fields.grouped,
    },
    readSetting(settings, COLLECTION_FEED_URL_SETTING).trim() || null,
  )
