import type { MiddlewareHandler } from 'hono'
import { fieldProblem, invalidParameter } from '~/lib/api-problems.ts'
import { findUnstorable, unstorableText } from '~/lib/storable.ts'

/**
 * Refuses, before any handler, request input the databases cannot hold (src/lib/storable.ts): a
 * query parameter with a NUL character (400 naming the parameter), a JSON body with a NUL
 * character or a lone surrogate in any key or value, or nested deeper than MAX_JSON_DEPTH (422
 * with the JSON pointer of the place). Every API thus answers such input alike instead of each
 * query failing with a 500. The body is parsed once: the handler's `c.req.json()` gets the same
 * object. A body that is not JSON is left to the handler, which names that problem.
 */
export function storableInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url
    const query = url.indexOf('?')
    if (query !== -1)
      for (const [name, value] of new URLSearchParams(url.slice(query + 1))) {
        const found = unstorableText(name) ?? unstorableText(value)
        if (found) return c.json(invalidParameter(name, found), 400)
      }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
      let body: unknown
      try {
        body = await c.req.json()
      } catch {
        return next()
      }
      const found = findUnstorable(body)
      if (found) return c.json({ errors: [fieldProblem(422, 'Invalid value', found.path, found.problem)] }, 422)
    }
    return next()
  }
}
