import { describe, expect, it, vi } from 'vitest'
import { createDisclaimers } from '~/pricing/tags.ts'
import { withBlockData, type BlockDataContext } from '../block-data.server.ts'
import { resolveData } from './data.server.ts'
import { financeCalculator } from './template.ts'

const models = [{ key: 'e5-24my', name: 'Aurelia E5', body_style: 'hatchback', price: 30000, lease_price: null, specs: {}, engines: [] }]

function context(warn = vi.fn(), settings: Record<string, string> = {}) {
  return {
    site: { id: 1 },
    settings: { 'general.language': 'ar_AE', ...settings },
    sources: { vehicles: { all: async () => models, models: async () => ({}) } },
    disclaimers: createDisclaimers(),
    warn,
  } as unknown as BlockDataContext
}
const block = (groups: object[]) => ({
  template: 'finance-calculator',
  fields: financeCalculator.schema.parse({}),
  groups: groups.map((g) => financeCalculator.groupSchema.parse(g)),
})

describe('Finance Calculator data (spec 2 §4 Block loading, §8)', () => {
  it("gives the products, the market's vehicles and its language's texts", async () => {
    const data = await resolveData(block([{ finance_product: 'HirePurchaseSweden' }]), context())
    expect(data.products.map((p) => p.type)).toEqual(['HirePurchaseSweden'])
    expect(data.vehicles.map((v) => v.id)).toEqual(['e5-24my'])
    expect(data.texts.select).toBe('اختر')
    expect(data.form).toBeNull()
    // A quote is in the market's currency; a market without one leaves it to the product's.
    expect(data.currency).toBeNull()
    expect(
      (await resolveData(block([{ finance_product: 'HirePurchaseSweden' }]), context(vi.fn(), { 'price.currency_iso': ' aed ' }))).currency,
    ).toBe('AED')
  })

  it('marks a misconfigured block failed, so visitors see its Loading Failed state, and logs each problem', async () => {
    const warn = vi.fn()
    const [resolved] = await withBlockData(
      [block([{ finance_product: 'HirePurchaseAtlantis' }, { finance_product: 'HirePurchaseSample', finance_product_output: 'not json' }])],
      context(warn),
      { resolvers: { 'finance-calculator': resolveData as never } },
    )
    expect(resolved).toMatchObject({ dataFailed: true })
    expect(warn).toHaveBeenCalledWith(
      'Block data of finance-calculator failed: Finance calculator misconfigured: Product 1: unknown finance product type "HirePurchaseAtlantis"; Product 2: Invalid JSON in finance_product_output',
    )
  })
})
