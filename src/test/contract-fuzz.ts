import fc from 'fast-check'

/**
 * A contract fuzzer for the APIs' OpenAPI documents (docs/security.md, "Contracts kept"): requests
 * generated from each operation's parameter and body schemas — valid-shaped values and hostile ones
 * (NUL, lone surrogates, bidi overrides, very long text, deep nesting, wrong types, huge numbers,
 * foreign URLs) — and each answer checked against what the operation documents: never a 5xx, a
 * documented status, and a documented JSON body. Used by src/server/contract.fuzz.test.ts and
 * bench/fuzz.ts.
 */

/** The part of JSON Schema (2020-12) the generated documents use. */
export interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  propertyNames?: Schema
  items?: Schema
  const?: unknown
  enum?: unknown[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
  $ref?: string
  [keyword: string]: unknown
}

interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: Schema
}

interface Operation {
  operationId: string
  'x-access': string
  parameters: Parameter[]
  requestBody?: { required: boolean; content: Record<string, { schema?: Schema }> }
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>
}

export interface ApiDocument {
  servers: { url: string }[]
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

/** Keywords the validator and the generator understand; a document using another one fails the test. */
const KNOWN_KEYWORDS = new Set([
  ...[
    'type',
    'properties',
    'required',
    'additionalProperties',
    'propertyNames',
    'items',
    'const',
    'enum',
    'anyOf',
    'oneOf',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'pattern',
    'format',
    '$ref',
  ],
  // Annotations: they constrain nothing.
  ...['description', 'default', 'title', 'examples', 'readOnly', 'writeOnly', 'deprecated'],
])

const resolve = (document: ApiDocument, schema: Schema): Schema => {
  if (!schema.$ref) return schema
  const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1]
  const target = name ? document.components?.schemas?.[name] : undefined
  if (!target) throw new Error(`unresolvable $ref ${schema.$ref}`)
  return resolve(document, target)
}

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value

/**
 * Where `value` breaks `schema` (`/data/0/id: expected string`), or null when it matches. Lengths
 * count code points, as JSON Schema does.
 */
export function schemaProblem(document: ApiDocument, schema: Schema, value: unknown, at = ''): string | null {
  schema = resolve(document, schema)
  for (const keyword of Object.keys(schema))
    if (!KNOWN_KEYWORDS.has(keyword)) return `${at}: the schema uses ${keyword}, unknown to the fuzzer`
  const fail = (text: string) => `${at || '/'}: ${text}`
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value))
    return fail(`expected ${JSON.stringify(schema.const)}`)
  if (schema.enum && !schema.enum.some((item) => JSON.stringify(item) === JSON.stringify(value)))
    return fail(`expected one of ${JSON.stringify(schema.enum)}`)
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type]
    const actual = typeOf(value)
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number')))
      return fail(`expected ${types.join('|')}, got ${actual}`)
  }
  if (schema.anyOf && !schema.anyOf.some((branch) => schemaProblem(document, branch, value, at) === null))
    return fail(`matches none of anyOf: ${schema.anyOf.map((branch) => schemaProblem(document, branch, value, at)).join('; ')}`)
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((branch) => schemaProblem(document, branch, value, at) === null).length
    if (matching !== 1) return fail(`matches ${matching} branches of oneOf`)
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return fail(`below ${schema.minimum}`)
    if (schema.maximum !== undefined && value > schema.maximum) return fail(`above ${schema.maximum}`)
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return fail(`not above ${schema.exclusiveMinimum}`)
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return fail(`not below ${schema.exclusiveMaximum}`)
  }
  if (typeof value === 'string') {
    const length = [...value].length
    if (schema.minLength !== undefined && length < schema.minLength) return fail(`shorter than ${schema.minLength}`)
    if (schema.maxLength !== undefined && length > schema.maxLength) return fail(`longer than ${schema.maxLength}`)
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return fail(`does not match ${schema.pattern}`)
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return fail(`fewer than ${schema.minItems} items`)
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return fail(`more than ${schema.maxItems} items`)
    if (schema.items)
      for (const [index, item] of value.entries()) {
        const problem = schemaProblem(document, schema.items, item, `${at}/${index}`)
        if (problem) return problem
      }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    for (const name of schema.required ?? []) if (!(name in record)) return fail(`${name} is required`)
    for (const [name, item] of Object.entries(record)) {
      if (schema.propertyNames) {
        const problem = schemaProblem(document, schema.propertyNames, name, `${at}/${name} (name)`)
        if (problem) return problem
      }
      const property = schema.properties?.[name]
      const rule = property ?? schema.additionalProperties
      if (rule === false) return fail(`${name} is not documented`)
      if (rule && rule !== true) {
        const problem = schemaProblem(document, rule, item, `${at}/${name}`)
        if (problem) return problem
      }
    }
  }
  return null
}

