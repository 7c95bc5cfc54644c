import { describe, expect, it } from 'vitest'
import { readyToGoBar } from './template.ts'
import { barItems } from './groups.ts'

const link = (url: string, link_text = 'Go') => ({ type: 'internal', url, link_text, target: '_self', ui_type: 'primary' })
const group = (raw: object) => readyToGoBar.groupSchema.parse(raw)

describe('spec 2 §4 Ready To Go Bar groups', () => {
  it.each([
    [
      'its icon, content and link',
      { icon: 'car', content: 'Configure', link: link('/configure') },
      [['Configure', 'car', '/configure', false]],
    ],
    ['as a button', { content: 'Book', link: link('/book'), isUsedAsButton: true }, [['Book', '', '/book', true]]],
    ["the link's text without content", { icon: 'car', link: link('/offers', 'Offers') }, [['Offers', 'car', '/offers', false]]],
    ['content without a link', { icon: 'phone', content: 'Call 0800 000 000' }, [['Call 0800 000 000', 'phone', null, false]]],
    [
      'the fallback when the link is gone and use_dc_fallback is set',
      {
        icon: 'car',
        content: 'Electric range',
        use_dc_fallback: true,
        fallback_icon: 'bolt',
        fallback_link: link('/range'),
        fallback_content: 'Our range',
      },
      [['Our range', 'bolt', '/range', false]],
    ],
    [
      'its own icon and content where the fallback has none',
      { icon: 'car', content: 'Range', use_dc_fallback: true, fallback_link: link('/range') },
      [['Range', 'car', '/range', false]],
    ],
    [
      'not the fallback while the link is there',
      { content: 'A', link: link('/a'), use_dc_fallback: true, fallback_content: 'B' },
      [['A', '', '/a', false]],
    ],
    ['nothing without a label or link', { icon: 'car' }, []],
  ])('shows %s', (_, raw, expected) => {
    expect(barItems([group(raw)]).map((i) => [i.label, i.icon, i.link?.url ?? null, i.button])).toEqual(expected)
  })

  it('shows the first 4 of at most 5 groups (spec 2 §9)', () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map((content) => group({ content }))
    expect(barItems(five).map((i) => i.label)).toEqual(['A', 'B', 'C', 'D'])
    expect(readyToGoBar.max_field_groups).toBe(5)
  })
})
