import { describe, expect, it } from 'vitest'
import { blockRegistry } from '~/blocks/registry.ts'
import { buildPuckConfig } from './puck-config.tsx'
import { orderGroupsByUse, type BlockUsage } from './catalogue.ts'

const groups = [
  { id: 'Advanced', keys: ['tabs', 'compare'] },
  { id: 'Hero', keys: ['hero'] },
  { id: 'Content', keys: ['quote', 'html', 'image'] },
]
const order = (usage: BlockUsage) => orderGroupsByUse(groups, usage).map((g) => g.id)

describe('orderGroupsByUse (the catalogue opens on the most used group)', () => {
  it.each([
    ['the group with the most blocks on the pages first', { hero: 5, quote: 1, html: 2, tabs: 1 }, ['Hero', 'Content', 'Advanced']],
    ['a group counts all its templates', { hero: 2, quote: 1, html: 1, image: 1 }, ['Content', 'Hero', 'Advanced']],
    ['unused: the larger group first', {}, ['Content', 'Advanced', 'Hero']],
    ['equal use and size: the groups keep their order', { tabs: 1, quote: 1 }, ['Content', 'Advanced', 'Hero']],
    ['unknown templates count for nothing', { gone: 99, hero: 1 }, ['Hero', 'Content', 'Advanced']],
  ] as const)('%s', (_what, usage, expected) => {
    expect(order(usage)).toEqual(expected)
  })

  it('on a new market the editor opens on Content, not on Advanced (spec 2 §3.1 order)', () => {
    const config = buildPuckConfig({})
    const categories = Object.entries(config.categories!).map(([id, c]) => ({ id, keys: c.components ?? [] }))
    expect(categories[0]!.id).toBe('Advanced')
    expect(orderGroupsByUse(categories, {})[0]!.id).toBe('Content')
    const hero = Object.values(blockRegistry).find((t) => t.group === 'Hero')!
    expect(orderGroupsByUse(categories, { [hero.key]: 1000 })[0]!.id).toBe('Hero')
  })
})