/**
 * What the fuzzer cannot read in a document: a keyword it does not know (the run fails rather than
 * passing quietly) or a `$ref` that names nothing in it (`#/$defs/__schema0` once did).
 */
export function documentProblems(document: ApiDocument): string[] {
  const found = new Set<string>()
  const walk = (schema: unknown) => {
    if (!schema || typeof schema !== 'object') return
    const object = schema as Schema
    for (const keyword of Object.keys(object)) if (!KNOWN_KEYWORDS.has(keyword)) found.add(`unknown keyword ${keyword}`)
    if (object.$ref) {
      try {
        resolve(document, object)
      } catch (error) {
        found.add((error as Error).message)
      }
    }
    for (const nested of Object.values(object.properties ?? {})) walk(nested)
    for (const nested of [...(object.anyOf ?? []), ...(object.oneOf ?? [])]) walk(nested)
    for (const nested of [object.items, object.propertyNames, object.additionalProperties]) walk(nested)
  }
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters) walk(parameter.schema)
      for (const media of Object.values(operation.requestBody?.content ?? {})) walk(media.schema)
      for (const response of Object.values(operation.responses))
        for (const media of Object.values(response.content ?? {})) walk(media.schema)
    }
  for (const schema of Object.values(document.components?.schemas ?? {})) walk(schema)
  return [...found]
}

// ---------------------------------------------------------------------------------------------
// Generation

/** Text the databases cannot hold, or that tries to mislead a reader, a parser or a redirect. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202Eevil',
  '//evil.example',
  'https://evil.example/path',
  'javascript:alert(1)',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  // Names every object has: a lookup in a plain object by a visitor's key finds them.
  '__proto__',
  'constructor',
  'valueOf',
  'toString',
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '😀'.repeat(3),
  'x'.repeat(5_000),
]

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom'
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { a: value }
  return value
}

/** Any hostile JSON value: a hostile text, a wrong type, a huge or odd number, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '\u0000': 1 }, { __proto__: 1 }),
  fc.constantFrom(-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(deep(200), deep(70), deep(20)),
)

/** Valid-shaped values of `schema`, and now and then a hostile one in any place. */
export function valueOf(document: ApiDocument, schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const valid = validValueOf(document, schema, depth)
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 })
}

function validValueOf(document: ApiDocument, raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const branches = schema.anyOf ?? schema.oneOf
  if (branches) return fc.oneof(...branches.map((branch) => validValueOf(document, branch, depth)))
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length > 1) return fc.oneof(...types.map((type) => validValueOf(document, { ...schema, type }, depth)))
  const child = (nested: Schema) => (depth > 4 ? validValueOf(document, nested, depth + 1) : valueOf(document, nested, depth + 1))
  switch (types[0]) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress()
      if (schema.format === 'uri') return fc.oneof(fc.webUrl(), fc.constantFrom('https://example.com/a', '/relative'))
      if (schema.format === 'uuid') return fc.uuid()
      if (schema.pattern) {
        try {
          const pattern = new RegExp(schema.pattern)
          return fc
            .stringMatching(pattern)
            .filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity))
        } catch {
          // A pattern fast-check cannot generate from: plain text then.
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) })
    }
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + 1, max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31) }),
        fc.integer({ min: Math.max(schema.minimum ?? 1, 1), max: Math.max(schema.minimum ?? 1, 3) }),
      )
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        minExcluded: schema.exclusiveMinimum !== undefined,
        noNaN: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schema.items ? child(schema.items) : fc.jsonValue({ maxDepth: 2 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      })
    case 'object': {
      const properties = schema.properties ?? {}
      const shaped = fc.record(Object.fromEntries(Object.entries(properties).map(([name, nested]) => [name, child(nested)])), {
        requiredKeys: (schema.required ?? []).filter((name) => name in properties),
      })
      const extra = schema.additionalProperties
      if (!extra || Object.keys(properties).length > 0) return shaped
      return fc.dictionary(
        schema.propertyNames ? (validValueOf(document, schema.propertyNames, depth) as fc.Arbitrary<string>) : fc.string({ maxLength: 10 }),
        extra === true ? fc.jsonValue({ maxDepth: 2 }) : child(extra),
        { maxKeys: 3 },
      )
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** One generated request. */
export interface FuzzRequest {
  operation: string
  method: string
  /** The path under the API's server, with its parameters filled in and encoded. */
  path: string
  /** A JSON body, or raw text when `raw` (a body that is not JSON at all). */
  body?: { json: unknown } | { raw: string }
}

/** Text as a URL's bytes, a lone surrogate as the bytes a careless client sends (WTF-8) rather than a throw. */
export function encodeLoosely(text: string): string {
  let out = ''
  for (const unit of text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g) ?? []) {
    const code = unit.charCodeAt(0)
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    else out += encodeURIComponent(unit)
  }
  return out
}

