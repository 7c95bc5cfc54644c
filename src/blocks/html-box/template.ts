import { z } from 'zod'
import { colourThemes, defineTemplate } from '../template.ts'

/** spec 2 §3.6 HTML Box: free HTML, sanitised on save and on render. */
export const htmlBoxFields = z.strictObject({
  html: z.string().max(200_000).default(''),
  box_color: z.enum(colourThemes).default('light-theme'),
  block_scroll_id: z.string().max(100).default(''),
})
export type HtmlBoxFields = z.infer<typeof htmlBoxFields>

export const htmlBox = defineTemplate({
  key: 'html-box', name: 'HTML Box', group: 'Text, headings and banners', fields: htmlBoxFields, htmlFields: ['html'],
})
