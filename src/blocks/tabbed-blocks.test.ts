import { describe, expect, it } from 'vitest'
import {
  blocksCount,
  currentTab,
  hiddenBlocks,
  membershipsOf,
  NONE_CHOSEN,
  selectionForHash,
  tabbedRanges,
  type PageBlock,
} from './tabbed-blocks.ts'

/** A page from a compact description: 'x' an ordinary block, [n, m…] a tabs block with those blocks_counts. */
const page = (...items: ('x' | number[])[]): PageBlock[] =>
  items.map((item) =>
    item === 'x'
      ? { template: 'quote', groups: [] }
      : { template: 'section-tabs', groups: item.map((n, t) => ({ blocks_count: n, tab_id: `t${t + 1}` })) },
  )

describe('spec 2 §4 tabbed blocks: which blocks each tab shows', () => {
  it.each([
    [
      'one tab per following block',
      page([1, 1], 'x', 'x'),
      [
        {
          tabs: 0,
          panels: [
            { start: 1, end: 2 },
            { start: 2, end: 3 },
          ],
        },
      ],
    ],
    [
      'blocks_count per tab',
      page('x', [2, 1], 'x', 'x', 'x', 'x'),
      [
        {
          tabs: 1,
          panels: [
            { start: 2, end: 4 },
            { start: 4, end: 5 },
          ],
        },
      ],
    ],
    [
      'counts clipped at the page end',
      page([2, 3], 'x', 'x', 'x'),
      [
        {
          tabs: 0,
          panels: [
            { start: 1, end: 3 },
            { start: 3, end: 4 },
          ],
        },
      ],
    ],
    [
      'a tab past the page end is empty',
      page('x', [1, 1]),
      [
        {
          tabs: 1,
          panels: [
            { start: 2, end: 2 },
            { start: 2, end: 2 },
          ],
        },
      ],
    ],
    [
      'a tab of 0 blocks shows none',
      page([0, 1], 'x'),
      [
        {
          tabs: 0,
          panels: [
            { start: 1, end: 1 },
            { start: 1, end: 2 },
          ],
        },
      ],
    ],
    ['a tabs block without tabs controls nothing', page([], 'x'), []],
    [
      'two tabs blocks one after the other',
      page([1], 'x', [1], 'x'),
      [
        { tabs: 0, panels: [{ start: 1, end: 2 }] },
        { tabs: 2, panels: [{ start: 3, end: 4 }] },
      ],
    ],
    [
      'a nested tabs block is clipped to the tab around it',
      page([3, 1], [1, 5], 'x', 'x', 'x'),
      [
        {
          tabs: 0,
          panels: [
            { start: 1, end: 4 },
            { start: 4, end: 5 },
          ],
        },
        {
          tabs: 1,
          panels: [
            { start: 2, end: 3 },
            { start: 3, end: 4 },
          ],
        },
      ],
    ],
    [
      'a nested tabs block as the last block of a tab controls nothing',
      page([1, 1], [1, 1], 'x'),
      [
        {
          tabs: 0,
          panels: [
            { start: 1, end: 2 },
            { start: 2, end: 3 },
          ],
        },
        {
          tabs: 1,
          panels: [
            { start: 2, end: 2 },
            { start: 2, end: 2 },
          ],
        },
      ],
    ],
  ])('%s', (_, blocks, expected) => {
    expect(tabbedRanges(blocks)).toEqual(expected)
  })

  it('treats Section Image Tabs like Section Tabs', () => {
    expect(
      tabbedRanges([
        { template: 'image-tabs', groups: [{ blocks_count: 1 }] },
        { template: 'quote', groups: [] },
      ]),
    ).toEqual([{ tabs: 0, panels: [{ start: 1, end: 2 }] }])
  })

  it.each([
    [1, 1],
    [3, 3],
    [0, 0],
    [null, 1],
    [undefined, 1],
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 1],
    ['2', 1],
  ])('blocks_count %s counts %i', (value, expected) => {
    expect(blocksCount(value)).toBe(expected)
  })
})

