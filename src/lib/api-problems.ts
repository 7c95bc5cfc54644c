import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { findUnstorableBody, type Unstorable } from './storable.ts'

/**
 * API error bodies: `{ errors: [{ status, title, detail?, source?: { pointer }, code?, meta? }] }`.
 * Bad input names the field, both in the detail and as a JSON pointer. `code` says why as a stable
 * word a client can act on (the forms API's refusals of a visitor, ADR 176), `meta` its values.
 */
export interface Problem {
  status: string
  title: string
  detail?: string
  source?: { pointer: string }
  code?: string
  meta?: Record<string, number | string>
}

export const problem = (status: number, title: string, detail?: string, pointer?: string, code?: string): { errors: Problem[] } => ({
  errors: [
    {
      status: String(status),
      title,
      ...(detail ? { detail } : {}),
      ...(pointer ? { source: { pointer } } : {}),
      ...(code ? { code } : {}),
    },
  ],
})

/** A problem at a place in the body: `field.path: message` as detail, the JSON pointer as source. */
export function fieldProblem(status: number, title: string, path: readonly (string | number)[], message: string, base = ''): Problem {
  return {
    status: String(status),
    title,
    detail: `${path.join('.') || 'body'}: ${message}`,
    source: { pointer: `${base}/${path.map((part) => escapePointer(String(part))).join('/')}` },
  }
}

/** Text the databases cannot hold, found in a body (src/lib/storable.ts): 422, the place named by its pointer. */
export const unstorableAnswer = (found: Unstorable) => ({
  errors: [{ ...fieldProblem(422, 'Invalid value', found.path, found.problem), code: 'unstorable' }],
})

/** One error per zod issue, each a fieldProblem. */
export function zodProblems(error: z.ZodError, status: number, title: string, base = ''): { errors: Problem[] } {
  return {
    errors: error.issues.map((issue) =>
      fieldProblem(
        status,
        title,
        issue.path.map(String),
        issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message,
        base,
      ),
    ),
  }
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1')

/** A bad query or path parameter, named in `errors[].source.parameter` and in the detail. */
export const parameterProblem = (status: number, title: string, parameter: string, detail: string) => ({
  errors: [{ status: String(status), title, detail: `${parameter}: ${detail}`, source: { parameter } }],
})
export const invalidParameter = (parameter: string, detail: string) => parameterProblem(400, 'Invalid query parameter', parameter, detail)

/** A body declared JSON (`application/json`, `application/vnd.api+json`, …): the only kind read as JSON. */
export const JSON_CONTENT_TYPE = /^application\/(.+\+)?json\s*(;|$)/i

/**
 * The 415 answer to a body not declared JSON, or null. Only a body declared JSON is read as JSON:
 * the app's input guard (src/server/input-guard.server.ts) checks those before any handler, so a
 * JSON text sent as `text/plain` would pass it unchecked.
 */
export function notJsonBody(c: Context): Response | null {
  if (JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) return null
  return c.json(problem(415, 'Unsupported media type', 'Send the body as JSON (Content-Type: application/json).'), 415)
}

/** Parses a JSON body with a schema; answers 415 for a body not declared JSON, 400 for broken JSON and 422 naming the field otherwise. */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  title: string,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const notJson = notJsonBody(c)
  if (notJson) return { ok: false, response: notJson }
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return { ok: false, response: c.json(problem(400, 'Invalid JSON', 'The request body must be a JSON object.'), 400) }
  }
  // Under /api and /auth the app's input guard walked this body already; /media's routes are not behind it.
  const unstorable = findUnstorableBody(body)
  if (unstorable) return { ok: false, response: c.json(unstorableAnswer(unstorable), 422) }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { ok: false, response: c.json(zodProblems(parsed.error, 422, title), 422 as ContentfulStatusCode) }
  return { ok: true, data: parsed.data }
}

/** The query string checked against a schema, or the 400 answer to send. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> | Response {
  const parsed = schema.safeParse(c.req.query())
  if (parsed.success) return parsed.data
  return c.json(
    {
      errors: parsed.error.issues.map((issue) => ({
        status: '400',
        title: 'Invalid query parameter',
        detail: `${issue.path.map(String).join('.')}: ${issue.message}`,
        source: { parameter: issue.path.map(String).join('.') },
      })),
    },
    400,
  )
}

/** A positive integer id from the path, or null. */
export function idParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}
