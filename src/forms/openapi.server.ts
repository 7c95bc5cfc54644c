import { z } from 'zod'
import { formDefinitionSchema, formFieldSchema, formSettingsSchema, integrationSchema } from './definition.ts'
import { EXPORT_FORMATS } from './lead-exports.server.ts'
import { leadFilterSchema, leadListQuerySchema } from './lead-query.ts'
import { locationInputSchema } from './location.ts'
import { submissionSchema } from './submission.server.ts'

/**
 * The forms API's OpenAPI 3.1 document (GET /api/forms/openapi.json), from the same zod schemas the
 * API checks requests with. Every route of api.server.ts is listed here (a test holds them together).
 */
type Role = 'visitor' | 'editor' | 'admin'
interface Route {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  summary: string
  /** Who may call it (ADR 053 role matrix); editors and admins of the request's market. */
  roles: Role
  query?: z.ZodObject
  body?: z.ZodType
  /** The success status and its body; null: a file. */
  ok: [number, z.ZodType | null]
  errors: number[]
}

const resource = <S extends z.ZodType>(type: string, attributes: S) => z.object({ id: z.string(), type: z.literal(type), attributes })
const request = <S extends z.ZodType>(type: string, attributes: S) =>
  z.object({ data: z.object({ type: z.literal(type).optional(), attributes }) })
const one = <S extends z.ZodType>(data: S) => z.object({ data })
const list = <S extends z.ZodType>(data: S, meta: z.ZodType = z.object({ total: z.number().int() })) =>
  z.object({ data: z.array(data), meta })
const deleted = one(z.object({ deleted: z.literal(true) }))

