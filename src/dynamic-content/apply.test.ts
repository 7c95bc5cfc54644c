import { describe, expect, it } from 'vitest'
import { applyDynamicContent, resolveItem, type DynamicContentState } from './apply.ts'
import { NO_VALUES } from './strategies.ts'

const onVantor: DynamicContentState = { enabled: ['url_brands'], values: { ...NO_VALUES, url_brands: 'vantor' } }
const link = (url: string, brand?: string, fallback?: object) => ({
  type: 'internal',
  url,
  link_text: url,
  target: '_self',
  ui_type: 'primary',
  ...(brand ? { dc_strategy: { key: 'url_brands', value: brand, ...(fallback ? { fallback } : {}) } } : {}),
})

describe('applying dynamic content (spec 1 §4, ADR 014)', () => {
  it.each([
    ['an item without a strategy stays', link('/a'), link('/a')],
    ['a passing item stays', link('/a', 'Vantor'), link('/a', 'Vantor')],
    ['a failing item is hidden', link('/a', 'aurelia'), null],
    [
      'a failing item with a fallback becomes it',
      link('/a', 'aurelia', { url: '/vantor', link_text: 'Vantor' }),
      { ...link('/a'), url: '/vantor', link_text: 'Vantor', dc_strategy: null, link_custom_config: null },
    ],
  ])('resolveItem: %s', (_, item, expected) => {
    expect(resolveItem(item, onVantor)).toEqual(expected)
  })

  it('resolves the link and link-list fields of blocks and their groups', () => {
    const blocks = [
      { template: 'hero-title-banner', fields: { heading: 'x', button: link('/aurelia', 'aurelia') }, groups: [] },
      { template: 'content-group', fields: { 'rdx-links': [link('/a'), link('/b', 'aurelia'), link('/c', 'vantor')] }, groups: [] },
      { template: 'quote-slider', fields: {}, groups: [{ quote: 'q' }] },
    ]
    const [hero, group, slider] = applyDynamicContent(blocks, onVantor)
    expect(hero!.fields).toEqual({ heading: 'x', button: null })
    expect((group!.fields['rdx-links'] as { url: string }[]).map((l) => l.url)).toEqual(['/a', '/c'])
    expect(slider).toEqual(blocks[2])
  })

  it('changes nothing while no strategy is enabled', () => {
    const blocks = [{ template: 'hero-title-banner', fields: { button: link('/a', 'aurelia') }, groups: [] }]
    expect(applyDynamicContent(blocks, { enabled: [], values: NO_VALUES })).toBe(blocks)
  })
})
