import { describe, expect, it } from 'vitest'
import { createDisclaimers } from '~/pricing/tags.ts'
import { DEFAULT_PRICE_FORMAT } from '~/pricing/price.ts'
import { e7Model as e7, WLTP } from '~/test/vehicles.ts'
import { derivativesData, derivativesOf, engineKeyOf, hashNamesTab, unknownEngines } from './derivatives.ts'
import { modelSummary } from './template.ts'

const fields = (raw: Record<string, unknown> = {}) => modelSummary.schema.parse(raw)
const group = (raw: Record<string, unknown> = {}) => modelSummary.groupSchema.parse(raw)
const shown = (data: ReturnType<typeof derivativesData>) =>
  data.derivatives.map((d) => [d.engine, ...d.specs.map((s) => `${s.label}: ${s.value}${s.marker}`)])

describe('spec 2 §3.9 Derivatives: the specs of each derivative', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>[], string[][]]>([
    [
      "the default keys, of the block's engine, without groups",
      { engine_key: 'e7-long-range' },
      [],
      [['Long Range RWD', 'Top speed: 200 km/h', '0–100 km/h: 5.9 s*', 'Consumption: 16.1 kWh/100 km**']],
    ],
    [
      "each group's own engine over the block's",
      { engine_key: 'e7-long-range' },
      [{ name: 'Long Range' }, { engine_key: 'e7-performance' }],
      [
        ['Long Range RWD', 'Top speed: 200 km/h', '0–100 km/h: 5.9 s*', 'Consumption: 16.1 kWh/100 km**'],
        ['Performance AWD', 'Top speed: 250 km/h', '0–100 km/h: 3.5 s*', 'Consumption: 16.1 kWh/100 km**'],
      ],
    ],
    [
      "the model's own specs without an engine",
      {},
      [{}],
      [['', 'Top speed: 200 km/h', '0–100 km/h: 5.9 s*', 'Consumption: 16.1 kWh/100 km**']],
    ],
    [
      "the model's own specs for an engine it lacks",
      { engine_key: 'e9-v12' },
      [{}],
      [['', 'Top speed: 200 km/h', '0–100 km/h: 5.9 s*', 'Consumption: 16.1 kWh/100 km**']],
    ],
    [
      "labels from the fields, else the spec's",
      { spec_label_1: 'Vmax', spec_label_3: ' ' },
      [{}],
      [['', 'Vmax: 200 km/h', '0–100 km/h: 5.9 s*', 'Consumption: 16.1 kWh/100 km**']],
    ],
    [
      "other keys, a price in the market's format, an unknown or empty key left out",
      { spec_key_1: 'range', spec_key_2: 'price', spec_key_3: 'battery' },
      [{ engine_key: 'e7-performance' }],
      [['Performance AWD', 'Range: 402 miles*', 'Price: € 58,995']],
    ],
    ['no keys, no specs', { spec_key_1: '', spec_key_2: '', spec_key_3: '' }, [{}], [['']]],
  ])('%s', (_, raw, groups, expected) => {
    expect(shown(derivativesData(e7, fields(raw), groups.map(group), DEFAULT_PRICE_FORMAT, createDisclaimers()))).toEqual(expected)
  })

  it("gives the model's name and the disclaimers of the specs shown, by marker", () => {
    const data = derivativesData(e7, fields(), [group()], DEFAULT_PRICE_FORMAT, createDisclaimers())
    expect(data.name).toBe('Aurelia E7')
    expect(data.disclaimers).toEqual([
      { marker: '*', text: 'Manufacturer figures.' },
      { marker: '**', text: WLTP },
    ])
  })

  it("numbers its markers on from the page's earlier disclaimers, and lists only its own (spec 2 §9)", () => {
    const page = createDisclaimers()
    page.markerFor('Prices include VAT.')
    page.markerFor(WLTP)
    const data = derivativesData(e7, fields(), [group()], DEFAULT_PRICE_FORMAT, page)
    expect(shown(data)).toEqual([['', 'Top speed: 200 km/h', '0–100 km/h: 5.9 s***', 'Consumption: 16.1 kWh/100 km**']])
    expect(data.disclaimers).toEqual([
      { marker: '**', text: WLTP },
      { marker: '***', text: 'Manufacturer figures.' },
    ])
  })

  it.each([
    [{ engine_key: ' a ' }, { engine_key: '' }, 'a'],
    [{ engine_key: 'a' }, { engine_key: 'b' }, 'b'],
    [{ engine_key: '' }, { engine_key: '' }, ''],
  ])('block engine %j, group %j: %j', (block, own, expected) => {
    expect(engineKeyOf(own, block)).toBe(expected)
  })

  it('shows the block itself as one derivative when it has no groups', () => {
    expect(derivativesOf([])).toEqual([group()])
    expect(derivativesOf([group({ name: 'A' }), group({ name: 'B' })]).map((g) => g.name)).toEqual(['A', 'B'])
  })

  it('names the engine keys the model lacks, once', () => {
    expect(
      unknownEngines(e7, fields({ engine_key: 'e9-v12' }), [group(), group({ engine_key: 'e7-performance' }), group({ engine_key: 'x' })]),
    ).toEqual(['e9-v12', 'x'])
    expect(unknownEngines(e7, fields(), [group()])).toEqual([])
  })

  it.each([
    ['#e7-saloon', 'e7-saloon', true],
    ['#e7-saloon', ' e7-saloon ', true],
    ['#Coup%C3%A9', 'Coupé', true],
    ['#%E0%A4%A', '%E0%A4%A', true],
    ['#e7', 'e7-saloon', false],
    ['', '', false],
    ['#', '', false],
    ['e7-saloon', 'e7-saloon', false],
  ])('hash %j names tab_id %j: %s', (hash, tabId, expected) => {
    expect(hashNamesTab(hash, tabId)).toBe(expected)
  })
})
