import type { BlockComponent } from './template.ts'

/**
 * The renderer map, derived from the block folders: `./{key}/Block.tsx` renders template {key}.
 * registry.test.tsx checks it matches the registry one to one.
 */
const modules = import.meta.glob<{ default: BlockComponent }>('./*/Block.tsx', { eager: true })

export const blockRenderers: Readonly<Record<string, BlockComponent>> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.split('/')[1]!, module.default]),
)
