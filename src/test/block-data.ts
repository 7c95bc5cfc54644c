import { vi } from 'vitest'
import type { BlockDataContext, BlockDataSources } from '~/blocks/block-data.server.ts'
import { createDisclaimers } from '~/pricing/tags.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { Site } from '~/sites/sites.ts'

/**
 * The context a block's `resolveData` gets, for its tests: the sources the block reads (the others
 * absent), the market's settings, a fresh page disclaimer collection and a `warn` spy.
 */
export function blockDataContext(sources: Partial<BlockDataSources>, settings: SettingMap = {}, siteId = 1) {
  return {
    site: { id: siteId } as Site,
    settings,
    sources: sources as BlockDataSources,
    disclaimers: createDisclaimers(),
    warn: vi.fn<(message: string) => void>(),
  } satisfies BlockDataContext
}