/** A parameter's value as URL text: numbers and booleans as written, anything else as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** Raw path segments a URL may carry that no string encodes to: a NUL, a lone surrogate, a malformed escape. */
const HOSTILE_SEGMENTS = ['%00', '%ED%A0%80', '%FF', '%', '%2e%2e', '..']

/**
 * Requests for one operation: its path parameters, query parameters and body from their schemas.
 * `known` gives values that exist in the test's data for a parameter name, so that some requests
 * reach the handler's success path.
 */
export function requestsOf(
  document: ApiDocument,
  path: string,
  method: string,
  known: Record<string, string[]> = {},
): fc.Arbitrary<FuzzRequest> {
  const operation = document.paths[path]![method]!
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path')
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query')
  const segment = (parameter: Parameter) =>
    fc.oneof(
      { arbitrary: valueOf(document, parameter.schema).map((value) => encodeLoosely(asText(value))), weight: 4 },
      { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 },
      ...(known[parameter.name] ? [{ arbitrary: fc.constantFrom(...known[parameter.name]!), weight: 4 }] : []),
    )
  const queryValue = (parameter: Parameter) =>
    fc.oneof(
      { arbitrary: valueOf(document, parameter.schema).map((value) => encodeLoosely(asText(value))), weight: 4 },
      { arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF'), weight: 1 },
    )
  const query = fc.tuple(
    ...queryParameters.map((parameter) =>
      parameter.required
        ? queryValue(parameter).map((value) => [parameter.name, value] as const)
        : fc.option(
            queryValue(parameter).map((value) => [parameter.name, value] as const),
            { freq: 2 },
          ),
    ),
  )
  const bodySchema = operation.requestBody?.content['application/json']?.schema
  const body: fc.Arbitrary<FuzzRequest['body']> = bodySchema
    ? fc
        .oneof(
          { arbitrary: valueOf(document, bodySchema).map((json) => ({ json })), weight: 8 },
          { arbitrary: fc.constantFrom('{', 'not json', '', '[1,'), weight: 1 },
        )
        .map((value) => (typeof value === 'string' ? { raw: value } : value))
    : fc.constant(undefined)
  return fc.record({ segments: fc.tuple(...pathParameters.map(segment)), query, body }).map(({ segments, query: pairs, body: sent }) => {
    let filled = path
    pathParameters.forEach((parameter, index) => (filled = filled.replace(`{${parameter.name}}`, segments[index]!)))
    const search = pairs.filter((pair) => pair !== null).map(([name, value]) => `${name}=${value}`)
    return {
      operation: operation.operationId,
      method: method.toUpperCase(),
      path: filled + (search.length > 0 ? `?${search.join('&')}` : ''),
      ...(sent !== undefined && { body: sent }),
    }
  })
}

/** A disagreement between an answer and the document: its kind and what was seen. */
export interface Disagreement {
  kind: 'server error' | 'undocumented status' | 'body off schema'
  operation: string
  caller: string
  status: number
  request: string
  detail: string
}

/** The disagreements of one answer with the operation's document (none: it keeps the contract). */
export async function checkAnswer(
  document: ApiDocument,
  operation: Operation,
  caller: string,
  request: FuzzRequest,
  response: Response,
): Promise<Disagreement[]> {
  const status = response.status
  const base = { operation: operation.operationId, caller, status, request: `${request.method} ${request.path.slice(0, 200)}` }
  const text = await response.text()
  const found: Disagreement[] = []
  if (status >= 500 && !(String(status) in operation.responses)) found.push({ ...base, kind: 'server error', detail: text.slice(0, 300) })
  else if (!(String(status) in operation.responses)) found.push({ ...base, kind: 'undocumented status', detail: text.slice(0, 300) })
  const schema = operation.responses[String(status)]?.content?.['application/json']?.schema
  if (schema && status < 300) {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      found.push({ ...base, kind: 'body off schema', detail: `not JSON: ${text.slice(0, 100)}` })
      return found
    }
    const problem = schemaProblem(document, schema, json)
    if (problem) found.push({ ...base, kind: 'body off schema', detail: problem })
  }
  return found
}

/** A generated request as a fetch init: JSON bodies as JSON. */
export function initOf(request: FuzzRequest, headers: Record<string, string> = {}): RequestInit {
  if (!request.body) return { method: request.method, headers }
  const body = 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json)
  return { method: request.method, headers: { 'content-type': 'application/json', ...headers }, body }
}

/** Operations of a document as `[path, method, operation]`. */
export const operationsOf = (document: ApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => [path, method, operation] as const),
  )
