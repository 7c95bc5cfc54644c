import type { FormBlockSource } from '~/forms/public-form.ts'
import type { CollectionFeed } from '~/merchandise/collection-feed.server.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { Disclaimers } from '~/pricing/tags.ts'
import type { NewsService } from '~/news/news.server.ts'
import type { RecallBlockSource } from '~/recalls/recalls.server.ts'
import type { Site } from '~/sites/sites.ts'
import type { StockListingSource } from '~/stock/listing/source.server.ts'
import type { VehicleService } from '~/vehicles/vehicles.server.ts'
import type { BlockContent } from './images.ts'
import type { DealerBlockSource } from './retailer-locator/locator.ts'

/** How long a page render waits for one block's data before showing that block's failure state. */
export const BLOCK_DATA_TIMEOUT_MS = 3000

/**
 * What a block's data resolver may read. Each data source is a small adapter (sandbox in the demo
 * and tests, the provider's real API or the database otherwise); domains add theirs here.
 */
export interface BlockDataSources {
  /** The market's vehicle models: spec values, prices, engines. */
  vehicles: Pick<VehicleService, 'models' | 'all'>
  /** Collection Slider Feed's merchandise (spec 2 §7). */
  collections: CollectionFeed
  /** The market's forms, for the form blocks (spec 2 §3.5, §3.10). */
  forms: FormBlockSource
  /** The market's stock lists, for the listing blocks (spec 3 §2; ADR 074). */
  stock: StockListingSource
  /** The market's dealers, for the retailer locators (spec 2 §3.11). */
  dealers: DealerBlockSource
  /** The market's recall list, for the Local VIN Checker (spec 2 §3.12; ADR 138). */
  recalls: RecallBlockSource
  /** The market's regional news, for MENA News (spec 2 §3.12, §7; ADR 165). */
  news: NewsService
  /**
   * How the market takes cards, for the electric-model programme's block (ADR 104): the card
   * sandbox's test cards, or Stripe's own fields with the market's publishable key.
   */
  cardPayments: { sandbox: boolean; publishableKey: string | null }
}

export interface BlockDataContext {
  site: Site
  settings: SettingMap
  sources: BlockDataSources
  /** The page's disclaimer markers (spec 2 §9: '*', '**' … by order of appearance on the page). */
  disclaimers: Disclaimers
  warn(message: string): void
  /**
   * The page's URL as this render sees it: on a render for the page cache only the parameters of
   * PAGE_QUERY_PARAMS (ADR 039), so a block reading others must expect them missing (ADR 074).
   */
  url?: URL
}

/**
 * A block folder's `data.server.ts` exports `resolveData`: the data its renderer needs, read on
 * the server before the page renders (STYLE.md: renderers do no data fetching). It receives the
 * block's validated fields and groups; what it resolves reaches the renderer as `data`.
 *
 * @example
 * // src/blocks/collection-slider-feed/data.server.ts
 * export const resolveData: BlockDataResolver<Fields, Group, Item[]> = (block, { sources }) =>
 *   sources.collections.items({ lang: block.fields.lang, … })
 */
export type BlockDataResolver<F = Record<string, unknown>, G = Record<string, unknown>, D = unknown> = (
  block: { fields: F; groups: G[] },
  context: BlockDataContext,
) => Promise<D>

type Resolvers = Record<string, BlockDataResolver<never, never>>

const modules = import.meta.glob<{ resolveData: BlockDataResolver<never, never> }>('./*/data.server.ts', { eager: true })
const folderResolvers: Resolvers = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.split('/')[1]!, module.resolveData]),
)

export const blockDataKeys: readonly string[] = Object.keys(folderResolvers)

/**
 * Resolves the data of the blocks that have a resolver, all at once. A resolver that throws or
 * outlasts `timeoutMs` is logged and its block marked `dataFailed`: the page still renders, and
 * that block shows its Loading Failed state with 'Try again' (spec 2 §4 Block loading, §8).
 */
export async function withBlockData<B extends BlockContent>(
  blocks: readonly B[],
  context: BlockDataContext,
  options: { resolvers?: Resolvers; timeoutMs?: number } = {},
): Promise<(B & { data?: unknown; dataFailed?: boolean })[]> {
  const resolvers = options.resolvers ?? folderResolvers
  const timeoutMs = options.timeoutMs ?? BLOCK_DATA_TIMEOUT_MS
  return Promise.all(
    blocks.map(async (block) => {
      const resolve = Object.hasOwn(resolvers, block.template) ? resolvers[block.template]! : undefined
      if (!resolve) return block
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      })
      try {
        const data = await Promise.race([(resolve as BlockDataResolver)(block, context), timeout])
        return { ...block, data }
      } catch (error) {
        context.warn(`Block data of ${block.template} failed: ${(error as Error).message}`)
        return { ...block, dataFailed: true }
      } finally {
        clearTimeout(timer)
      }
    }),
  )
}
