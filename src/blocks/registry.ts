import { HeroTitleBanner } from './hero-title-banner/Block.tsx'
import { heroTitleBannerFields } from './hero-title-banner/template.ts'
import { HtmlBox } from './html-box/Block.tsx'
import { htmlBoxFields } from './html-box/template.ts'
import { defineBlock, type BlockTemplate } from './template.ts'

/**
 * The single list of block templates. The editor config, the type map and the renderer map
 * derive from it; adding a block = its folder + one line here.
 */
export const blockRegistry = {
  'hero-title-banner': defineBlock({
    key: 'hero-title-banner', name: 'Hero Title Banner', group: 'Text, headings and banners',
    fields: heroTitleBannerFields, Block: HeroTitleBanner,
  }),
  'html-box': defineBlock({
    key: 'html-box', name: 'HTML Box', group: 'Text, headings and banners',
    fields: htmlBoxFields, Block: HtmlBox, htmlFields: ['html'],
  }),
} satisfies Record<string, BlockTemplate>

export type TemplateKey = keyof typeof blockRegistry

export function findTemplate(key: string): BlockTemplate | undefined {
  return Object.hasOwn(blockRegistry, key) ? (blockRegistry[key as TemplateKey] as BlockTemplate) : undefined
}
