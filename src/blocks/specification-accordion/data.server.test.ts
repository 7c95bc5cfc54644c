import { describe, expect, it, vi } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import { e7Model } from '~/test/vehicles.ts'
import { resolveData } from './data.server.ts'
import { specificationAccordion } from './template.ts'

const context = () => {
  const models = vi.fn(async (_site: number, keys: readonly string[]) =>
    Object.fromEntries(keys.filter((k) => k === e7Model.key).map((k) => [k, e7Model])),
  )
  return blockDataContext({ vehicles: { models, all: vi.fn() } }, { 'price.currency_symbol': '£' }, 3)
}
const block = (fields: Record<string, unknown>) => ({ fields: specificationAccordion.schema.parse(fields), groups: [] })

describe('Specification Accordion data (resolved on the server)', () => {
  it.each([
    [{ model_key: 'e7-24my' }, 'e7-24my'],
    [{ model_key: 'e5-24my', model_key_additional: 'e7-24my' }, 'e7-24my'],
  ])('reads the model of %j (the additional key first) with its engines', async (fields, key) => {
    const ctx = context()
    const data = await resolveData(block(fields), ctx)
    expect(ctx.sources.vehicles.models).toHaveBeenCalledWith(3, [key])
    expect(data!.engines.map((e) => e.key)).toEqual(['e7-long-range', 'e7-performance'])
    expect(data!.engines[0]!.content).toContain('<tr><th>Price</th><td>£ 46,995</td></tr>')
  })

  it.each([
    ['en', 'Aurelia E7: compare engines', '<th scope="col">Specification</th>', '<th>Price</th>'],
    ['ar', 'Aurelia E7: مقارنة المحركات', '<th scope="col">المواصفات</th>', '<th>السعر</th>'],
  ])("titles the engines' comparison and names the price in the market's language (%s)", async (language, title, head, price) => {
    const ctx = blockDataContext(
      { vehicles: { models: vi.fn(async () => ({ [e7Model.key]: e7Model })), all: vi.fn() } },
      { 'general.language': language },
      3,
    )
    const data = await resolveData(block({ model_key: 'e7-24my' }), ctx)
    expect(data!.comparison!.title).toBe(title)
    expect(data!.comparison!.content).toContain(head)
    expect(data!.engines[0]!.content).toContain(price)
  })

  it('gives no data, without failing, for a model the market does not have', async () => {
    const ctx = context()
    expect(await resolveData(block({ model_key: 'e7-24my', model_key_additional: 'x9-24my' }), ctx)).toBeNull()
    expect(ctx.warn).toHaveBeenCalledWith('Specification Accordion: the market has no model x9-24my')
  })

  it('asks for nothing without a model', async () => {
    const ctx = context()
    expect(await resolveData(block({}), ctx)).toBeNull()
    expect(ctx.sources.vehicles.models).not.toHaveBeenCalled()
  })
})
