import { describe, expect, it } from 'vitest'
import type { MerchandiseItem } from '~/merchandise/collection-feed.ts'
import { feedSections } from './sections.ts'

const item = (name: string, group: string | null = null): MerchandiseItem => ({
  name,
  label: '',
  image: null,
  image_hover: null,
  link: null,
  group,
})
const names = (sections: ReturnType<typeof feedSections>) => sections.map((s) => [s.group, s.items.map((i) => i.name)])

describe('spec 2 §3.7 Collection Slider Feed: grouped display and limit', () => {
  const feed = [item('cap', 'Apparel'), item('mug', 'Accessories'), item('loose'), item('jacket', 'Apparel'), item('e7', 'Models')]

  it.each([
    [
      'grouped: a section per group in feed order, ungrouped last',
      true,
      10,
      [
        ['Apparel', ['cap', 'jacket']],
        ['Accessories', ['mug']],
        ['Models', ['e7']],
        [null, ['loose']],
      ],
    ],
    [
      'grouped, limit 3: the first three items only',
      true,
      3,
      [
        ['Apparel', ['cap']],
        ['Accessories', ['mug']],
        [null, ['loose']],
      ],
    ],
    ['not grouped: one row in feed order', false, 10, [[null, ['cap', 'mug', 'loose', 'jacket', 'e7']]]],
    ['not grouped, limit 2', false, 2, [[null, ['cap', 'mug']]]],
    ['limit 0: nothing', true, 0, []],
  ] as const)('%s', (_, grouped, limit, expected) => {
    expect(names(feedSections(feed, { grouped, limit }))).toEqual(expected)
  })

  it('has no sections for an empty feed', () => {
    expect(feedSections([], { grouped: false, limit: 10 })).toEqual([])
  })
})
