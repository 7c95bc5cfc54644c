import { blockRenderers } from './renderers.ts'

export interface RenderableBlock { id: number; template: string; fields: Record<string, unknown>; groups: Record<string, unknown>[] }

/**
 * Renders a page's blocks in order. Each gets `data-block-index` (1-based, for `#component-{n}`)
 * and its `block_scroll_id` as an anchor (spec 1 §2). Blocks arrive already validated.
 */
export function BlockList({ blocks }: { blocks: RenderableBlock[] }) {
  return blocks.map((block, i) => {
    const Block = Object.hasOwn(blockRenderers, block.template) ? blockRenderers[block.template] : undefined
    if (!Block) return null
    const anchor = typeof block.fields.block_scroll_id === 'string' && block.fields.block_scroll_id ? block.fields.block_scroll_id : undefined
    return (
      <div key={block.id} className="fc-block" id={anchor} data-block-index={i + 1} data-template={block.template}>
        <Block fields={block.fields} groups={block.groups} context={{ index: i + 1, eagerImages: i < 2 }} />
      </div>
    )
  })
}
