import { z } from 'zod'
import { colourThemes, defineTemplate } from '../template.ts'

/** spec 2 §3.6 Hero Title Banner (interim fields until the catalogue issue). */
export const heroTitleBannerFields = z.strictObject({
  'rdx-image': z.strictObject({ id: z.number().int().positive(), alt: z.string().max(300).default('') }).optional(),
  heading: z.string().max(200).default(''),
  paragraph: z.string().max(1000).default(''),
  button: z.strictObject({
    url: z.string().max(2048),
    link_text: z.string().max(100),
    type: z.enum(['internal', 'external']).default('internal'),
    target: z.enum(['_self', '_blank']).default('_self'),
    ui_type: z.enum(['primary', 'secondary', 'tertiary']).default('primary'),
  }).optional(),
  level: z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']).default('h2'),
  header_size: z.enum(['xs', 's', 'm', 'l', 'xl', 'title']).default('xl'),
  header_font: z.string().max(50).optional(),
  box_color: z.enum(colourThemes).default('dark-theme'),
  block_scroll_id: z.string().max(100).default(''),
})
export type HeroTitleBannerFields = z.infer<typeof heroTitleBannerFields>

export const heroTitleBanner = defineTemplate({
  key: 'hero-title-banner', name: 'Hero Title Banner', group: 'Text, headings and banners', fields: heroTitleBannerFields,
})
