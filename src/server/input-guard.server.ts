import type { MiddlewareHandler } from 'hono'
import { fieldProblem, invalidParameter, JSON_CONTENT_TYPE, parameterProblem, problem, unstorableAnswer } from '~/lib/api-problems.ts'
import { findUnstorableBody, findUnstorableForm, unstorableText } from '~/lib/storable.ts'

const FORM_BODY = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i
const URLENCODED = /^application\/x-www-form-urlencoded\b/i

const UTF8 = new TextDecoder('utf-8', { fatal: true })
/** The bytes as UTF-8 text, or null when they are not UTF-8. */
function utf8Text(bytes: ArrayBuffer): string | null {
  try {
    return UTF8.decode(bytes)
  } catch {
    return null
  }
}

/**
 * Why a URL path cannot be taken as text, naming its segment, or null when it can: a percent-escape
 * that does not decode to UTF-8 (`%ED%A0%80`, a lone surrogate's bytes; `%FF`) or that decodes to
 * text the databases cannot hold (`%00`). Such a path used to reach a `decodeURIComponent` (a 500)
 * or a query (a 500) through a path parameter.
 */
export function unstorablePath(pathname: string): { segment: string; problem: string } | null {
  for (const segment of pathname.split('/')) {
    if (!segment.includes('%')) continue
    let text: string
    try {
      text = decodeURIComponent(segment)
    } catch {
      return { segment, problem: 'must be UTF-8 text (it holds a percent-escape that is not)' }
    }
    const problem = unstorableText(text)
    if (problem) return { segment, problem }
  }
  return null
}

const NOT_UTF8 = 'must be UTF-8 text (it holds a percent-escape that is not)'

/** The name of the first query parameter whose name or value does not decode as UTF-8, or null. */
export function undecodableParameter(search: string): string | null {
  for (const pair of search.split('&')) {
    if (!pair.includes('%')) continue
    const [rawName = '', ...rest] = pair.split('=')
    try {
      decodeURIComponent(rawName.replaceAll('+', ' '))
      decodeURIComponent(rest.join('=').replaceAll('+', ' '))
    } catch {
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '))
      } catch {
        // The name itself is undecodable: named as sent.
      }
      return name.slice(0, 100)
    }
  }
  return null
}

/** The answer to a path unstorablePath refuses: 400, the segment named as the parameter. */
export const invalidPath = (found: { segment: string; problem: string }) =>
  parameterProblem(400, 'Invalid path', `path segment ${found.segment}`, found.problem)

/**
 * Refuses, before any handler, request input the databases cannot hold (src/lib/storable.ts): a
 * path segment or a query parameter with a NUL character or one that is not UTF-8 (400 naming it),
 * a JSON or URL-encoded body whose bytes are not UTF-8 (400; a field's percent-escape that is not,
 * 400 naming the field), a JSON body with a NUL
 * character or a lone surrogate in any key or value, or nested deeper than MAX_JSON_DEPTH (422
 * with the JSON pointer of the place), and the same in a form body's field names, values and file
 * names (422 naming the field). Every API thus answers such input alike instead of each
 * query failing with a 500. The body is read once: the handler's `c.req.json()` reads the same
 * text. A body that is not JSON is left to the handler, which names that problem; handlers read
 * as JSON only a body declared JSON (`notJsonBody`, 415 otherwise), so none passes here unchecked.
 */
export function storableInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url
    const path = unstorablePath(new URL(url).pathname)
    if (path) return c.json(invalidPath(path), 400)
    const query = url.indexOf('?')
    if (query !== -1) {
      // URLSearchParams reads a percent-escape that is not UTF-8 as U+FFFD, but a handler's
      // c.req.query() throws on it (a 500): refused here, naming the parameter.
      const undecodable = undecodableParameter(url.slice(query + 1))
      if (undecodable !== null) return c.json(invalidParameter(undecodable, NOT_UTF8), 400)
      for (const [name, value] of new URLSearchParams(url.slice(query + 1))) {
        const found = unstorableText(name) ?? unstorableText(value)
        if (found) return c.json(invalidParameter(name, found), 400)
      }
    }
    const contentType = c.req.header('content-type') ?? ''
    const textBody =
      c.req.method !== 'GET' && c.req.method !== 'HEAD' && (JSON_CONTENT_TYPE.test(contentType) || URLENCODED.test(contentType))
    if (textBody) {
      // A body's bytes that are not UTF-8 would be read as U+FFFD and stored so ("Raw���Bytes"):
      // refused. The text is kept for the handler's c.req.json() and parseBody.
      const text = utf8Text(await c.req.arrayBuffer())
      if (text === null) return c.json(problem(400, 'Invalid body', 'The request body must be UTF-8 text.'), 400)
      // Hono keeps each body as the promise its reader returned (its type says the value).
      ;(c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text)
      if (URLENCODED.test(contentType)) {
        const undecodable = undecodableParameter(text)
        if (undecodable !== null) return c.json({ errors: [fieldProblem(400, 'Invalid body', [undecodable], NOT_UTF8)] }, 400)
      }
    }
    if (textBody && JSON_CONTENT_TYPE.test(contentType)) {
      let body: unknown
      try {
        body = await c.req.json()
      } catch {
        return next()
      }
      const found = findUnstorableBody(body)
      if (found) return c.json(unstorableAnswer(found), 422)
    }
    if (FORM_BODY.test(contentType)) {
      // Parsed once here, within the app's body limit: the handler's parseBody gets the same fields.
      const form = await c.req.parseBody().catch(() => null)
      const found = form && findUnstorableForm(form)
      if (found) return c.json(unstorableAnswer(found), 422)
    }
    return next()
  }
}

/**
 * The same for a page's address (React Router's routes): a path segment or query parameter that is
 * not UTF-8 text or holds a NUL answers a 400 page before any loader sees it. A loader used to
 * decode such a slug and throw (a 500), or pass it to a query.
 */
export function storablePage(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url)
    const path = unstorablePath(url.pathname)
    let problem = path && `The address has a part that is not text (${path.segment}).`
    for (const [name, value] of url.searchParams) {
      if (problem) break
      // Named as URL text: nothing of it is markup.
      if (unstorableText(name) ?? unstorableText(value))
        problem = `The address has a parameter that is not text (${encodeURIComponent(name.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}).`
    }
    if (!problem) return next()
    c.header('cache-control', 'no-store')
    return c.html(`<!doctype html><title>Bad address</title><h1>This address cannot be read</h1><p>${problem}</p>`, 400)
  }
}
