import { describe, expect, it } from 'vitest'
import {
  buildNavTree,
  depthOf,
  isNavUrl,
  marketPathProblem,
  navMoveSchema,
  newNavEntrySchema,
  planMove,
  subtreeIds,
  type NavRow,
} from './nav-tree.ts'

// Models(1) > [Saloon(2) > [E7(5)], SUV(3)]; Offers(4)
const rows: NavRow[] = [
  { id: 1, parentId: null, position: 0 },
  { id: 2, parentId: 1, position: 0 },
  { id: 3, parentId: 1, position: 1 },
  { id: 4, parentId: null, position: 1 },
  { id: 5, parentId: 2, position: 0 },
]

describe('navigation entries (spec 1 §2 Header navigation)', () => {
  it.each([
    ['/models', true],
    ['/', true],
    ['#contact', true],
    ['?a=1', true],
    ['https://shop.example.com/x', true],
    ['http://a.example', true],
    ['mailto:sales@example.com', true],
    ['tel:+441234', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['models', false],
    ['/a b', false],
    ['ftp://x.example', false],
    ['data:text/html,hi', false],
  ])('isNavUrl(%s) = %s', (url, expected) => {
    expect(isNavUrl(url)).toBe(expected)
  })

  it.each([
    [{ label: 'Models' }, { version: 1, label: 'Models', url: null, target: '_self', parent_id: null }],
    [
      { label: ' Offers ', url: ' ', version: 2, target: '_blank', parent_id: 3 },
      { version: 2, label: 'Offers', url: null, target: '_blank', parent_id: 3 },
    ],
  ])('reads a new entry %o', (input, expected) => {
    expect(newNavEntrySchema.parse(input)).toEqual(expected)
  })

  it.each([
    [{ label: '' }, 'label'],
    [{}, 'label'],
    [{ label: 'x', url: 'javascript:alert(1)' }, 'url'],
    [{ label: 'x', target: '_top' }, 'target'],
    [{ label: 'x', version: 3 }, 'version'],
    [{ label: 'x', parent_id: -1 }, 'parent_id'],
    [{ label: 'x', colour: 'red' }, ''],
  ])('rejects a new entry %o naming %s', (input, field) => {
    expect(newNavEntrySchema.safeParse(input).error?.issues[0]?.path.join('.')).toBe(field)
  })

  it.each([
    [{ parent_id: null, position: -1 }, 'position'],
    [{ parent_id: 'a', position: 0 }, 'parent_id'],
    [{ position: 0 }, 'parent_id'],
  ])('rejects a move %o naming %s', (input, field) => {
    expect(navMoveSchema.safeParse(input).error?.issues[0]?.path.join('.')).toBe(field)
  })

  it('finds subtrees and depths', () => {
    expect(subtreeIds(rows, 1).sort()).toEqual([1, 2, 3, 5])
    expect([depthOf(rows, null), depthOf(rows, 1), depthOf(rows, 5)]).toEqual([0, 1, 3])
  })
})

describe('marketPathProblem: a site path stays in its market', () => {
  it.each([
    ['/offers', '/', null],
    ['/offers', '', null],
    ['/ar/offers', '/ar', null],
    ['/ar', '/ar', null],
    ['/ar?x=1', '/ar', null],
    ['/ar/offers#ask', '/ar', null],
    ['#top', '/ar', null],
    ['?page=2', '/ar', null],
    ['https://example.com/offers', '/ar', null],
    ['mailto:a@example.com', '/ar', null],
    [null, '/ar', null],
    [
      '/offers',
      '/ar',
      "must be a path of this market, under /ar (for example /ar/offers); another market's page needs its full https:// address",
    ],
    [
      '/arabic',
      '/ar',
      "must be a path of this market, under /ar (for example /ar/arabic); another market's page needs its full https:// address",
    ],
    ['/', '/ar/', "must be a path of this market, under /ar (for example /ar); another market's page needs its full https:// address"],
  ])('%j in a market under %j → %j', (url, basePath, problem) => {
    expect(marketPathProblem(url, basePath)).toBe(problem)
  })
})

describe('planMove', () => {
  it.each([
    [
      'down among siblings',
      2,
      1,
      1,
      [
        { id: 2, parentId: 1, position: 1 },
        { id: 3, parentId: 1, position: 0 },
      ],
    ],
    [
      'up among top-level entries',
      4,
      null,
      0,
      [
        { id: 4, parentId: null, position: 0 },
        { id: 1, parentId: null, position: 1 },
      ],
    ],
    ['to the same place (nothing changes)', 3, 1, 1, []],
    [
      'past the end (clamped)',
      1,
      null,
      99,
      [
        { id: 1, parentId: null, position: 1 },
        { id: 4, parentId: null, position: 0 },
      ],
    ],
    [
      'out of its parent to the top level (entry 1 keeps its place)',
      3,
      null,
      1,
      [
        { id: 3, parentId: null, position: 1 },
        { id: 4, parentId: null, position: 2 },
      ],
    ],
    [
      'under another parent; the old siblings close the gap',
      2,
      4,
      0,
      [
        { id: 2, parentId: 4, position: 0 },
        { id: 3, parentId: 1, position: 0 },
      ],
    ],
  ])('moves %s', (_what, id, parentId, position, expected) => {
    const plan = planMove(rows, id, parentId, position)
    expect(plan.ok).toBe(true)
    if (plan.ok) expect([...plan.updates].sort((a, b) => a.id - b.id)).toEqual([...expected].sort((a, b) => a.id - b.id))
  })

  it.each([
    ['under itself', 1, 1, 'an entry cannot move under itself or one of its children'],
    ['under its child', 1, 2, 'an entry cannot move under itself or one of its children'],
    ['under its grandchild', 1, 5, 'an entry cannot move under itself or one of its children'],
    ['under an unknown entry', 4, 42, 'no entry 42 in this navigation'],
    ['too deep', 2, 3, 'the navigation is at most 3 levels deep'],
  ])('refuses a move %s', (_what, id, parentId, message) => {
    expect(planMove(rows, id, parentId, 0)).toEqual({ ok: false, field: 'parent_id', message })
  })
})

describe('buildNavTree', () => {
  it('nests by parent and orders by position, then id', () => {
    const named = [...rows, { id: 6, parentId: null, position: 1 }].map((r) => ({
      ...r,
      label: `E${r.id}`,
      url: null,
      target: r.id === 4 ? '_blank' : 'x',
    }))
    const tree = buildNavTree(named)
    expect(tree.map((e) => e.id)).toEqual([1, 4, 6])
    expect(tree[0]!.children.map((e) => e.id)).toEqual([2, 3])
    expect(tree[0]!.children[0]!.children[0]).toMatchObject({ id: 5, parent_id: 2, children: [] })
    expect(tree.map((e) => e.target)).toEqual(['_self', '_blank', '_self'])
  })
})
