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
    page: queryWholeNumber(1, 1_000_000, 1),
    per_page: queryWholeNumber(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
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

/**
 * A page number or a count as an address writes it: digits only, `fallback` when left out.
 * Coercing read `1e1` as 10, `0x10` as 16 and ` 7` as 7, so a hand-edited address showed another
 * page than it named.
 * @example queryWholeNumber(1, 100, 1).parse('12') // → 12
 * @example queryWholeNumber(1, 100, 1).safeParse('1e1').success // → false
 */
export function queryWholeNumber(min: number, max: number, fallback: number, rule?: string) {
  // Digits become the number; anything else stays text and the number's check refuses it. The
  // OpenAPI documents describe the number: an integer, its bounds and its default.
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z
      // `rule`, when given, is the one message of every refusal (`must be 1 to 100`).
      .number({ error: (issue) => rule ?? (issue.code === 'invalid_type' ? 'must be a whole number written in digits' : undefined) })
      .int()
      .min(min)
      .max(max)
      .default(fallback),
  )
}
