import type { Context } from 'hono'
import type { z } from 'zod'

/**
 * Shared answers of the /api/admin sub-routers: errors as `{errors:[{status,title,detail?,
 * source?:{pointer}}]}` (ARCHITECTURE.md), a bad body is 422 naming the field, a bad query 400.
 */
export interface Problem { status: string; title: string; detail?: string; source?: { pointer: string } }

export const problem = (status: number, title: string, detail?: string, pointer?: string): { errors: Problem[] } =>
  ({ errors: [{ status: String(status), title, ...(detail ? { detail } : {}), ...(pointer ? { source: { pointer } } : {}) }] })

/** A JSON pointer for a zod issue path: ['links', 0, 'url'] → '/links/0/url'. */
export const pointerOf = (path: readonly PropertyKey[]) => `/${path.map(String).join('/')}`

/** One error per zod issue, each naming its field. */
export function issuesProblem(status: number, title: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): { errors: Problem[] } {
  return {
    errors: error.issues.map((issue) => {
      const path = [...prefix, ...issue.path]
      const field = path.length > 0 ? path.map(String).join('.') : 'body'
      return { status: String(status), title, detail: `${field}: ${issue.message}`, source: { pointer: pointerOf(path) } }
    }),
  }
}

/** A service's refusal that the API turns into a 4xx (unknown id, conflict, invalid value). */
export class AdminError extends Error {
  constructor(readonly status: 404 | 409 | 422, readonly title: string, readonly detail: string, readonly pointer?: string) {
    super(detail)
  }
}

export const adminErrorResponse = (c: Context, error: AdminError) =>
  c.json(problem(error.status, error.title, error.detail, error.pointer), error.status)

/** Runs a service call; an AdminError becomes its 4xx answer, anything else is rethrown (500). */
export async function answer<T>(c: Context, run: () => Promise<T>, status: 200 | 201 = 200): Promise<Response> {
  try {
    const result = await run()
    return c.json({ data: result }, status)
  } catch (error) {
    if (error instanceof AdminError) return adminErrorResponse(c, error)
    throw error
  }
}

/** The JSON body checked against a schema, or the 4xx answer to send. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> | Response> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    return c.json(problem(400, 'Invalid JSON body', 'The request body must be a JSON object.', '/'), 400)
  }
  const parsed = schema.safeParse(raw)
  return parsed.success ? parsed.data : c.json(issuesProblem(422, 'Invalid value', parsed.error), 422)
}

/** The query string checked against a schema, or the 400 answer to send. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> | Response {
  const parsed = schema.safeParse(c.req.query())
  if (parsed.success) return parsed.data
  return c.json({
    errors: parsed.error.issues.map((issue) => ({
      status: '400', title: 'Invalid query parameter', detail: `${issue.path.map(String).join('.')}: ${issue.message}`,
      source: { parameter: issue.path.map(String).join('.') },
    })),
  }, 400)
}

/** A positive integer id from the path, or null. */
export function idParam(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}
