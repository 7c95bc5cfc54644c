import type { Context, Hono, MiddlewareHandler, Next } from 'hono'
import { z } from 'zod'

/**
 * An API route declared once: its method, path, who may call it, its input and output schemas.
 * `declareRoutes` mounts it on a Hono app with the guard its access needs, and `openApiDocument`
 * writes the API's OpenAPI 3.1 document from the same declarations, so a route cannot be served
 * without being documented, nor documented with another role or body than it has.
 */
export interface ApiRoute<Access extends string = string> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI's form, `/forms/{id}`; Hono's form is derived (`/forms/:id`) unless `honoPath` says otherwise. */
  path: string
  /** Hono's path when it is not the plain translation, e.g. a wildcard for a path that holds slashes. */
  honoPath?: string
  summary: string
  /** Who may call it: the API's own kinds of caller (visitor, editor, admin, client …). */
  access: Access
  /** Path parameters that are not plain strings (an id: a positive integer …). */
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** The success status and its body; null: a file (`files` names its media types). */
  ok: [number, z.ZodType | null]
  files?: string[]
  /** The 4xx and 5xx statuses it may answer, besides those its access adds (401, 403). */
  errors: number[]
  /** A status's error body where it says more than `apiErrorSchema` (the codes it answers: `codedErrorSchema`). */
  errorBodies?: Partial<Record<number, z.ZodType>>
}

/** How an API documents and guards its kinds of caller. */
export interface AccessRules<Access extends string> {
  /** The middleware that refuses a caller without this access (none for a public route). */
  guard(access: Access): MiddlewareHandler[]
  /** One sentence on who may call, the operation's description. */
  text: Record<Access, string>
  /** The statuses the guard itself answers (401 without a login, 403 with another role). */
  refusals(access: Access): number[]
  /** OpenAPI security requirements for a route of this access; `[]` for `security: []` (anyone). */
  security(access: Access): Record<string, string[]>[]
  securitySchemes: Record<string, unknown>
}

/** A route's middleware and its handler, as Hono takes them. */
type Handler = (c: Context, next: Next) => Response | Promise<Response | void>

/** Hono's path for an OpenAPI path: `{id}` → `:id`. */
export const honoPathOf = (route: Pick<ApiRoute, 'path' | 'honoPath'>) => route.honoPath ?? route.path.replace(/\{(\w+)\}/g, ':$1')

/**
 * Mounts routes on `app`, each behind its access's guard, and keeps their declarations for the
 * document. `include` adds the routes of a sub-API mounted under `prefix` (mounted by the caller with
 * `app.route`), so the parent's document lists them too.
 */
export function declareRoutes<Access extends string>(app: Hono, rules: AccessRules<Access>) {
  const routes: ApiRoute<Access>[] = []
  return {
    routes: routes as readonly ApiRoute<Access>[],
    route(route: ApiRoute<Access>, ...handlers: Handler[]) {
      routes.push(route)
      app.on(route.method.toUpperCase(), [honoPathOf(route)], ...rules.guard(route.access), ...(handlers as MiddlewareHandler[]))
    },
    include(prefix: string, included: readonly ApiRoute<Access>[]) {
      // As `app.route` joins them: a sub-API's `/` is the prefix itself, not the prefix and a slash.
      const under = (path: string) => (path === '/' ? prefix : `${prefix}${path}`)
      for (const route of included)
        routes.push({ ...route, path: under(route.path), ...(route.honoPath && { honoPath: under(route.honoPath) }) })
    },
  }
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad query, path or JSON (names the problem)',
  401: 'Login required',
  403: 'Not allowed for this caller (or a cross-site request, or no CSRF token)',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Not JSON',
  422: 'Invalid value (names the field)',
  429: 'Too many requests (Retry-After)',
  502: 'The provider did not answer',
  503: 'Not available (the provider is not configured, or the server is busy)',
}

const apiError = z.object({
  status: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z.object({ pointer: z.string().optional(), parameter: z.string().optional() }).optional(),
  code: z.string().optional().describe('Why, as a stable word a client can act on (where the API has one)'),
  meta: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .optional()
    .describe('The values of the refusal (a rule’s limit)'),
})

/** The errors every API answers with: `{ errors: [{ status, title, detail?, source?, code?, meta? }] }`. */
export const apiErrorSchema = z.object({ errors: z.array(apiError) })

/**
 * The errors of a status that says why by a `code` of its own list (ADR 176): `detail` stays the
 * English sentence, `code` is what a client shows its own text for. `unless` names the errors without one.
 */
export const codedErrorSchema = (codes: readonly [string, ...string[]], unless?: string) =>
  z.object({
    errors: z.array(
      apiError.extend({
        code: z
          .enum(codes)
          .optional()
          .describe(`Why, as a stable word a client can act on${unless ? `; none for ${unless}` : ''}`),
        meta: z.object({ limit: z.number().int().optional() }).optional().describe('The broken rule’s number (min, size, choices)'),
      }),
    ),
  })

