import { z } from 'zod'

/** spec 1 §3 Page, as the content API delivers it. */
export const pageSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  page_type: z.string().default('page'),
  title: z.string().nullable(),
  enabled: z.boolean(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  canonical_url: z.string().nullable(),
  disable_seo_tracking: z.boolean(),
  external_meta_image: z.string().nullable(),
  image_id: z.number().int().nullable(),
  type: z.string().nullable(),
  to: z.string().nullable(),
  http_code: z.number().int().nullable(),
  redirect_path: z.string().nullable(),
  link_type: z.enum(['internal', 'external', 'file']).nullable(),
  link_new_window: z.boolean(),
})
export type Page = z.infer<typeof pageSchema>

/** spec 1 §3 Metahead; rdx_core_page_id null = global. */
export const metaheadSchema = z.object({
  id: z.number().int(),
  rdx_core_page_id: z.number().int().nullable(),
  language: z.enum(['javascript', 'js-src', 'css', 'sass', 'scss', 'html']),
  content: z.string(),
  /** The CSS a sass or scss metahead compiles to (spec 1 §9; ADR 193); null for the other languages. */
  styles: z.string().nullable(),
  in_body: z.boolean(),
  reload_on_each_page: z.boolean(),
  sequence: z.number().int(),
})
export type Metahead = z.infer<typeof metaheadSchema>

/** The languages a metahead is written in (spec 1 §3 Metahead). */
export const metaheadLanguages = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'] as const
export type MetaheadLanguage = (typeof metaheadLanguages)[number]
