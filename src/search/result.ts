import { z } from 'zod'

/**
 * One site search result (spec 1 §2): a page's title, description and link; or a model in stock or
 * a retailer (ADR 114), with the label of its kind, linking to the listing filtered to it.
 */
export const searchResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), title: z.string(), description: z.string(), url: z.string() }),
  z.object({ kind: z.enum(['model', 'retailer']), label: z.string(), title: z.string(), description: z.string(), url: z.string() }),
])
export type SearchResult = z.infer<typeof searchResultSchema>
