import { describe, expect, it } from 'vitest'
import { FILTER_TOGGLES } from '~/stock/rules/filters.ts'
import { stockLocatorOverseas } from '../stock-locator-overseas/template.ts'
import { stockLocator } from './template.ts'

const symbols = (fields: readonly { symbol: string; field_type: string }[]) =>
  fields.filter((f) => !f.symbol.startsWith('separator-')).map((f) => f.symbol)

describe('Stock Locator and Stock Locator Overseas templates (spec 3 §2, spec 2 §3.13)', () => {
  it("have spec 2 §3.3's Brand family filter: 'All' or one of three families (ADR 163)", () => {
    for (const template of [stockLocator, stockLocatorOverseas]) {
      const family = template.fields.find((f) => f.symbol === 'ci_key_model')!
      expect(family.label).toBe('Brand family filter')
      expect((family.attrs.options as readonly { value: string }[]).map((o) => o.value)).toEqual(['All', 'E Series', 'GT', 'SUV'])
      expect(template.schema.parse({}).ci_key_model).toBe('All')
      expect(template.schema.safeParse({ ci_key_model: 'E7' }).success).toBe(false)
    }
  })

  it('have the spec fields, in the Stock Locator group', () => {
    for (const template of [stockLocator, stockLocatorOverseas]) {
      expect(template.group).toBe('Stock Locator')
      expect(symbols(template.fields)).toEqual([
        'block_scroll_id',
        'ci_key_list',
        'sl_key_brand',
        'ci_key_model',
        ...FILTER_TOGGLES,
        'reset_button_theme',
        'vehicles',
      ])
    }
    expect([stockLocator.name, stockLocatorOverseas.name]).toEqual(['Stock Locator', 'Stock Locator Overseas'])
  })

  it('defaults every filter to false in the standard block', () => {
    const defaults = stockLocator.schema.parse({}) as Record<string, unknown>
    expect(FILTER_TOGGLES.filter((toggle) => defaults[toggle] !== false)).toEqual([])
    expect(defaults).toMatchObject({
      ci_key_list: '',
      sl_key_brand: '',
      reset_button_theme: 'secondary',
      vehicles: { headline: '', list: [] },
    })
  })

  it('defaults models, statuses, production_year, engine_types and specific_colors to true in the overseas block', () => {
    const defaults = stockLocatorOverseas.schema.parse({}) as Record<string, unknown>
    expect(FILTER_TOGGLES.filter((toggle) => defaults[toggle] === true)).toEqual([
      'filter-models',
      'filter-statuses',
      'filter-production_year',
      'filter-engine_types',
      'filter-specific_colors',
    ])
  })

  it('offers the market stock lists for ci_key_list and takes only a list key (a uuid)', () => {
    const listField = stockLocator.fields.find((f) => f.symbol === 'ci_key_list')!
    expect(listField.attrs.options).toEqual({ type: 'stock_lists' })
    expect(stockLocator.schema.safeParse({ ci_key_list: '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014' }).success).toBe(true)
    expect(stockLocator.schema.safeParse({ ci_key_list: 'all-cars' }).success).toBe(false)
    expect(stockLocator.schema.safeParse({ reset_button_theme: 'pink' }).success).toBe(false)
  })
})
