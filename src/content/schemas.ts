import { z } from 'zod'
import { metaheadSchema, pageSchema } from './page.ts'

/** spec 1 §3: blocks carry id, active_positions and positions (each position has id). */
export const blockSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  fields: z.record(z.string(), z.unknown()),
  field_groups: z.array(z.record(z.string(), z.unknown())),
  position: z.number().int(),
  active_positions: z.array(z.number().int()),
  positions: z.array(z.object({ id: z.number().int(), position: z.number().int() })),
})
export type Block = z.infer<typeof blockSchema>

export const pageWithContentSchema = pageSchema.extend({
  metaheads: z.array(metaheadSchema),
  blocks: z.array(blockSchema),
})
export type PageWithContent = z.infer<typeof pageWithContentSchema>

export interface NavEntry {
  id: number
  label: string
  url: string | null
  target: '_self' | '_blank'
  children: NavEntry[]
}
export const navEntrySchema: z.ZodType<NavEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    url: z.string().nullable(),
    target: z.enum(['_self', '_blank']),
    children: z.array(navEntrySchema),
  }),
)

export const breadcrumbSchema = z.object({ label: z.string(), url: z.string() })
export type Breadcrumb = z.infer<typeof breadcrumbSchema>

/** spec 2 §3.2 Field definition. */
export const fieldDefinitionSchema = z.object({
  label: z.string(),
  symbol: z.string(),
  field_type: z.string(),
  value: z.unknown(),
  component: z.string().nullable(),
  data: z.unknown(),
  attrs: z.record(z.string(), z.unknown()),
  contentful: z.boolean(),
})

/** spec 2 §3.1 Block template attributes. */
export const templateSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  short_description: z.string(),
  group: z.string(),
  hidden: z.boolean(),
  template: z.string().nullable(),
  field_groups: z.unknown().nullable(),
  field_groups_seed: z.unknown().nullable(),
  external_block: z.unknown().nullable(),
  area: z.string().nullable(),
  list_priority: z.number(),
  thumbnail_url: z.string(),
  max_field_groups: z.number().optional(),
  fields: z.array(fieldDefinitionSchema),
  field_groups_template: z.array(fieldDefinitionSchema),
})

export const settingSchema = z.object({ id: z.number().int().nullable(), key: z.string(), value: z.string() })

/** The JSON:API-style envelope the content API answers with. */
export const resource = <S extends z.ZodType>(type: string, attributes: S) =>
  z.object({ id: z.string(), type: z.literal(type), attributes })
