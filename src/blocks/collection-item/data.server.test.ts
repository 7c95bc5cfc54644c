import { describe, expect, it } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import { resolveData } from './data.server.ts'
import { collectionItem } from './template.ts'

const resolve = async (images: string) => {
  const context = blockDataContext({})
  const data = await resolveData({ fields: collectionItem.schema.parse({ images }), groups: [] }, context)
  return { data, warnings: context.warn.mock.calls.map(([message]) => message) }
}

describe('Collection Item data: the images JSON, checked on the server', () => {
  it('gives the renderer the list of safe URLs', async () => {
    expect(await resolve('["/a.jpg", "javascript:alert(1)", "https://shop.example/b.jpg"]')).toEqual({
      data: { photos: ['/a.jpg', 'https://shop.example/b.jpg'] },
      warnings: [],
    })
  })

  it.each([
    ['["/a.jpg",', 'Invalid JSON in collection-item images'],
    ['{"photos": []}', 'Invalid JSON in collection-item images: not a list of URLs'],
  ])('logs %j as spec 2 §5 says and gives no photos', async (images, warning) => {
    expect(await resolve(images)).toEqual({ data: { photos: [] }, warnings: [warning] })
  })
})
