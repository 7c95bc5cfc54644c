import { blockRegistry, type TemplateKey } from './registry.ts'
import type { BlockSample } from './sample.ts'

const keys = Object.keys(blockRegistry) as TemplateKey[]

// NOTE: a plain dynamic import, not import.meta.glob (as renderers.ts uses): the demo's block
// gallery loads this module under tsx and Playwright too, where only Vite knows import.meta.glob.
const modules = await Promise.all(
  keys.map((key) =>
    (import(`./${key}/sample.ts`) as Promise<{ sample: BlockSample }>).catch((error: unknown) => {
      throw new Error(`Block ${key} has no sample: src/blocks/${key}/sample.ts (${(error as Error).message})`)
    }),
  ),
)

/**
 * One realistic sample per template, on the demo market's images (demo/media), from the block
 * folders: `./{key}/sample.ts` for every key of the registry (a missing one fails loading). The block
 * gallery of the end-to-end tests renders each of them in every colour theme and right-to-left;
 * samples.test.ts checks that each one is valid content for its template.
 */
export const blockSamples = Object.fromEntries(keys.map((key, i) => [key, modules[i]!.sample])) as Record<TemplateKey, BlockSample>
