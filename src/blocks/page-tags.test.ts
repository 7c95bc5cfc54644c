import { describe, expect, it } from 'vitest'
import { replacePageTags, taggableTexts } from './page-tags.ts'
import type { SpecLookup } from '~/pricing/tags.ts'

const specs: Record<string, Record<string, { value: unknown; disclaimer?: string }>> = {
  'e7-24my': {
    price: { value: 46995 },
    range: { value: '402 miles', disclaimer: 'WLTP combined.' },
    charging: { value: '24 min', disclaimer: 'At a 250 kW charger.' },
  },
}
const lookup: SpecLookup = (model, spec) => specs[model]?.[spec]

describe('spec and price tags on a page (spec 2 §9)', () => {
  it('finds the texts of String, Text and Markdown fields, of blocks and groups, never of the specification block', () => {
    const blocks = [
      { template: 'hero-title-banner', fields: { heading: '<p>{{spec:a.x}}</p>', paragraph: '{{spec:b.x}}', level: 'h1' }, groups: [] },
      { template: 'quote-slider', fields: {}, groups: [{ quote: '{{spec:c.x}}', author: 'd' }] },
      { template: 'specification-accordion', fields: { model_key: '{{spec:e.x}}' }, groups: [] },
      { template: 'no-such-template', fields: { text: '{{spec:f.x}}' }, groups: [] },
    ]
    expect(taggableTexts(blocks)).toEqual(['<p>{{spec:a.x}}</p>', '{{spec:b.x}}', '{{spec:c.x}}', 'd'])
  })

  it('replaces tags across blocks and numbers disclaimers in page order, once each', () => {
    const blocks = [
      { template: 'html-box', fields: { html: '<p>{{spec:e7-24my.range}}, {{price:e7-24my}}</p>' }, groups: [] },
      { template: 'quote-slider', fields: {}, groups: [{ quote: '{{spec:e7-24my.charging}} and {{spec:e7-24my.range}}' }] },
    ]
    const { blocks: replaced, disclaimers } = replacePageTags(blocks, lookup)
    expect(replaced[0]!.fields.html).toBe('<p>402 miles*, € 46,995</p>')
    expect(replaced[1]!.groups[0]!.quote).toBe('24 min** and 402 miles*')
    expect(disclaimers).toEqual([
      { marker: '*', text: 'WLTP combined.' },
      { marker: '**', text: 'At a 250 kW charger.' },
    ])
  })
})
