/** How often each template is used on the market's pages, by template key. */
export type BlockUsage = Readonly<Record<string, number>>

export interface CatalogueGroup {
  id: string
  /** The template keys of the group. */
  keys: readonly string[]
}

/**
 * The block catalogue's groups, most used first (it opened on 'Advanced', the first
 * group of spec 2 §3.1, though editors mostly add Hero and Content blocks). Usage is the count of
 * the group's blocks on the market's pages; on a market without pages the larger group comes
 * first; otherwise the groups keep their order.
 * @example orderGroupsByUse([{ id: 'Advanced', keys: ['tabs'] }, { id: 'Content', keys: ['quote'] }], { quote: 3 })
 * // → Content, Advanced
 */
export function orderGroupsByUse<G extends CatalogueGroup>(groups: readonly G[], usage: BlockUsage): G[] {
  const used = (group: G) => group.keys.reduce((sum, key) => sum + (usage[key] ?? 0), 0)
  return groups
    .map((group, index) => ({ group, index, used: used(group) }))
    .sort((a, b) => b.used - a.used || b.group.keys.length - a.group.keys.length || a.index - b.index)
    .map((entry) => entry.group)
}
