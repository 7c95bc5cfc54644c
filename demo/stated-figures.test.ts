import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_FORMAT } from '~/pricing/price.ts'
import {
  ARABIC_FIGURES,
  contradictions,
  ENGLISH_FIGURES,
  namedModels,
  pageFigures,
  phrases,
  statedFigures,
  type CatalogueModel,
  type FigureBundle,
} from './stated-figures.ts'

describe('the figures a phrase states', () => {
  const expectFigures = (phrase: string, words: typeof ENGLISH_FIGURES, expected: readonly (readonly [string, number])[]) =>
    expect(statedFigures(phrase, words).map((f) => [f.kind, f.value])).toEqual(
      expected.map(([kind, value]) => [kind, expect.closeTo(value, 5)]),
    )

  it.each([
    ['Up to 402 miles of range', [['range', 402]]],
    ['Range (WLTP) · 330 miles', [['range', 330]]],
    ['Range up to · 420 miles · WLTP combined.', [['range', 420]]],
    ['Electric range · Up to 48 miles', [['range', 48]]],
    ['0–62 mph 5.2 seconds', [['acceleration', 5.2]]],
    ['0–62 mph in · 3.2 s', [['acceleration', 3.2]]],
    ['Top speed 124 mph', [['topSpeed', 124]]],
    ['Top speed · 162 mph (limited)', [['topSpeed', 162]]],
    ['Engine 3.0-litre plug-in hybrid, 400 PS', [['power', 400 / 1.35962]]],
    ['All-wheel drive, 360 kW', [['power', 360]]],
    [
      '2.0 l + 85 kW, 225 kW · £46,250 · £499 / month',
      [
        ['power', 225],
        ['price', 46250],
      ],
    ],
    ['Five seats and a 430 l boot', [['seats', 5]]],
    ['Carbon-ceramic brakes · 2+2 seats', [['seats', 4]]],
    ['Seats 7', [['seats', 7]]],
    ['Towing up to 2,500 kg', [['towing', 2500]]],
    ['Capability · Towing · 3,500 kg braked', [['towing', 3500]]],
    ['From £79,995', [['price', 79995]]],
    ['Cash price £38,995; deposit £5,849; optional final payment £17,550', [['price', 38995]]],
    // Not a model's figures: a charger, a gain, a distance a year, a monthly payment, an accessory.
    ['Rapid charging 10–80% in 28 minutes at 170 kW', []],
    ['11 kW at home, up to 250 kW on the road.', []],
    ['Closed spokes cut drag and add up to 12 miles of range.', []],
    ['worth 22 miles of range on its own', []],
    ['48 months, 8,000 miles a year, £5,000 customer deposit', []],
    ['From £449 a month', []],
    ['Aurelia logo cap · £95', []],
    ['77 kWh battery', []],
  ] as const)('%s', (phrase, expected) => expectFigures(phrase, ENGLISH_FIGURES, expected))

  it.each([
    ['مدى قيادة يصل إلى 459 كم', [['range', 459]]],
    ['المدى (WLTP) · 647 كم', [['range', 647]]],
    ['المدى الكهربائي · حتى 68 كم', [['range', 68]]],
    ['من 0 إلى 100 كم/س 5.2 ثانية', [['acceleration', 5.2]]],
    ['السرعة القصوى 250 كم/س (محدودة إلكترونيًا)', [['topSpeed', 250]]],
    ['محركان بقوة 580 حصانًا', [['power', 580 / 1.35962]]],
    [
      '3.0 لتر + 105 كيلوواط، 340 كيلوواط · 324,900 درهم · 2,999 درهم / شهريًا',
      [
        ['power', 340],
        ['price', 324900],
      ],
    ],
    ['المقاعد 5', [['seats', 5]]],
    ['7 مقاعد', [['seats', 7]]],
    ['قدرة القطر 3,500 كجم لمقطورة مزودة بمكابح', [['towing', 3500]]],
    ['ابتداءً من 256,900 درهم', [['price', 256900]]],
    ['من 10 إلى 80% في 28 دقيقة بقدرة 170 كيلوواط على شاحن سريع', []],
    ['وتضيف إلى المدى ما يصل إلى 19 كم.', []],
    ['48 شهرًا، 13,000 كم سنويًا', []],
    ['ابتداءً من 2,099 درهم شهريًا', []],
    ['بطارية سعتها 77 كيلوواط ساعة', []],
  ] as const)('%s', (phrase, expected) => expectFigures(phrase, ARABIC_FIGURES, expected))
})

