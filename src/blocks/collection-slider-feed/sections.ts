import type { MerchandiseItem } from '~/merchandise/collection-feed.ts'

export interface FeedSection {
  group: string | null
  items: MerchandiseItem[]
}

/**
 * spec 2 §3.7 Collection Slider Feed: what the block shows of the feed. At most `limit` items; with
 * `grouped`, a section (a row under its name) per group in the feed's order, items without a group
 * last; otherwise one unnamed section.
 */
export function feedSections(items: readonly MerchandiseItem[], options: { grouped: boolean; limit: number }): FeedSection[] {
  const shown = items.slice(0, Math.max(0, options.limit))
  if (shown.length === 0) return []
  if (!options.grouped) return [{ group: null, items: shown }]
  const byGroup = new Map<string | null, MerchandiseItem[]>()
  for (const item of shown) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item])
  const sections = [...byGroup].map(([group, groupItems]) => ({ group, items: groupItems }))
  return [...sections.filter((s) => s.group !== null), ...sections.filter((s) => s.group === null)]
}
