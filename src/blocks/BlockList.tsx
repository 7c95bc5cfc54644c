import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { HighPriorityImagesContext } from '~/ui/Image.tsx'
import { LoadedBlock } from './LoadedBlock.tsx'
import { blockRendererKeys } from './renderers.ts'
import {
  blockElementId,
  CHOOSER_TEMPLATES,
  hiddenBlocks,
  NONE_CHOSEN,
  membershipsOf,
  selectionForHash,
  tabbedRanges,
  tabElementId,
  TabbedBlocksContext,
  type Panel,
  type TabbedBlocksControl,
} from './tabbed-blocks.ts'

export interface RenderableBlock {
  id: number
  template: string
  fields: Record<string, unknown>
  groups: Record<string, unknown>[]
  /** Server-resolved data of the block (block-data.server.ts); `dataFailed` when it could not be read. */
  data?: unknown
  dataFailed?: boolean
}

const noSubscription = () => () => {}

const anchorOf = (block: RenderableBlock) =>
  typeof block.fields.block_scroll_id === 'string' && block.fields.block_scroll_id ? block.fields.block_scroll_id : undefined

/**
 * Renders a page's blocks in order (`editing` in the in-site editor). Each gets `data-block-index` (1-based, for `#component-{n}`)
 * and its `block_scroll_id` as an anchor (spec 1 §2). Blocks arrive already validated.
 *
 * Tabs blocks (spec 2 §4 Section Tabs) control the blocks after them: the wrappers of blocks in a
 * tab that is not current are `hidden`, from the server render on (first tab current), and carry
 * role=tabpanel labelled by their tab. The current tab per tabs block (by block id) is state here;
 * a tabs block reads and sets it through TabbedBlocksContext. A URL hash naming a tab_id, or a
 * block inside a tab, selects that tab.
 */
export function BlockList({ blocks, editing = false }: { blocks: RenderableBlock[]; editing?: boolean }) {
  const ranges = useMemo(() => tabbedRanges(blocks), [blocks])
  // The current tab per tabs block, kept by block id so another page's blocks never inherit it.
  const [chosen, setChosen] = useState<Record<number, number>>({})
  const select = useCallback(
    (tabs: number, tab: number) => {
      const id = blocks[tabs]?.id
      if (id !== undefined) setChosen((previous) => (previous[id] === tab ? previous : { ...previous, [id]: tab }))
    },
    [blocks],
  )

  // The server never sees the hash, so it is read once hydrated, and again whenever it changes.
  // As the store's value rather than a "hydrated" flag: a page opened without a hash is not
  // rendered a second time after hydrating (every block would be, synchronously: ADR 095).
  const hash = useLocation().hash
  const seenHash = useSyncExternalStore(
    noSubscription,
    () => hash,
    () => '',
  )
  const [applied, setApplied] = useState({ hash: '', blocks })
  const forHash = useMemo(() => selectionForHash(blocks, ranges, seenHash), [blocks, ranges, seenHash])
  if (applied.hash !== seenHash || applied.blocks !== blocks) {
    setApplied({ hash: seenHash, blocks })
    if (forHash.select.length > 0) {
      setChosen((previous) => ({ ...previous, ...Object.fromEntries(forHash.select.map(({ tabs, tab }) => [blocks[tabs]!.id, tab])) }))
    }
  }
  useEffect(() => {
    if (forHash.scrollTo === undefined) return
    document.querySelector(`[data-block-index="${forHash.scrollTo + 1}"]`)?.scrollIntoView?.({ block: 'start' })
  }, [forHash])

  // Choosers (the Infotainment block) show none of their blocks until the visitor picks an option.
  const choosers = useMemo(
    () => new Set(ranges.filter((r) => CHOOSER_TEMPLATES.has(blocks[r.tabs]!.template)).map((r) => r.tabs)),
    [ranges, blocks],
  )
  const selection = useMemo(
    () => Object.fromEntries(ranges.map((r) => [r.tabs, chosen[blocks[r.tabs]!.id] ?? (choosers.has(r.tabs) ? NONE_CHOSEN : 0)])),
    [ranges, chosen, blocks, choosers],
  )
  const hidden = useMemo(() => hiddenBlocks(ranges, selection, choosers), [ranges, selection, choosers])

  const rendered = blocks.map((block, i) =>
    blockRendererKeys.includes(block.template) ? (
      <LoadedBlock block={block} context={{ index: i + 1, eagerImages: i < 2, editing }} />
    ) : null,
  )
  const controlOf = (tabs: number): TabbedBlocksControl | undefined => {
    const range = ranges.find((r) => r.tabs === tabs)
    if (!range) return undefined
    // Per tab, the element ids of its blocks that are on the page.
    const idsOf = (p: Panel) =>
      Array.from({ length: p.end - p.start }, (_, k) => p.start + k)
        .filter((i) => rendered[i])
        .map((i) => anchorOf(blocks[i]!) ?? blockElementId(i + 1))
    const current = choosers.has(tabs) ? (selection[tabs] ?? NONE_CHOSEN) : (selection[tabs] ?? 0)
    return { panelIds: range.panels.map(idsOf), current, select: (tab) => select(tabs, tab) }
  }

  return blocks.map((block, i) => {
    let content: ReactNode = rendered[i]
    if (!content) return null
    const control = controlOf(i)
    if (control) content = <TabbedBlocksContext value={control}>{content}</TabbedBlocksContext>
    // The first block's picture is the page's largest paint: it goes first (ADR 061).
    if (i === 0) content = <HighPriorityImagesContext value={true}>{content}</HighPriorityImagesContext>
    // The innermost tab around a block labels it; a chooser's option has no tab to be labelled by.
    const owner = membershipsOf(ranges, i)
      .filter((m) => !choosers.has(m.tabs))
      .at(-1)
    const anchor = anchorOf(block) ?? (owner ? blockElementId(i + 1) : undefined)
    return (
      <div
        key={block.id}
        className="fc-block"
        id={anchor}
        data-block-index={i + 1}
        data-template={block.template}
        role={owner ? 'tabpanel' : undefined}
        aria-labelledby={owner ? tabElementId(owner.tabs + 1, owner.tab) : undefined}
        hidden={hidden.has(i) || undefined}
        // In the editor a block that renders nothing yet (no content) shows its template instead (global.css).
        // NOTE: the key, not the name: the registry (and zod with it) stays out of the browser.
        data-placeholder={editing ? `${block.template}: add content` : undefined}
      >
        {content}
      </div>
    )
  })
}
