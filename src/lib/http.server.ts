import type { Context } from 'hono'
import type { z } from 'zod'
import { parseJsonBody, problem } from '~/lib/api-problems.ts'

/** A service's refusal that the API turns into a 4xx (unknown id, conflict, invalid value). */
export class ServiceError extends Error {
  constructor(
    readonly status: 403 | 404 | 409 | 422,
    readonly title: string,
    readonly detail: string,
    readonly pointer?: string,
  ) {
    super(detail)
  }
}

export const serviceErrorResponse = (c: Context, error: ServiceError) =>
  c.json(problem(error.status, error.title, error.detail, error.pointer), error.status)

/** Runs a service call; an ServiceError becomes its 4xx answer, anything else is rethrown (500). */
export async function answer<T>(c: Context, run: () => Promise<T>, status: 200 | 201 = 200): Promise<Response> {
  try {
    const result = await run()
    return c.json({ data: result }, status)
  } catch (error) {
    if (error instanceof ServiceError) return serviceErrorResponse(c, error)
    throw error
  }
}

/** The JSON body checked against a schema, or the 4xx answer to send. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> | Response> {
  const body = await parseJsonBody(c, schema, 'Invalid value')
  return body.ok ? body.data : body.response
}

/**
 * Anonymous pages from the page cache (ADR 042), the sitemap and robots.txt and the
 * public inventory API (ADR 072): browsers revalidate every time (max-age=0, by ETag), so a visitor who signs in sees the
 * signed-in page at once; a CDN may keep a page a minute and serve it stale for five more while
 * it fetches the next. Everything else is private.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
