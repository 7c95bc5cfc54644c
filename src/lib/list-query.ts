import { z } from 'zod'

export const MAX_PER_PAGE = 100
export const DEFAULT_PER_PAGE = 20

/**
 * The query of a back-office list (`?search=&sort=&dir=&page=&per_page=`), the same for the
 * /api/admin endpoints and for the /admin loaders, which read it from the page URL.
 */
export function listQuerySchema<const K extends string>(sortKeys: readonly [K, ...K[]], defaults: { sort: K; dir: 'asc' | 'desc' }) {
  return z.object({
    search: z.string().trim().max(200).default(''),
    sort: z.enum(sortKeys).default(defaults.sort),
    dir: z.enum(['asc', 'desc']).default(defaults.dir),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  })
}
export interface ListQuery<K extends string = string> {
  search: string
  sort: K
  dir: 'asc' | 'desc'
  page: number
  per_page: number
}

/**
 * A page URL's list query; a hand-edited bad parameter falls back to its default instead of
 * failing the page (the API answers 400 for the same input).
 */
export function listQueryFromUrl<S extends z.ZodObject>(schema: S, url: URL): z.infer<S> {
  const raw = Object.fromEntries(url.searchParams)
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const good = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => {
      const field = schema.shape[key] as z.ZodType | undefined
      return field?.safeParse(value).success ?? false
    }),
  )
  return schema.parse(good)
}
