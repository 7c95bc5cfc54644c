import { heroTitleBanner } from './hero-title-banner/template.ts'
import { htmlBox } from './html-box/template.ts'
import type { BlockTemplate } from './template.ts'

/**
 * The single list of block templates. The editor config, the type map and the renderer map
 * (renderers.ts, by folder) derive from it; adding a block = its folder + one line here.
 * Templates are plain data, so server code (bundle import, content API) can use this list.
 */
export const blockRegistry = {
  'hero-title-banner': heroTitleBanner,
  'html-box': htmlBox,
} satisfies Record<string, BlockTemplate>

export type TemplateKey = keyof typeof blockRegistry

export function findTemplate(key: string): BlockTemplate | undefined {
  return Object.hasOwn(blockRegistry, key) ? (blockRegistry[key as TemplateKey] as BlockTemplate) : undefined
}
