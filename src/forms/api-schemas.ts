import { z } from 'zod'
import { formDefinitionSchema, formFieldSchema, formSettingsSchema, integrationSchema } from './definition.ts'
import { EXPORT_FORMATS } from './lead-exports.server.ts'
import { leadFilterSchema } from './lead-query.ts'

/**
 * The schemas of the forms API's answers and bodies, as its routes declare them (api.server.ts) and
 * its OpenAPI document shows them.
 */
export const resource = <S extends z.ZodType>(type: string, attributes: S) =>
  z.object({ id: z.string(), type: z.literal(type), attributes })
export const request = <S extends z.ZodType>(type: string, attributes: S) =>
  z.object({ data: z.object({ type: z.literal(type).optional(), attributes }) })
export const one = <S extends z.ZodType>(data: S) => z.object({ data })
export const list = <S extends z.ZodType>(data: S, meta: z.ZodType = z.object({ total: z.number().int() })) =>
  z.object({ data: z.array(data), meta })
export const deleted = one(z.object({ deleted: z.literal(true) }))

export const formAttributesInput = formDefinitionSchema.safeExtend({
  name: z.string(),
  type: z.string().optional(),
  version: z
    .number()
    .int()
    .optional()
    .describe('A save: the version its changes were made on; 409 when another has been saved since (the builder sends it).'),
})
export const publicForm = z.object({
  fields: z.array(formFieldSchema),
  layout: z.enum(['single_column', 'double_column']),
  submit_label: z.string(),
  settings: formSettingsSchema
    .partial({ notifications: true, confirmations: true })
    .describe('thank_you for everyone; notifications and confirmations for admins'),
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
export const formListItem = resource(
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
export const leadValue = z.union([z.string(), z.boolean(), z.array(z.string())])
export const delivery = resource(
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
export const leadListItem = resource(
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
export const leadDetail = resource(
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
export const leadExport = resource(
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
export const location = resource(
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
export const setting = z.object({
  id: z.string().nullable(),
  type: z.literal('setting'),
  attributes: z.object({ key: z.string(), value: z.string(), default: z.string().nullable(), stored: z.boolean() }),
})
export const config = resource(
  'config',
  z.object({
    integrations: z.array(integrationSchema.extend({ signing_key: z.string().describe('HMAC-SHA256 key of X-Forecourt-Signature (hex)') })),
  }),
)
export const exportQuery = leadFilterSchema.extend({ format: z.enum(EXPORT_FORMATS).default('csv') })
export const leadsMeta = z.object({ total: z.number().int(), page: z.number().int(), items: z.number().int(), pages: z.number().int() })
/**
 * An order of the order journey (spec 1 §7 GET /orders/{number}, spec 3 §3 Order), as the app
 * hands it to the forms API (`FormsOrders`): what the confirmation page shows, plus the customer's
 * e-mail and the reservation form's lead, for the market's administrators.
 */
export const order = resource(
  'order',
  z.object({
    order_number: z.string(),
    created_at: z.string(),
    status: z.string().describe('reserved | confirmed | cancelled | refunded'),
    payment_status: z.string().describe('not_required | pending | authorised | paid | cancelled | refunded'),
    vendor_type: z.string(),
    amount: z.number().describe('The reservation fee, in the currency’s major unit'),
    currency: z.string(),
    finance_option: z.string().nullable(),
    vehicle_id: z.number().int().nullable(),
    vehicle: z.record(z.string(), z.unknown()).describe('What the shopper saw of the vehicle when ordering'),
    customer_name: z.string(),
    customer_email: z.string(),
    lead_id: z.number().int().nullable().describe('The reservation form’s lead'),
    confirmed: z.boolean(),
    metadata: z.object({ tradeInData: z.unknown(), appointment: z.unknown(), retailer: z.unknown(), subscription: z.unknown() }),
  }),
)