describe('spec 2 §4 tabbed blocks: exactly one tab current', () => {
  const blocks = page([3, 1], [1, 1], 'x', 'x', 'x')
  const ranges = tabbedRanges(blocks)

  it.each([
    [{}, [3, 4]],
    [{ 0: 1 }, [1, 2, 3]],
    [{ 1: 1 }, [2, 4]],
    [{ 0: 1, 1: 1 }, [1, 2, 3]],
    [{ 0: 7 }, [3, 4]],
  ])('selection %o hides blocks %o', (selection, expected) => {
    expect([...hiddenBlocks(ranges, selection)].sort()).toEqual(expected)
  })

  it.each([
    [{}, 0, 0],
    [{ 4: 2 }, 4, 2],
    [{ 4: 3 }, 4, 0],
    [{ 4: -1 }, 4, 0],
  ])('selection %o of block %i with 3 tabs is tab %i', (selection, tabs, expected) => {
    expect(currentTab(selection, tabs, 3)).toBe(expected)
  })

  it.each([
    [0, []],
    [1, [{ tabs: 0, tab: 0 }]],
    [
      3,
      [
        { tabs: 0, tab: 0 },
        { tabs: 1, tab: 1 },
      ],
    ],
    [4, [{ tabs: 0, tab: 1 }]],
  ])('block %i is shown by %o', (index, expected) => {
    expect(membershipsOf(ranges, index)).toEqual(expected)
  })
})

describe('spec 2 §4 Infotainment: a chooser shows none of its blocks until an option is chosen', () => {
  // 0: an Infotainment block, option 1 → blocks 1–2, option 2 → block 3; 4 is after it.
  const blocks: PageBlock[] = [{ template: 'info-system', groups: [{ blocks_count: 2 }, { blocks_count: 1 }] }, ...page('x', 'x', 'x', 'x')]
  const ranges = tabbedRanges(blocks)
  const choosers = new Set([0])

  it.each([
    [{}, [1, 2, 3]],
    [{ 0: NONE_CHOSEN }, [1, 2, 3]],
    [{ 0: 0 }, [3]],
    [{ 0: 1 }, [1, 2]],
    [{ 0: 5 }, [1, 2, 3]],
  ])('selection %o hides blocks %o', (selection, expected) => {
    expect([...hiddenBlocks(ranges, selection, choosers)].sort()).toEqual(expected)
  })

  it('as a tabs block it would show its first option', () => {
    expect([...hiddenBlocks(ranges, {})].sort()).toEqual([3])
    expect(currentTab({}, 0, 2, NONE_CHOSEN)).toBe(NONE_CHOSEN)
  })
})

describe('spec 2 §3.9 tabbed blocks: the URL hash', () => {
  // 1: tabs t1 → block 2, t2 → blocks 3–4; 3: nested tabs t1 → block 4, t2 → nothing (clipped).
  const blocks = page('x', [1, 2], 'x', [1, 1], 'x', 'x')
  blocks[2] = { ...blocks[2]!, fields: { block_scroll_id: 'rdx-offers' } }
  blocks[4] = { ...blocks[4]!, fields: { block_scroll_id: 'charging' } }
  const ranges = tabbedRanges(blocks)

  it.each([
    ['#t2', { select: [{ tabs: 1, tab: 1 }], scrollTo: 1 }],
    ['t1', { select: [{ tabs: 1, tab: 0 }], scrollTo: 1 }],
    [
      '#charging',
      {
        select: [
          { tabs: 1, tab: 1 },
          { tabs: 3, tab: 0 },
        ],
      },
    ],
    ['#component-4', { select: [{ tabs: 1, tab: 1 }] }],
    ['#offers', { select: [{ tabs: 1, tab: 0 }] }],
    ['#rdx-offers', { select: [{ tabs: 1, tab: 0 }] }],
    ['#component-6', { select: [] }],
    ['#component-99', { select: [] }],
    ['#unknown', { select: [] }],
    ['', { select: [] }],
    ['#%E0%A4%A', { select: [] }],
  ])('%s asks for %o', (hash, expected) => {
    expect(selectionForHash(blocks, ranges, hash)).toEqual(expected)
  })

  it('selects the tabs around a nested tabs block whose tab_id is the hash', () => {
    const nested = page([2], [1, 1], 'x', 'x')
    nested[1] = { template: 'image-tabs', groups: [{ tab_id: 'inner-a' }, { tab_id: '#inner-b' }] }
    expect(selectionForHash(nested, tabbedRanges(nested), '#inner-b')).toEqual({
      select: [
        { tabs: 0, tab: 0 },
        { tabs: 1, tab: 1 },
      ],
      scrollTo: 1,
    })
  })
})