const formAttributesInput = formDefinitionSchema.safeExtend({ name: z.string(), type: z.string().optional() })
const publicForm = z.object({
  fields: z.array(formFieldSchema),
  layout: z.enum(['single_column', 'double_column']),
  submit_label: z.string(),
  settings: z.object({ thank_you: formSettingsSchema.shape.thank_you }),
  verification: z.object({ phone_field: z.string().optional(), email_field: z.string().optional() }),
  version: z.number().int(),
  form_token: z.string().describe('Send it back with the lead: good from 3 s to 24 h after it was issued.'),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  recaptcha_site_key: z.string().nullable(),
  name: z.string().optional().describe('Editors and admins'),
  type: z.string().optional().describe('Editors and admins'),
  updated_at: z.string().optional().describe('Editors and admins'),
  integrations: z.array(integrationSchema).optional().describe('Admins'),
  created_at: z.string().optional().describe('Admins'),
})
const formListItem = resource(
  'form',
  z.object({
    name: z.string(),
    type: z.string(),
    version: z.number().int(),
    updated_at: z.string(),
    created_at: z.string().optional().describe('Admins'),
    lead_count: z.number().int().optional().describe('Admins'),
  }),
)
const leadValue = z.union([z.string(), z.boolean(), z.array(z.string())])
const delivery = resource(
  'lead_delivery',
  z.object({
    kind: z.enum(['notification', 'confirmation', 'webhook']),
    target: z.string(),
    integration_id: z.string().nullable(),
    status: z.enum(['pending', 'delivered', 'dead']),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    delivered_at: z.string().nullable(),
    job: z
      .object({
        id: z.string(),
        state: z.string(),
        attempts: z.number(),
        retry_limit: z.number(),
        last_error: z.string().nullable(),
        run_after: z.string(),
      })
      .nullable(),
  }),
)
const leadListItem = resource(
  'lead',
  z.object({
    created_at: z.string(),
    form_version: z.number().int(),
    email: z.string().nullable(),
    routed_to: z.string().nullable(),
    location_id: z.number().int().nullable(),
    page_path: z.string().nullable(),
    fields: z.record(z.string(), leadValue),
    deliveries: z.record(z.string(), z.number().int()).describe('Deliveries by status'),
  }),
)
const leadDetail = resource(
  'lead',
  z.object({
    form_id: z.number().int(),
    form_name: z.string(),
    form_version: z.number().int(),
    created_at: z.string(),
    page_path: z.string().nullable(),
    routed_to: z.string().nullable(),
    email: z.string().nullable(),
    location_id: z.number().int().nullable(),
    location: z.string().nullable(),
    fields: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        type: z.string(),
        value: leadValue.nullable(),
        text: z.string().describe('The value as people read it: option labels, the retailer’s name'),
      }),
    ),
    additional_data: z.record(z.string(), z.unknown()),
    consents: z.array(z.object({ field: z.string(), text: z.string(), version: z.string() })),
    deliveries: z.array(delivery.shape.attributes.extend({ id: z.number().int() })),
  }),
)
const leadExport = resource(
  'lead_export',
  z.object({
    form_id: z.number().int(),
    format: z.enum(EXPORT_FORMATS),
    status: z.enum(['created', 'running', 'completed', 'failed']),
    rows: z.number().int().nullable(),
    progress: z.object({ fraction: z.number(), note: z.string().nullable() }).nullable(),
    query: z.record(z.string(), z.string()),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    error: z.string().nullable(),
  }),
)
const location = resource(
  'location',
  z.object({
    name: z.string(),
    dealer_id: z.number().int().nullable(),
    dealer_name: z.string().nullable(),
    email: z.string().nullable(),
    attributes: z.record(z.string(), z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  }),
)
const setting = z.object({
  id: z.string().nullable(),
  type: z.literal('setting'),
  attributes: z.object({ key: z.string(), value: z.string(), default: z.string().nullable(), stored: z.boolean() }),
})
const config = resource(
  'config',
  z.object({
    integrations: z.array(integrationSchema.extend({ signing_key: z.string().describe('HMAC-SHA256 key of X-Forecourt-Signature (hex)') })),
  }),
)
const exportQuery = leadFilterSchema.extend({ format: z.enum(EXPORT_FORMATS).default('csv') })
const leadsMeta = z.object({ total: z.number().int(), page: z.number().int(), items: z.number().int(), pages: z.number().int() })

export const formsRoutes: Route[] = [
  {
    method: 'get',
    path: '/forms',
    summary: 'The market’s forms, by name.',
    roles: 'editor',
    ok: [200, list(formListItem)],
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/forms',
    summary: 'Creates a form (version 1).',
    roles: 'admin',
    body: request('form', formAttributesInput),
    ok: [201, one(resource('form', publicForm))],
    errors: [401, 403, 409, 422],
  },
  {
    method: 'get',
    path: '/forms/{id}',
    summary:
      'A form: its public part for visitors (with a form_token), plus name, type and dates for editors, plus settings and integrations for admins.',
    roles: 'visitor',
    ok: [200, one(resource('form', publicForm))],
    errors: [404],
  },
  {
    method: 'put',
    path: '/forms/{id}',
    summary: 'Saves a form: its version goes up and the definition is kept in its versions.',
    roles: 'admin',
    body: request('form', formAttributesInput),
    ok: [200, one(resource('form', publicForm))],
    errors: [401, 403, 404, 409, 422],
  },
  {
    method: 'delete',
    path: '/forms/{id}',
    summary: "Deletes a form without leads (409 'This form has {n} leads: export or delete them first').",
    roles: 'admin',
    ok: [200, deleted],
    errors: [401, 403, 404, 409],
  },
  {
    method: 'get',
    path: '/forms/{id}/settings/{name}',
    summary: 'One of the form’s settings: thank_you, notifications or confirmations.',
    roles: 'admin',
    ok: [200, one(resource('form_setting', z.record(z.string(), z.unknown())))],
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/forms/{id}/integrations',
    summary: 'The form’s webhooks (type config).',
    roles: 'admin',
    ok: [200, one(config)],
    errors: [401, 403, 404],
  },
  {
    method: 'put',
    path: '/forms/{id}/integrations',
    summary: 'Replaces the form’s webhooks (a save: the version goes up).',
    roles: 'admin',
    body: request('config', z.object({ integrations: z.array(integrationSchema) })),
    ok: [200, one(config)],
    errors: [401, 403, 404, 422],
  },
  {
    method: 'get',
    path: '/forms/{id}/export',
    summary: 'The form as a JSON file that POST /forms/import takes back.',
    roles: 'admin',
    ok: [200, one(z.object({ type: z.literal('form'), attributes: formAttributesInput }))],
    errors: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/forms/import',
    summary: 'Creates a form from an exported file (body data.attributes); a bad file changes nothing and names the bad path.',
    roles: 'admin',
    body: request('form', formAttributesInput),
    ok: [201, one(resource('form', publicForm))],
    errors: [401, 403, 409, 422],
  },
  {
    method: 'post',
    path: '/forms/{id}/duplicate',
    summary: 'A copy of the form at version 1, named `name` (default: "<name> (copy)").',
    roles: 'admin',
    query: z.object({ name: z.string().max(200).optional() }),
    ok: [201, one(resource('form', publicForm))],
    errors: [401, 403, 404, 409, 422],
  },
  {
    method: 'post',
    path: '/forms/{id}/leads',
    summary:
      'A visitor’s lead, checked against the form version they saw; 201, or 200 with the first lead for a key sent before. 422 names each refused field at /data/attributes/fields/<id>; 429 with Retry-After past the rate limit.',
    roles: 'visitor',
    body: submissionSchema,
    ok: [201, one(resource('lead', z.object({ created_at: z.string(), thank_you: formSettingsSchema.shape.thank_you })))],
    errors: [404, 413, 415, 422, 429],
  },
  {
    method: 'get',
    path: '/forms/{id}/leads',
    summary: "A page of the form's leads (the read is audited).",
    roles: 'admin',
    query: leadListQuerySchema,
    ok: [200, list(leadListItem, leadsMeta)],
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/forms/{id}/leads/{leadId}',
    summary: 'One lead with the labels of its version, its consents and deliveries (the read is audited).',
    roles: 'admin',
    ok: [200, one(leadDetail)],
    errors: [401, 403, 404],
  },
  {
    method: 'delete',
    path: '/forms/{id}/leads/{leadId}',
    summary: 'Deletes a lead (audited).',
    roles: 'admin',
    ok: [200, deleted],
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/forms/{id}/leads/{leadId}/integrations',
    summary: "The lead's deliveries (notification, confirmation, webhooks) with their jobs' state.",
    roles: 'admin',
    ok: [200, list(delivery).omit({ meta: true })],
    errors: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/forms/{id}/leads/{leadId}/integrations/fix',
    summary: 'Sends deliveries again (type request): the one named by delivery_id, or every one not delivered.',
    roles: 'admin',
    body: request('request', z.object({ delivery_id: z.number().int().optional() })).optional(),
    ok: [202, list(delivery).omit({ meta: true })],
    errors: [401, 403, 404, 409, 422],
  },
  {
    method: 'post',
    path: '/forms/{id}/lead_exports',
    summary: 'Starts an export of the leads as the list filters and sorts them (query parameters or data.attributes), csv or xlsx.',
    roles: 'admin',
    query: exportQuery,
    body: request('lead_export', z.record(z.string(), z.string())).optional(),
    ok: [202, one(leadExport)],
    errors: [401, 403, 404, 422],
  },
  {
    method: 'get',
    path: '/forms/{id}/lead_exports/{exportId}',
    summary: 'An export’s status and progress.',
    roles: 'admin',
    ok: [200, one(leadExport)],
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/forms/{id}/lead_exports/{exportId}/download',
    summary: 'A completed export’s file (409 before).',
    roles: 'admin',
    ok: [200, null],
    errors: [401, 403, 404, 409],
  },
  { method: 'get', path: '/locations', summary: 'The market’s locations.', roles: 'editor', ok: [200, list(location)], errors: [401, 403] },
  {
    method: 'post',
    path: '/locations',
    summary: 'Adds a location.',
    roles: 'admin',
    body: request('location', locationInputSchema),
    ok: [201, one(location)],
    errors: [401, 403, 422],
  },
  {
    method: 'put',
    path: '/locations/{id}',
    summary: 'Changes a location.',
    roles: 'admin',
    body: request('location', locationInputSchema),
    ok: [200, one(location)],
    errors: [401, 403, 404, 422],
  },
  {
    method: 'delete',
    path: '/locations/{id}',
    summary: 'Removes a location.',
    roles: 'admin',
    ok: [200, deleted],
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/orders/{number}',
    summary: 'An order by number: none until the order journey exists.',
    roles: 'admin',
    ok: [200, one(z.unknown())],
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/settings',
    summary: 'The market’s forms.* settings (known keys with their defaults).',
    roles: 'admin',
    ok: [200, list(setting)],
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/settings',
    summary: 'Adds or changes a forms.* setting.',
    roles: 'admin',
    body: request('setting', z.object({ key: z.string(), value: z.string() })),
    ok: [200, one(setting)],
    errors: [401, 403, 422],
  },
  {
    method: 'delete',
    path: '/settings/{id}',
    summary: 'Removes a stored forms.* setting (its default applies).',
    roles: 'admin',
    ok: [200, one(setting)],
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/integrations/active_system',
    summary: 'The integration system forms deliver to: webhooks.',
    roles: 'admin',
    ok: [200, one(resource('integration_system', z.record(z.string(), z.unknown())))],
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/integrations/verify',
    summary: 'Checks the market’s forms configuration (webhook addresses, reCAPTCHA) without sending anything.',
    roles: 'admin',
    ok: [
      200,
      one(
        resource(
          'integration_check',
          z.object({ ok: z.boolean(), checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })) }),
        ),
      ),
    ],
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/verify/sms/create_verification',
    summary: 'Texts a code to phone_number (spec 1 §5); limited per number and client.',
    roles: 'visitor',
    body: z.object({ phone_number: z.string() }),
    ok: [202, one(z.object({ phone_number: z.string(), status: z.literal('sent') }))],
    errors: [422, 429, 502],
  },
  {
    method: 'post',
    path: '/verify/sms/check_verification',
    summary: 'Checks the code texted to phone_number; a lead then carries the verified number for 30 minutes.',
    roles: 'visitor',
    body: z.object({ phone_number: z.string(), code: z.string() }),
    ok: [200, one(z.object({ phone_number: z.string(), verified: z.literal(true) }))],
    errors: [422, 429, 502],
  },
  {
    method: 'post',
    path: '/verify/email',
    summary: 'Checks an address with the e-mail verification service (spec 1 §5: a timeout or failure counts as valid).',
    roles: 'visitor',
    body: z.object({ email: z.string() }),
    ok: [
      200,
      one(
        z.object({
          isValid: z.boolean(),
          status: z.string(),
          details: z.record(z.string(), z.unknown()).optional(),
          error: z.string().optional(),
          error_code: z.enum(['TIMEOUT', 'VALIDATION_ERROR']).optional(),
        }),
      ),
    ],
    errors: [422, 429, 503],
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document.',
    roles: 'visitor',
    ok: [200, z.record(z.string(), z.unknown())],
    errors: [],
  },
]

