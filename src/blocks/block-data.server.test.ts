import { describe, expect, it } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import { withBlockData } from './block-data.server.ts'

const block = (template: string, fields: Record<string, unknown> = {}) => ({ id: 1, template, fields, groups: [] })
const context = () => blockDataContext({})

describe('block data (resolved on the server before rendering)', () => {
  it('gives each block with a resolver its data, from its own fields, and leaves the others alone', async () => {
    const resolvers = { feed: async ({ fields }: { fields: { limit: number } }) => Array.from({ length: fields.limit }, (_, i) => i) }
    const [quote, feed] = await withBlockData([block('quote'), block('feed', { limit: 3 })], context(), { resolvers })
    expect(quote).toEqual(block('quote'))
    expect(feed).toEqual({ ...block('feed', { limit: 3 }), data: [0, 1, 2] })
  })

  it('marks a block whose source fails, logs why, and still answers for the rest', async () => {
    const ctx = context()
    const resolvers = {
      broken: async () => {
        throw new Error('status 502')
      },
      fine: async () => 'ok',
    }
    const result = await withBlockData([block('broken'), block('fine')], ctx, { resolvers })
    expect(result.map((b) => [b.dataFailed ?? false, b.data])).toEqual([
      [true, undefined],
      [false, 'ok'],
    ])
    expect(ctx.warn).toHaveBeenCalledWith('Block data of broken failed: status 502')
  })

  it('gives up on a source that does not answer in time', async () => {
    const ctx = context()
    const resolvers = { slow: () => new Promise(() => {}) }
    const [slow] = await withBlockData([block('slow')], ctx, { resolvers, timeoutMs: 20 })
    expect(slow!.dataFailed).toBe(true)
    expect(ctx.warn).toHaveBeenCalledWith('Block data of slow failed: no answer within 20 ms')
  })

  it('does not take inherited object keys for resolvers', async () => {
    const [odd] = await withBlockData([block('constructor')], context(), { resolvers: {} })
    expect(odd).toEqual(block('constructor'))
  })
})
