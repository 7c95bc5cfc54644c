import type { ReactNode } from 'react'
import type { PostcodeListingProps } from '~/stock/ui/listing/StockListing.tsx'
import { chunkLoader } from './chunk-loader.ts'

/**
 * Parts of a block that only some of its uses need, each a chunk of its own (ADR 092): the
 * postcode search of a Stock Locator, which most markets do not turn on, is 3.7 KB gzip that
 * every listing page loaded. A block's data names the parts it needs (`parts`); they load as
 * renderers do (ADR 013) — the server before rendering such a page (and lists their chunks and
 * styles with the page's), the browser before hydrating it (`data-block-part` marks what the
 * server rendered) or before showing it after a client-side navigation. A part that failed to load
 * is missing: the block renders without it.
 */
const loaders = new Map([['postcode-search', () => import('~/stock/ui/postcode-search/PostcodeListing.tsx')]] as const)
export type BlockPart = typeof loaders extends ReadonlyMap<infer K, unknown> ? K : never

/** The parts' modules as the client build's manifest names them (block-assets.ts). */
export const BLOCK_PART_MODULES: Readonly<Record<BlockPart, string>> = {
  'postcode-search': 'src/stock/ui/postcode-search/PostcodeListing.tsx',
}

const partLoader = chunkLoader<(props: PostcodeListingProps) => ReactNode>(loaders)

/** The parts loaded so far. */
export const blockParts: Readonly<Partial<Record<BlockPart, (props: PostcodeListingProps) => ReactNode>>> = partLoader.loaded

/** Loads these parts (unknown names are ignored); resolves with those that failed (chunkLoader). */
export const loadBlockParts = partLoader.load

const isPart = (key: string): key is BlockPart => loaders.has(key as BlockPart)

/** The parts these blocks' data names. */
export function blockPartsOf(blocks: readonly { data?: unknown }[]): BlockPart[] {
  const parts = blocks.flatMap((block) => {
    const named = (block.data as { parts?: unknown } | null | undefined)?.parts
    return Array.isArray(named) ? named.filter((part): part is BlockPart => typeof part === 'string' && isPart(part)) : []
  })
  return [...new Set(parts)]
}

/** Marks an element whose block rendered these parts (space-separated), read before hydrating. */
export const BLOCK_PART_ATTRIBUTE = 'data-block-part'
