import { describe, expect, it, vi } from 'vitest'
import { createHttpCollectionFeed, createSandboxCollectionFeed, MISSING_COLLECTION_FEED_URL } from '~/merchandise/collection-feed.server.ts'
import { blockDataContext } from '~/test/block-data.ts'
import { withBlockData } from '../block-data.server.ts'
import { resolveData } from './data.server.ts'
import { collectionSliderFeed } from './template.ts'

const block = (raw: unknown = {}) => ({ fields: collectionSliderFeed.schema.parse(raw), groups: [] as never[] })

describe('Collection Slider Feed data (spec 2 §7)', () => {
  it("asks the feed with the block's fields and the market's mena.collection_feed_url", async () => {
    const collections = { items: vi.fn(async () => []) }
    await resolveData(
      block({ lang: 'ar', market: 'AE', collection: 'lifestyle', limit: 4, grouped: false }),
      blockDataContext({ collections }, { 'mena.collection_feed_url': ' https://shop.example/feed ' }),
    )
    expect(collections.items).toHaveBeenCalledWith(
      { lang: 'ar', market: 'AE', collection: 'lifestyle', limit: 4, grouped: false },
      'https://shop.example/feed',
    )
  })

  it("resolves the sandbox's demo items", async () => {
    const items = await resolveData(block({ limit: 5 }), blockDataContext({ collections: createSandboxCollectionFeed() }))
    expect(items.map((i) => i.name)).toEqual([
      'Aurelia logo cap',
      'Vantor expedition jacket',
      'Aurelia polo shirt',
      'Vantor trail hoodie',
      'Leather key ring',
    ])
  })

  it('fails without the URL setting, so the block shows its Loading Failed state and the log says why', async () => {
    const fetch = vi.fn()
    const ctx = blockDataContext({ collections: createHttpCollectionFeed({ fetch }) })
    const [result] = await withBlockData([{ id: 1, template: 'collection-slider-feed', ...block() }], ctx)
    expect(result!.dataFailed).toBe(true)
    expect(ctx.warn).toHaveBeenCalledWith(`Block data of collection-slider-feed failed: ${MISSING_COLLECTION_FEED_URL}`)
    expect(fetch).not.toHaveBeenCalled()
  })
})