it('splits an HTML text where a shopper reads a new line', () => {
  expect(phrases('<h3>Aurelia GT</h3><p>Two motors, 580 PS.</p><table><tr><th>Seats</th><td>2+2</td></tr></table>')).toEqual([
    'Aurelia GT',
    'Two motors, 580 PS.',
    'Seats 2+2',
  ])
})

const E7: CatalogueModel = {
  key: 'e7-24my',
  name: 'Aurelia E7',
  price: 54495,
  specs: { range: { value: '402 miles' }, acceleration: { value: '5.9 s' }, power: { value: '250 kW' }, seats: { value: 5 } },
  engines: [{ key: 'e7-dual-motor', price: 59995, specs: { power: { value: '360 kW' }, acceleration: { value: '4.6 s' } } }],
}
const RIDGE: CatalogueModel = {
  key: 'ridge-24my',
  name: 'Vantor Ridge',
  price: 46250,
  specs: { range: { value: '48 miles' }, power: { value: '225 kW' }, towing: { value: '2,500 kg' }, seats: { value: 7 } },
}

it('names a model by its name or last word, else its brand', () => {
  const models = [E7, RIDGE]
  expect(namedModels('The E7 Dual Motor', models)).toEqual([E7])
  expect(namedModels('The Vantor plug-in hybrids', models)).toEqual([RIDGE])
  expect(namedModels('e7-24my', models)).toEqual([])
})

describe("a bundle's pages held to its catalogue", () => {
  const bundle = (html: string, path = '/models/aurelia-e7', fields: Record<string, unknown> = {}): FigureBundle => ({
    settings: {},
    vehicles: [E7, RIDGE],
    pages: [{ path, blocks: [{ template: 'html-box', fields: { ...fields, html } }] }],
  })
  const found = (b: FigureBundle) =>
    contradictions(pageFigures(b, ENGLISH_FIGURES, DEFAULT_PRICE_FORMAT, () => false)).map((f) => [f.models, f.phrase])

  it.each([
    // The page's model, any of its engines' figures, a tag replaced by the catalogue's value.
    ['<p>0–62 mph in 4.6 s, 360 kW</p>', '/models/aurelia-e7', []],
    ['<p>Up to {{spec:e7-24my.range}}</p>', '/models/aurelia-e7', []],
    ['<p>0–62 mph 5.2 s</p>', '/models/aurelia-e7', [[['e7-24my'], '0–62 mph 5.2 s']]],
    // A tag naming another model's figure is caught.
    ['<p>Up to {{spec:ridge-24my.range}}</p>', '/models/aurelia-e7', [[['e7-24my'], 'Up to 48 miles']]],
    // A phrase naming a model speaks of it; the next phrases too, until another is named.
    [
      '<h3>Vantor Ridge</h3><p>Towing up to 3,500 kg</p><h3>Aurelia E7</h3><p>Up to 402 miles</p>',
      '/',
      [[['ridge-24my'], 'Towing up to 3,500 kg']],
    ],
    // A figure the catalogue does not give (the E7's towing) passes; one of no model is not held.
    ['<p>Towing up to 1,600 kg</p>', '/models/aurelia-e7', []],
    ['<p>Up to 999 miles</p>', '/news/a-long-drive', []],
  ] as const)('%s on %s', (html, path, expected) => {
    expect(found(bundle(html, path))).toEqual(expected)
  })

  it("takes a block's model from its car_key", () => {
    expect(found(bundle('<p>Up to 40 miles</p>', '/models', { car_key: 'ridge-24my' }))).toEqual([[['ridge-24my'], 'Up to 40 miles']])
  })
})