/**
 * A zod schema as JSON Schema inside the document. Recursive schemas come with `$defs` that their
 * `$ref`s name relative to the schema; in an OpenAPI document a `$ref` is relative to the document,
 * so the definitions move to `components.schemas` under a name of their own.
 */
function schemaIn(components: Record<string, unknown>, schema: z.ZodType, io: 'input' | 'output') {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>
  delete json.$schema
  const defs = json.$defs as Record<string, unknown> | undefined
  if (!defs) return json
  delete json.$defs
  const names = new Map<string, string>()
  for (const name of Object.keys(defs)) names.set(name, `Schema${Object.keys(components).length + names.size + 1}`)
  let text = JSON.stringify(json)
  let defsText = JSON.stringify(defs)
  for (const [name, renamed] of names) {
    const pattern = new RegExp(`"#/\\$defs/${name}"`, 'g')
    text = text.replace(pattern, `"#/components/schemas/${renamed}"`)
    defsText = defsText.replace(pattern, `"#/components/schemas/${renamed}"`)
  }
  const moved = JSON.parse(defsText) as Record<string, unknown>
  for (const [name, renamed] of names) components[renamed] = moved[name]
  return JSON.parse(text) as Record<string, unknown>
}

/**
 * The statuses the app's shared middleware answers before any route's handler, so every route may
 * answer them (src/server/app.server.ts): 400 for a path, query parameter or body the databases cannot
 * hold or that is not UTF-8 (src/server/input-guard.server.ts), and for a route that takes a body, 413 for one over the
 * limit, 415 for one not declared JSON and 400 or 422 for JSON that is broken or holds such text.
 */
const guardStatuses = (route: ApiRoute) => [400, ...(route.body ? [413, 415, 422] : [])]

/** `get /forms/{id}/leads` → `getFormsIdLeads`: a stable id from the method and the path. */
const operationId = (route: ApiRoute) =>
  route.method +
  route.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')

/** The OpenAPI 3.1 document of an API from its declared routes. */
export function openApiDocument<Access extends string>(options: {
  title: string
  server: string
  routes: readonly ApiRoute<Access>[]
  access: AccessRules<Access>
  /** Descriptions of path parameters by name (a page path, a model key …). */
  parameterText?: Record<string, string>
  /** The API's own wording of an error status, where it says more than the shared one. */
  errorText?: Record<number, string>
}) {
  const components: Record<string, unknown> = {}
  const paths: Record<string, Record<string, unknown>> = {}
  const json = (schema: z.ZodType, io: 'input' | 'output') => ({ 'application/json': { schema: schemaIn(components, schema, io) } })
  /** A parameter; its schema's `.describe()` text is its description too, where readers of the document look. */
  const parameter = (name: string, where: 'path' | 'query', required: boolean, schema: Record<string, unknown>, text?: string) => {
    const description = text ?? (typeof schema.description === 'string' ? schema.description : undefined)
    return { name, in: where, required, ...(description && { description }), schema }
  }
  for (const route of options.routes) {
    const params = route.params?.shape ?? {}
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) =>
        parameter(
          name!,
          'path',
          true,
          params[name!] ? schemaIn(components, params[name!] as z.ZodType, 'input') : { type: 'string' },
          options.parameterText?.[name!],
        ),
      ),
      ...Object.entries(route.query?.shape ?? {}).map(([name, schema]) =>
        parameter(name, 'query', !(schema as z.ZodType).safeParse(undefined).success, schemaIn(components, schema as z.ZodType, 'input')),
      ),
    ]
    const [status, okBody] = route.ok
    const errors = [...new Set([...options.access.refusals(route.access), ...route.errors, ...guardStatuses(route)])].sort()
    paths[route.path] ??= {}
    paths[route.path]![route.method] = {
      operationId: operationId(route),
      summary: route.summary,
      description: options.access.text[route.access],
      'x-access': route.access,
      security: options.access.security(route.access),
      parameters,
      ...(route.body && { requestBody: { required: !route.body.safeParse(undefined).success, content: json(route.body, 'input') } }),
      responses: {
        [status]: okBody
          ? { description: 'OK', content: json(okBody, 'output') }
          : {
              description: 'The file',
              content: Object.fromEntries((route.files ?? ['application/octet-stream']).map((type) => [type, {}])),
            },
        ...Object.fromEntries(
          errors.map((code) => [
            code,
            {
              description: options.errorText?.[code] ?? ERROR_TEXT[code] ?? 'Error',
              content: json(route.errorBodies?.[code] ?? apiErrorSchema, 'output'),
            },
          ]),
        ),
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: '1' },
    servers: [{ url: options.server }],
    paths,
    components: { securitySchemes: options.access.securitySchemes, ...(Object.keys(components).length > 0 && { schemas: components }) },
  }
}

/**
 * A document as a market serves it: its server under the market's base path (`/ar/api/forms` for
 * the market under /ar), where a client of that market sends its requests.
 */
export function underBasePath<D extends { servers: { url: string }[] }>(document: D, basePath: string | undefined): D {
  if (!basePath || basePath === '/') return document
  return { ...document, servers: document.servers.map((server) => ({ ...server, url: `${basePath}${server.url}` })) }
}
