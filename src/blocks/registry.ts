import { heroTitleBanner } from './hero-title-banner/template.ts'
import { htmlBox } from './html-box/template.ts'
import { quote } from './quote/template.ts'
import { quoteSlider } from './quote-slider/template.ts'
import { contentGroup } from './content-group/template.ts'
import { imageBox } from './image-box/template.ts'
import { snippet } from './snippet/template.ts'
import { specificationGlance } from './specification-glance/template.ts'
import { rangeComponent } from './range-component/template.ts'
import type { BlockTemplate } from './template.ts'

/**
 * The single list of block templates. The editor config, the type map and the renderer map
 * (renderers.ts, by folder) derive from it; adding a block = its folder + one line here.
 * Templates are plain data, so server code (bundle import, content API) can use this list.
 */
export const blockRegistry = {
  'hero-title-banner': heroTitleBanner,
  'html-box': htmlBox,
  'quote': quote,
  'quote-slider': quoteSlider,
  'content-group': contentGroup,
  'image-box': imageBox,
  'snippet': snippet,
  'specification-glance': specificationGlance,
  'range-component': rangeComponent,
} satisfies Record<string, BlockTemplate>

export type TemplateKey = keyof typeof blockRegistry

export function findTemplate(key: string): BlockTemplate | undefined {
  return Object.hasOwn(blockRegistry, key) ? (blockRegistry[key as TemplateKey] as BlockTemplate) : undefined
}
