import { describe, expect, it, vi } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import { e7Model as e7 } from '~/test/vehicles.ts'
import { resolveData } from './data.server.ts'
import { modelSummary } from './template.ts'

const context = (settings: Record<string, string> = {}) => {
  const models = vi.fn(async (_site: number, keys: readonly string[]) =>
    Object.fromEntries(keys.filter((k) => k === e7.key).map((k) => [k, e7])),
  )
  return blockDataContext({ vehicles: { models, all: vi.fn() } }, settings, 7)
}
const block = (fields: Record<string, unknown>, groups: Record<string, unknown>[] = []) => ({
  fields: modelSummary.schema.parse(fields),
  groups: groups.map((g) => modelSummary.groupSchema.parse(g)),
})

describe('Derivatives data (resolved on the server)', () => {
  it("reads the car of car_key from the market's vehicles, with the market's price format", async () => {
    const ctx = context({ 'price.currency_symbol': '£' })
    const data = await resolveData(block({ car_key: ' e7-24my ', engine_key: 'e7-performance', spec_key_3: 'price' }), ctx)
    expect(ctx.sources.vehicles.models).toHaveBeenCalledWith(7, ['e7-24my'])
    expect(data!.derivatives[0]!.specs.map((s) => s.value)).toEqual(['250 km/h', '3.5 s', '£ 58,995'])
    expect(ctx.warn).not.toHaveBeenCalled()
  })

  it.each([
    ['en', 'Price'],
    ['ar', 'السعر'],
  ])("names a price without a label of the editor's in the market's language (%s)", async (language, label) => {
    const data = await resolveData(block({ car_key: 'e7-24my', spec_key_1: 'price' }), context({ 'general.language': language }))
    expect(data!.derivatives[0]!.specs[0]).toMatchObject({ key: 'price', label })
  })

  it('leaves the specs out, without failing, for a car the market does not have', async () => {
    const ctx = context()
    expect(await resolveData(block({ car_key: 'x9-24my' }), ctx)).toBeNull()
    expect(ctx.warn).toHaveBeenCalledWith('Derivatives: the market has no model x9-24my')
  })

  it('asks for nothing without a car', async () => {
    const ctx = context()
    expect(await resolveData(block({ car_key: ' ' }), ctx)).toBeNull()
    expect(ctx.sources.vehicles.models).not.toHaveBeenCalled()
  })

  it('logs the engines the model does not have', async () => {
    const ctx = context()
    await resolveData(block({ car_key: 'e7-24my' }, [{ engine_key: 'e7-v12' }]), ctx)
    expect(ctx.warn).toHaveBeenCalledWith('Derivatives: model e7-24my has no engine e7-v12')
  })
})
