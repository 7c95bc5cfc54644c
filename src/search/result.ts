import { z } from 'zod'

/** One site search result (spec 1 §2): a page's title, description and link. */
export const searchResultSchema = z.object({
  kind: z.literal('page'),
  title: z.string(),
  description: z.string(),
  url: z.string(),
})
export type SearchResult = z.infer<typeof searchResultSchema>