const errorBody = z.object({
  errors: z.array(
    z.object({
      status: z.string(),
      title: z.string(),
      detail: z.string().optional(),
      source: z.object({ pointer: z.string() }).optional(),
    }),
  ),
})
const ERROR_TEXT: Record<number, string> = {
  400: 'Bad query or JSON',
  401: 'Login required',
  403: 'Not allowed for this role (or a cross-site request, or no CSRF token)',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body over 1 MB',
  415: 'Not JSON',
  422: 'Invalid value (names the field)',
  429: 'Too many requests (Retry-After)',
  502: 'The provider did not answer',
  503: 'The provider is not configured',
}
const ROLE_TEXT: Record<Role, string> = {
  visitor: 'Anyone (visitors, no login).',
  editor: 'Editors and administrators of the market.',
  admin: 'Administrators of the market.',
}

const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) },
})

/** OpenAPI 3.1 of the forms API. */
export function formsOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of formsRoutes) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema: z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
      })),
    ]
    const [status, okBody] = route.ok
    paths[route.path] ??= {}
    paths[route.path]![route.method] = {
      summary: route.summary,
      description: ROLE_TEXT[route.roles],
      parameters,
      ...(route.body ? { requestBody: { required: !route.body.safeParse(undefined).success, content: json(route.body, 'input') } } : {}),
      responses: {
        [status]: okBody
          ? { description: 'OK', content: json(okBody, 'output') }
          : {
              description: 'The file',
              content: { 'text/csv': {}, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} },
            },
        ...Object.fromEntries(route.errors.map((code) => [code, { description: ERROR_TEXT[code], content: json(errorBody, 'output') }])),
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Forecourt forms API', version: '1' },
    servers: [{ url: '/api/forms' }],
    paths,
  }
}
