import { describe, expect, it } from 'vitest'
import { createDisclaimers } from '~/pricing/tags.ts'
import { DEFAULT_PRICE_FORMAT } from '~/pricing/price.ts'
import { e7Model, WLTP } from '~/test/vehicles.ts'
import { vehicleModelSchema } from '~/vehicles/vehicles.ts'
import { comparisonHtml, specificationData, specTableHtml } from './spec-data.ts'

describe('spec 2 §3.9 Specification Accordion: the specs of each engine', () => {
  it("gives each engine of the model its specs over the model's, with the price, as a table", () => {
    const data = specificationData(e7Model, DEFAULT_PRICE_FORMAT, createDisclaimers())
    expect(data.model).toEqual({ key: 'e7-24my', name: 'Aurelia E7' })
    expect(data.engines.map((e) => [e.key, e.name, e.title])).toEqual([
      ['e7-long-range', 'Long Range RWD', 'Aurelia E7 Long Range RWD'],
      ['e7-performance', 'Performance AWD', 'Aurelia E7 Performance AWD'],
    ])
    expect(data.engines[1]!.content).toBe(
      '<table><tbody>' +
        `<tr><th>Range</th><td>402 miles<sup>*</sup></td></tr>` +
        '<tr><th>Top speed</th><td>250 km/h</td></tr>' +
        '<tr><th>0–100 km/h</th><td>3.5 s<sup>**</sup></td></tr>' +
        '<tr><th>Consumption</th><td>16.1 kWh/100 km<sup>*</sup></td></tr>' +
        '<tr><th>Price</th><td>€ 58,995</td></tr>' +
        `</tbody></table><p class="fc-note">* ${WLTP}</p><p class="fc-note">** Manufacturer figures.</p>`,
    )
  })

  it('offers a model without engines as one choice of its own specs', () => {
    const model = vehicleModelSchema.parse({ key: 'x1-24my', name: 'X1', specs: { seats: { value: 4 } } })
    expect(specificationData(model, DEFAULT_PRICE_FORMAT, createDisclaimers()).engines).toEqual([
      { key: '', name: 'X1', title: 'X1', content: '<table><tbody><tr><th>Seats</th><td>4</td></tr></tbody></table>' },
    ])
  })

  it.each([
    [
      [{ key: 'a', label: '<b>Power</b>', value: '300 & more', marker: '' }],
      [],
      '<table><tbody><tr><th>&lt;b&gt;Power&lt;/b&gt;</th><td>300 &amp; more</td></tr></tbody></table>',
    ],
    [[], [{ marker: '*', text: 'unused' }], ''],
    [
      [{ key: 'a', label: 'A', value: '1', marker: '*' }],
      [{ marker: '*', text: '"Quoted" <i>' }],
      '<table><tbody><tr><th>A</th><td>1<sup>*</sup></td></tr></tbody></table><p class="fc-note">* &quot;Quoted&quot; &lt;i&gt;</p>',
    ],
  ])('writes rows %j with notes %j as escaped HTML', (rows, notes, expected) => {
    expect(specTableHtml(rows, notes)).toBe(expected)
  })
})

describe("the model's engines side by side (ADR 156)", () => {
  it('is a column per engine and a row per spec, the differing rows marked, the disclaimers listed', () => {
    expect(comparisonHtml(e7Model, createDisclaimers(), 'Specification')).toBe(
      '<table class="fc-compare" tabindex="0"><thead><tr><th scope="col">Specification</th><th scope="col">Long Range RWD</th><th scope="col">Performance AWD</th></tr></thead><tbody>' +
        '<tr><th scope="row">Range<sup>*</sup></th><td>402 miles</td><td>402 miles</td></tr>' +
        '<tr class="fc-differs"><th scope="row">Top speed</th><td>200 km/h</td><td>250 km/h</td></tr>' +
        '<tr class="fc-differs"><th scope="row">0–100 km/h<sup>**</sup></th><td>5.9 s</td><td>3.5 s</td></tr>' +
        '<tr><th scope="row">Consumption<sup>*</sup></th><td>16.1 kWh/100 km</td><td>16.1 kWh/100 km</td></tr>' +
        `</tbody></table><p class="fc-note">* ${WLTP}</p><p class="fc-note">** Manufacturer figures.</p>`,
    )
  })

  it('is a section of a model with several engines only, titled in the given texts', () => {
    const texts = { title: 'Aurelia E7: compare engines', specification: 'Specification' }
    expect(specificationData(e7Model, DEFAULT_PRICE_FORMAT, createDisclaimers(), texts).comparison?.title).toBe(texts.title)
    expect(specificationData(e7Model, DEFAULT_PRICE_FORMAT, createDisclaimers()).comparison).toBeNull()
    const single = vehicleModelSchema.parse({ ...e7Model, engines: [e7Model.engines[0]] })
    expect(specificationData(single, DEFAULT_PRICE_FORMAT, createDisclaimers(), texts).comparison).toBeNull()
  })

  it('escapes what it is given', () => {
    const model = vehicleModelSchema.parse({
      key: 'x',
      name: 'X',
      specs: { seats: { value: '<b>4</b>' } },
      engines: [
        { key: 'a', name: '<i>A</i>', price: null },
        { key: 'b', name: 'B', price: null },
      ],
    })
    const html = comparisonHtml(model, createDisclaimers(), 'S&S')
    expect(html).toContain('<th scope="col">S&amp;S</th><th scope="col">&lt;i&gt;A&lt;/i&gt;</th>')
    expect(html).toContain('<td>&lt;b&gt;4&lt;/b&gt;</td>')
  })
})
