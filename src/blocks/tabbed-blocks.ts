import { createContext } from 'react'

/**
 * spec 2 §4 Section Tabs and tabbed blocks: a tabs block shows, per tab, the next blocks_count
 * blocks of the page; exactly one tab is current and only its blocks are visible. This module is
 * the page-level rule (pure, used by BlockList) and the context through which BlockList hands a
 * tabs block its tabs' blocks and the current tab.
 */

/** The templates whose groups are tabs controlling the following blocks. */
export const TABS_TEMPLATES: ReadonlySet<string> = new Set(['section-tabs', 'image-tabs', 'info-system'])
/**
 * Of those, the ones where no group is current until the visitor chooses one (spec 2 §4
 * Infotainment: the dropdown first, then the option's blocks): their blocks are all hidden until
 * then, and their groups are options, not tabs.
 */
export const CHOOSER_TEMPLATES: ReadonlySet<string> = new Set(['info-system'])
/** The current "tab" of a chooser before the visitor chose one. */
export const NONE_CHOSEN = -1

export interface PageBlock {
  template: string
  fields?: Record<string, unknown>
  groups: readonly Record<string, unknown>[]
}

/** One tab's blocks: 0-based page positions `start` (inclusive) to `end` (exclusive). */
export interface Panel {
  start: number
  end: number
}
/** A tabs block (0-based page position) and, per tab, the blocks it shows. */
export interface TabbedRange {
  tabs: number
  panels: Panel[]
}
/** A block shown by tab `tab` of the tabs block at position `tabs`. */
export interface Membership {
  tabs: number
  tab: number
}

/** A tab's blocks_count: default 1 (spec 2 §3.9); whole, not negative. */
export function blocksCount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 1
  return Math.max(0, Math.floor(value))
}

/**
 * Which blocks each tabs block controls. Tabs take the following blocks in order, each its
 * blocks_count; counts are clipped at the page's end. A tabs block inside another's tab is
 * nested: its tabs are clipped at the end of that enclosing tab, so a block belongs to one tab of
 * each tabs block around it and is visible only when all of those tabs are current.
 */
export function tabbedRanges(blocks: readonly PageBlock[]): TabbedRange[] {
  const ranges: TabbedRange[] = []
  blocks.forEach((block, i) => {
    if (!TABS_TEMPLATES.has(block.template) || block.groups.length === 0) return
    // The innermost tab around this tabs block ends first, since nested tabs are clipped to it.
    let limit = blocks.length
    for (const range of ranges) for (const panel of range.panels) if (panel.start <= i && i < panel.end) limit = Math.min(limit, panel.end)
    let start = i + 1
    const panels = block.groups.map((group) => {
      const end = Math.min(start + blocksCount(group.blocks_count), limit)
      const panel = { start, end: Math.max(start, end) }
      start = panel.end
      return panel
    })
    ranges.push({ tabs: i, panels })
  })
  return ranges
}

/** The tabs (outermost first) that must be current for the block at `index` to be visible. */
export function membershipsOf(ranges: readonly TabbedRange[], index: number): Membership[] {
  const found: Membership[] = []
  for (const range of ranges) {
    const tab = range.panels.findIndex((p) => p.start <= index && index < p.end)
    if (tab >= 0) found.push({ tabs: range.tabs, tab })
  }
  return found
}

/**
 * A selection (tabs block position → tab) read for a tabs block with `count` tabs: first by
 * default; `fallback` (NONE_CHOSEN for a chooser) instead of the first for none or an unknown tab.
 */
export function currentTab(selection: Readonly<Record<number, number>>, tabs: number, count: number, fallback = 0): number {
  const tab = selection[tabs] ?? fallback
  return tab >= 0 && tab < count ? tab : fallback
}

/**
 * The 0-based positions of the blocks hidden because a tab around them is not current. `choosers`
 * are the positions of chooser blocks (CHOOSER_TEMPLATES): with none chosen, all their blocks hide.
 */
export function hiddenBlocks(
  ranges: readonly TabbedRange[],
  selection: Readonly<Record<number, number>>,
  choosers: ReadonlySet<number> = new Set(),
): Set<number> {
  const hidden = new Set<number>()
  for (const range of ranges) {
    const current = currentTab(selection, range.tabs, range.panels.length, choosers.has(range.tabs) ? NONE_CHOSEN : 0)
    range.panels.forEach((panel, tab) => {
      if (tab === current) return
      for (let i = panel.start; i < panel.end; i++) hidden.add(i)
    })
  }
  return hidden
}

const decode = (raw: string) => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
const withoutHash = (value: string) => (value.startsWith('#') ? value.slice(1) : value)

/**
 * What a URL hash asks of the tabs: a hash equal to a tab's tab_id selects that tab (spec 2 §3.9);
 * a hash naming a block (`#component-{n}` or its block_scroll_id, with or without `rdx-`, as in
 * spec 1 §2) inside a tab that is not current selects the tabs that show it. `scrollTo` is the tabs
 * block to bring into view for a tab_id, which no element carries.
 */
export function selectionForHash(
  blocks: readonly PageBlock[],
  ranges: readonly TabbedRange[],
  hash: string,
): { select: Membership[]; scrollTo?: number } {
  const id = decode(withoutHash(hash)).trim()
  if (!id) return { select: [] }
  for (const range of ranges) {
    const tab = blocks[range.tabs]!.groups.findIndex((g) => typeof g.tab_id === 'string' && withoutHash(g.tab_id.trim()) === id)
    if (tab >= 0) return { select: [...membershipsOf(ranges, range.tabs), { tabs: range.tabs, tab }], scrollTo: range.tabs }
  }
  const component = /^component-([1-9]\d*)$/.exec(id)
  const target = component
    ? Number(component[1]) - 1
    : blocks.findIndex((b) => {
        const anchor = b.fields?.block_scroll_id
        return typeof anchor === 'string' && anchor !== '' && (anchor === `rdx-${id}` || anchor === id)
      })
  if (target < 0 || target >= blocks.length) return { select: [] }
  return { select: membershipsOf(ranges, target) }
}

/** Element ids shared by a tabs block (its tab buttons) and BlockList (the blocks they control). */
export const tabElementId = (blockIndex: number, tab: number) => `fc-tab-${blockIndex}-${tab + 1}`
export const blockElementId = (blockIndex: number) => `fc-block-${blockIndex}`

/** What BlockList tells a tabs block: per tab, the element ids of its blocks; the current tab. */
export interface TabbedBlocksControl {
  panelIds: string[][]
  current: number
  select: (tab: number) => void
}
export const TabbedBlocksContext = createContext<TabbedBlocksControl | null>(null)
