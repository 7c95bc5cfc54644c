/**
 * What the databases cannot hold: PostgreSQL's text and jsonb refuse a NUL character, a lone
 * surrogate cannot be written as UTF-8, and a value nested without bound costs a recursive walk
 * its stack. Each boundary refuses such input with a 4xx that names where it is, rather than
 * letting a query fail with a 500.
 */

/** Deeper JSON than any form, page or setting of the product needs (a page's blocks nest about ten levels). */
export const MAX_JSON_DEPTH = 64

// Code units, not code points (no `u` flag): a high surrogate without its low one, or a low one alone.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a text cannot be stored, or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character (U+0000)'
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (text that is not valid Unicode)'
  return null
}

/**
 * The text with each NUL character and lone surrogate replaced by U+FFFD: for what the product
 * writes itself about input it was given (an import's report quoting a feed's cell), which must be
 * stored whatever the input held. Input to be stored as given is refused instead (findUnstorable).
 */
export function storableText(text: string): string {
  return unstorableText(text) === null ? text : text.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD')
}

/** A copy of a JSON value with every key and string made storable (storableText); for the product's own values, not deep. */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value)
  if (Array.isArray(value)) return value.map(storableJson)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]))
}

export interface Unstorable {
  /** Object keys and array indexes (numbers) from the value's root. */
  path: (string | number)[]
  problem: string
}

/**
 * The first string (key or value) in a JSON value that cannot be stored, or a place nested deeper
 * than `maxDepth`; null when all of it can. Walks without recursion, so any depth is safe to check.
 */
export function findUnstorable(value: unknown, maxDepth = MAX_JSON_DEPTH): Unstorable | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }]
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!
    if (typeof current === 'string') {
      const problem = unstorableText(current)
      if (problem) return { path, problem }
      continue
    }
    if (current === null || typeof current !== 'object') continue
    if (path.length >= maxDepth) return { path, problem: `is nested deeper than ${maxDepth} levels` }
    const entries: (readonly [string | number, unknown])[] = Array.isArray(current)
      ? current.map((item, index) => [index, item] as const)
      : Object.entries(current)
    // Pushed last first, so that the first problem in document order is the one found.
    for (const [key, item] of entries.reverse()) {
      const problem = typeof key === 'string' ? unstorableText(key) : null
      if (problem) return { path: [...path, key], problem: `its name ${problem}` }
      stack.push({ value: item, path: [...path, key] })
    }
  }
  return null
}

/** Parsed bodies already walked and found storable (objects only: a string is checked as it comes). */
const storableBodies = new WeakSet<object>()

/**
 * findUnstorable, walked once per parsed body: the app's input guard and a route's JSON reader get
 * the same object from the request's body cache, so the reader does not walk it again.
 */
export function findUnstorableBody(body: unknown): Unstorable | null {
  if (body === null || typeof body !== 'object') return findUnstorable(body)
  if (storableBodies.has(body)) return null
  const found = findUnstorable(body)
  if (!found) storableBodies.add(body)
  return found
}

/** A parsed form body (Hono's `c.req.parseBody()`): its fields, an uploaded file by its name. */
type FormBody = Record<string, string | File | (string | File)[]>

/**
 * The first field name, value or uploaded file name of a form body (urlencoded or multipart) that
 * cannot be stored, as findUnstorable finds it (a file is checked by its name: the path ends in `name`).
 */
export function findUnstorableForm(form: FormBody) {
  const text = (value: string | File) => (typeof value === 'string' ? value : { name: value.name })
  return findUnstorable(
    Object.fromEntries(Object.entries(form).map(([name, value]) => [name, Array.isArray(value) ? value.map(text) : text(value)])),
  )
}
