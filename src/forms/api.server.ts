import { Hono, type Context } from 'hono'
import type { Db } from '~/db/client.server.ts'
import { refreshContentAfterWrite } from '~/lib/refresh-after-write.server.ts'
import { z } from 'zod'
import { requestClientAddress } from '~/auth/client-address.server.ts'
import { addressKey } from '~/auth/login-limit.ts'
import { idParam, notJsonBody, parseJsonBody, problem, readQuery, zodProblems } from '~/lib/api-problems.ts'
import { ServiceError, serviceErrorResponse } from '~/lib/http.server.ts'
import { isDatabaseId } from '~/lib/integer-max.ts'
import { FORM_SETTING_NAMES, formSettingsSchema, integrationSchema } from './definition.ts'
import { webhookSigningKey } from './delivery.server.ts'
import { formAttributes } from './form-views.server.ts'
import {
  createForm,
  definitionOf,
  deleteForm,
  duplicateForm,
  findForm,
  formSetting,
  getForm,
  listForms,
  saveForm,
  saveIntegrations,
  type FormRow,
} from './forms.server.ts'
import { configurationChecks, activeSystem } from './integrations.server.ts'
import { createExport, EXPORT_CONTENT_TYPES, EXPORT_FORMATS, exportDownload, exportView, getExport } from './lead-exports.server.ts'
import { leadFilterSchema, leadListQuerySchema } from './lead-query.ts'
import { deleteLead, leadDeliveriesOf, listLeads, readLead, resendDeliveries } from './leads.server.ts'
import { createLocation, deleteLocation, listLocations, updateLocation } from './locations.server.ts'
import { locationInputSchema } from './location.ts'
import { parseFormAttributes, type FormInput } from './form-attributes.ts'
import * as S from './api-schemas.ts'
import { deleteFormsSetting, listFormsSettings, saveFormsSetting } from './settings.server.ts'
import { rememberedForms, rememberedLocationChoices, submissionSchema, submitLead } from './submission.server.ts'
import { LEAD_REFUSAL_CODES } from './refusals.ts'
import { verificationApi } from './verification/api.server.ts'
import { databaseId } from '~/lib/database-integer.ts'
import { codedErrorSchema, declareRoutes, openApiDocument, underBasePath } from '~/lib/api-routes.server.ts'
import { staffAccess } from '~/auth/api-access.server.ts'
import { exportFileName } from './export-file-name.ts'

/**
 * /api/forms (ARCHITECTURE.md Runtime topology; spec 1 §7 Forms API): forms, their settings and
 * integrations, locations, leads and their deliveries, lead exports, form export / import /
 * duplicate, the forms settings, orders. JSON:API-style answers (`{ data, meta }`); errors name
 * the field. Who may do what is ADR 053's role matrix: visitors read a form's public part and send
 * leads; editors list and read forms and locations; the market's administrators do everything.
 */

/** Visitor requests that carry no CSRF token (they act for nobody); the same-origin check still applies. */
export const FORMS_VISITOR_POSTS = /^\/api\/forms\/(forms\/[^/]+\/leads|verify\/.+)$/

/** A JSON:API request body: `{ data: { type?, attributes } }` (spec 1 §7 "body data.attributes"). */
const body = <S extends z.ZodType>(attributes: S, type?: string) =>
  z.object({ data: z.object({ type: type ? z.literal(type).optional() : z.string().optional(), attributes }) })

const settingBody = body(z.object({ key: z.string().max(200), value: z.string().max(200_000) }), 'setting')
const integrationsBody = body(z.object({ integrations: z.array(z.unknown()) }), 'config')
const fixBody = body(z.object({ delivery_id: databaseId.optional() }).default({}), 'request')
const exportBody = z
  .object({ data: z.object({ type: z.string().optional(), attributes: z.record(z.string(), z.unknown()).default({}) }).optional() })
  .optional()
const exportFormat = z.enum(EXPORT_FORMATS, { error: 'must be csv or xlsx' }).default('csv')

const resource = (type: string, id: number | string, attributes: object) => ({ id: String(id), type, attributes })
const formResource = async (c: Context, row: FormRow) =>
  resource(
    'form',
    row.id,
    await formAttributes(
      c.get('services').database,
      row,
      c.get('user')?.role ?? null,
      await siteSettings(c),
      // A visitor's read (the one anyone can flood) takes the locations from the view kept per revision.
      c.get('user') ? undefined : () => rememberedLocationChoices(c.get('services').content, c.get('services').database.db, c.get('site')),
    ),
  )
const siteSettings = (c: Context) => c.get('services').content.settings(c.get('site'))

/** spec 1 §7 integrations (type 'config'), each webhook with the key its signatures are made with (admins only, ADR 053). */
const integrationsResource = async (c: Context, row: FormRow) =>
  resource('config', row.id, {
    integrations: await Promise.all(
      definitionOf(row).integrations.map(async (integration) => ({
        ...integration,
        signing_key: await webhookSigningKey(c.get('services').database, {
          siteId: row.siteId,
          formId: row.id,
          integrationId: integration.id,
        }),
      })),
    ),
  })

/** Runs a service call; its ServiceError becomes the 4xx answer, anything else a 500. */
async function run(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ServiceError) return serviceErrorResponse(c, error)
    throw error
  }
}

const notFound = (c: Context, what = 'Form') =>
  c.json(problem(404, `${what} not found`, `This market has no ${what.toLowerCase()} with that id.`), 404)

/** An order's attributes as GET /orders/{number} answers them. */
export type FormsOrder = z.infer<typeof S.order>['attributes']

/**
 * The order journey's orders, handed in by the app that composes the APIs: forms sits below orders
 * in the layers, so it reads them through this and never imports them.
 */
export interface FormsOrders {
  /** The market's order with this number, or null. */
  find(db: Db, siteId: number, number: string): Promise<FormsOrder | null>
}

/** `orders`: where GET /orders/{number} reads orders; without it, that route finds none. */
export function formsApi(options: { trustProxy?: boolean; orders?: FormsOrders } = {}) {
  const api = new Hono()
  const { route, include, routes } = declareRoutes(api, staffAccess)
  const db = (c: Context) => c.get('services').database.db

  /** The path's `:id` (a form's, a location's or a setting's), null when it is not an id. */
  const pathId = (c: Context) => idParam(c.req.param('id'))
  /**
   * A form's attributes from a request body, and the version a save's changes were made on
   * (`version`, when it names one), or the 422 naming the bad path.
   */
  async function formInput(c: Context): Promise<{ form: FormInput; startedFrom: number | undefined } | Response> {
    const parsed = await parseJsonBody(c, body(z.unknown(), 'form'), 'Invalid value')
    if (!parsed.ok) return parsed.response
    const attributes = parsed.data.data.attributes
    const form = parseFormAttributes(attributes)
    if (!form.ok) return c.json(zodProblems(form.error, 422, 'Invalid value', '/data/attributes'), 422)
    const version = typeof attributes === 'object' && attributes !== null && 'version' in attributes ? attributes.version : undefined
    if (version !== undefined && !isDatabaseId(version)) {
      const detail = 'version: the form version the changes were made on, a whole number'
      return c.json(problem(422, 'Invalid value', detail, '/data/attributes/version'), 422)
    }
    return { form: form.form, startedFrom: version }
  }

  // --- Forms ---------------------------------------------------------------------------------

  route(
    {
      method: 'get',
      path: '/forms',
      summary: 'The market’s forms, by name.',
      access: 'editor',
      ok: [200, S.list(S.formListItem)],
      errors: [401, 403],
    },
    async (c) => {
      const rows = await listForms(db(c), c.get('site').id)
      const role = c.get('user')!.role
      const data = rows.map((row) =>
        resource('form', row.id, {
          name: row.name,
          type: row.type,
          version: row.version,
          updated_at: row.updatedAt.toISOString(),
          ...(role === 'admin' ? { created_at: row.createdAt.toISOString(), lead_count: row.leadCount } : {}),
        }),
      )
      return c.json({ data, meta: { total: data.length } })
    },
  )

  route(
    {
      method: 'post',
      path: '/forms',
      summary: 'Creates a form (version 1).',
      access: 'admin',
      body: S.request('form', S.formAttributesInput),
      ok: [201, S.one(S.resource('form', S.publicForm))],
      errors: [401, 403, 409, 422],
    },
    refreshContentAfterWrite,
    async (c) => {
      const input = await formInput(c)
      if (input instanceof Response) return input
      return run(c, async () =>
        c.json({ data: await formResource(c, await createForm(db(c), c.get('user')!, c.get('site').id, input.form)) }, 201),
      )
    },
  )

  route(
    {
      method: 'post',
      path: '/forms/import',
      summary: 'Creates a form from an exported file (body data.attributes); a bad file changes nothing and names the bad path.',
      access: 'admin',
      body: S.request('form', S.formAttributesInput),
      ok: [201, S.one(S.resource('form', S.publicForm))],
      errors: [401, 403, 409, 422],
    },
    refreshContentAfterWrite,
    async (c) => {
      // spec 1 §7: the body is data.attributes, as GET /forms/{id}/export gives it; a bad file changes nothing.
      const input = await formInput(c)
      if (input instanceof Response) return input
      return run(c, async () =>
        c.json({ data: await formResource(c, await createForm(db(c), c.get('user')!, c.get('site').id, input.form, 'form.import')) }, 201),
      )
    },
  )

  route(
    {
      method: 'get',
      path: '/forms/{id}',
      summary:
        'A form: its public part for visitors (with a form_token), plus name, type and dates for editors, plus settings and integrations for admins.',
      access: 'visitor',
      ok: [200, S.one(S.resource('form', S.publicForm))],
      errors: [404],
    },
    async (c) => {
      const id = pathId(c)
      // Visitors read the market's forms as a view per content revision: a flood of reads runs no query.
      const row =
        id === null
          ? null
          : c.get('user')
            ? await findForm(db(c), c.get('site').id, id)
            : ((await rememberedForms(c.get('services').content, db(c), c.get('site'))).get(id) ?? null)
      if (!row) return notFound(c)
      return c.json({ data: await formResource(c, row) })
    },
  )

  route(
    {
      method: 'put',
      path: '/forms/{id}',
      summary: 'Saves a form: its version goes up and the definition is kept in its versions.',
      access: 'admin',
      body: S.request('form', S.formAttributesInput),
      ok: [200, S.one(S.resource('form', S.publicForm))],
      errors: [401, 403, 404, 409, 422],
    },
    refreshContentAfterWrite,
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c)
      const input = await formInput(c)
      if (input instanceof Response) return input
      return run(c, async () =>
        c.json({ data: await formResource(c, await saveForm(db(c), c.get('user')!, c.get('site').id, id, input.form, input.startedFrom)) }),
      )
    },
  )

  route(
    {
      method: 'delete',
      path: '/forms/{id}',
      summary: "Deletes a form without leads (409 'This form has {n} leads: delete them first (export them to keep a copy)').",
      access: 'admin',
      ok: [200, S.deleted],
      errors: [401, 403, 404, 409],
    },
    refreshContentAfterWrite,
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c)
      return run(c, async () => {
        await deleteForm(db(c), c.get('user')!, c.get('site').id, id)
        return c.json({ data: { deleted: true } })
      })
    },
  )

  route(
    {
      method: 'get',
      path: '/forms/{id}/settings/{name}',
      summary: 'One of the form’s settings: thank_you, notifications or confirmations.',
      access: 'admin',
      ok: [200, S.one(S.resource('form_setting', z.record(z.string(), z.unknown())))],
      errors: [401, 403, 404],
    },
    async (c) => {
      const id = pathId(c)
      const name = FORM_SETTING_NAMES.find((n) => n === c.req.param('name'))
      if (id === null) return notFound(c)
      if (!name) return c.json(problem(404, 'Setting not found', `A form has the settings ${FORM_SETTING_NAMES.join(', ')}.`), 404)
      return run(c, async () =>
        c.json({ data: resource('form_setting', name, formSetting(await getForm(db(c), c.get('site').id, id), name)) }),
      )
    },
  )

  route(
    {
      method: 'get',
      path: '/forms/{id}/integrations',
      summary: 'The form’s webhooks (type config).',
      access: 'admin',
      ok: [200, S.one(S.config)],
      errors: [401, 403, 404],
    },
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c)
      return run(c, async () => c.json({ data: await integrationsResource(c, await getForm(db(c), c.get('site').id, id)) }))
    },
  )

  route(
    {
      method: 'put',
      path: '/forms/{id}/integrations',
      summary: 'Replaces the form’s webhooks (a save: the version goes up).',
      access: 'admin',
      body: S.request('config', z.object({ integrations: z.array(integrationSchema) })),
      ok: [200, S.one(S.config)],
      errors: [401, 403, 404, 422],
    },
    refreshContentAfterWrite,
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c)
      const parsed = await parseJsonBody(c, integrationsBody, 'Invalid value')
      if (!parsed.ok) return parsed.response
      const integrations = z.array(integrationSchema).max(10).safeParse(parsed.data.data.attributes.integrations)
      if (!integrations.success) return c.json(zodProblems(integrations.error, 422, 'Invalid value', '/data/attributes/integrations'), 422)
      return run(c, async () => {
        const row = await saveIntegrations(db(c), c.get('user')!, c.get('site').id, id, integrations.data)
        return c.json({ data: await integrationsResource(c, row) })
      })
    },
  )

  route(
    {
      method: 'get',
      path: '/forms/{id}/export',
      summary: 'The form as a JSON file that POST /forms/import takes back.',
      access: 'admin',
      ok: [200, S.one(z.object({ type: z.literal('form'), attributes: S.formAttributesInput }))],
      errors: [401, 403, 404],
    },
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c)
      return run(c, async () => {
        const row = await getForm(db(c), c.get('site').id, id)
        const slug =
          row.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || 'form'
        c.header('content-disposition', `attachment; filename="form-${slug}.json"`)
        // What POST /forms/import takes back: the form as data.attributes.
        return c.json({ data: { type: 'form', attributes: { name: row.name, type: row.type, ...definitionOf(row) } } })
      })
    },
  )

  route(
    {
      method: 'post',
      path: '/forms/{id}/duplicate',
      summary: 'A copy of the form at version 1, named `name` (default: "<name> (copy)").',
      access: 'admin',
      query: z.object({ name: z.string().max(200).optional() }),
      ok: [201, S.one(S.resource('form', S.publicForm))],
      errors: [401, 403, 404, 409, 422],
    },
    refreshContentAfterWrite,
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c)
      return run(c, async () =>
        c.json({ data: await formResource(c, await duplicateForm(db(c), c.get('user')!, c.get('site').id, id, c.req.query('name'))) }, 201),
      )
    },
  )

  // --- Leads ---------------------------------------------------------------------------------

  route(
    {
      method: 'post',
      path: '/forms/{id}/leads',
      summary:
        'A visitor’s lead, checked against the form version they saw; 201, or 200 with the first lead for a key sent before. 422 names each refused field at /data/attributes/fields/<id>, each error with its code; 429 with Retry-After past the rate limit.',
      access: 'visitor',
      body: submissionSchema,
      ok: [201, S.one(S.resource('lead', z.object({ created_at: z.string(), thank_you: formSettingsSchema.shape.thank_you })))],
      errors: [404, 413, 415, 422, 429],
      errorBodies: { 422: codedErrorSchema(LEAD_REFUSAL_CODES, 'a body off the schema'), 429: codedErrorSchema(['rate_limited']) },
    },
    async (c) => {
      // Bad input: a wrong content type is refused before anything is read.
      if (!/^application\/(vnd\.api\+)?json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
        return c.json(problem(415, 'Unsupported media type', 'Send the lead as JSON (Content-Type: application/json).'), 415)
      const id = pathId(c)
      if (id === null) return notFound(c)
      const parsed = await parseJsonBody(c, submissionSchema, 'Invalid value')
      if (!parsed.ok) return parsed.response
      const address = requestClientAddress(c, options.trustProxy ?? false)
      const services = c.get('services')
      const site = c.get('site')
      const outcome = await submitLead(services, {
        site,
        formId: id,
        settings: await siteSettings(c),
        submission: parsed.data,
        clientKey: addressKey(address),
        clientAddress: address,
      })
      switch (outcome.kind) {
        case 'unknown-form':
          return notFound(c)
        case 'limited':
          c.header('retry-after', String(outcome.retryAfterSeconds))
          return c.json(
            problem(429, 'Too many requests', 'Too many forms were sent from here. Try again later.', undefined, 'rate_limited'),
            429,
          )
        case 'refused':
          return c.json({ errors: outcome.errors }, 422)
        case 'stored': {
          const { id: leadId, ...attributes } = outcome.lead
          return c.json({ data: resource('lead', leadId, attributes) }, outcome.status)
        }
      }
    },
  )

  route(
    {
      method: 'get',
      path: '/forms/{id}/leads',
      summary: "A page of the form's leads (the read is audited).",
      access: 'admin',
      query: leadListQuerySchema,
      ok: [200, S.list(S.leadListItem, S.leadsMeta)],
      errors: [400, 401, 403, 404],
    },
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c)
      const query = readQuery(c, leadListQuerySchema)
      if (query instanceof Response) return query
      return run(c, async () => {
        const { data, total } = await listLeads(db(c), c.get('user')!, c.get('site').id, id, query)
        return c.json({
          data: data.map(({ id: leadId, ...attributes }) => resource('lead', leadId, attributes)),
          meta: { total, page: query.page, items: query.items, pages: Math.ceil(total / query.items) },
        })
      })
    },
  )

  const leadId = (c: Context) => idParam(c.req.param('leadId'))

  route(
    {
      method: 'get',
      path: '/forms/{id}/leads/{leadId}',
      summary: 'One lead with the labels of its version, its consents and deliveries (the read is audited).',
      access: 'admin',
      ok: [200, S.one(S.leadDetail)],
      errors: [401, 403, 404],
    },
    async (c) => {
      const [id, lead] = [pathId(c), leadId(c)]
      if (id === null || lead === null) return notFound(c, 'Lead')
      return run(c, async () => {
        const { id: _id, ...attributes } = await readLead(db(c), c.get('services').jobs, c.get('user')!, c.get('site').id, id, lead)
        return c.json({ data: resource('lead', lead, attributes) })
      })
    },
  )

  route(
    {
      method: 'delete',
      path: '/forms/{id}/leads/{leadId}',
      summary: 'Deletes a lead (audited).',
      access: 'admin',
      ok: [200, S.deleted],
      errors: [401, 403, 404],
    },
    async (c) => {
      const [id, lead] = [pathId(c), leadId(c)]
      if (id === null || lead === null) return notFound(c, 'Lead')
      return run(c, async () => {
        await deleteLead(db(c), c.get('user')!, c.get('site').id, id, lead)
        return c.json({ data: { deleted: true } })
      })
    },
  )

  route(
    {
      method: 'get',
      path: '/forms/{id}/leads/{leadId}/integrations',
      summary: "The lead's deliveries (notification, confirmation, webhooks) with their jobs' state.",
      access: 'admin',
      ok: [200, S.list(S.delivery).omit({ meta: true })],
      errors: [401, 403, 404],
    },
    async (c) => {
      const [id, lead] = [pathId(c), leadId(c)]
      if (id === null || lead === null) return notFound(c, 'Lead')
      return run(c, async () => {
        const deliveries = await leadDeliveriesOf(db(c), c.get('services').jobs, c.get('site').id, id, lead)
        return c.json({ data: deliveries.map(({ id: deliveryId, ...attributes }) => resource('lead_delivery', deliveryId, attributes)) })
      })
    },
  )

  route(
    {
      method: 'post',
      path: '/forms/{id}/leads/{leadId}/integrations/fix',
      summary: 'Sends deliveries again (type request): the one named by delivery_id, or every one not delivered.',
      access: 'admin',
      body: fixBody.optional(),
      ok: [202, S.list(S.delivery).omit({ meta: true })],
      errors: [401, 403, 404, 409, 422],
    },
    async (c) => {
      const [id, lead] = [pathId(c), leadId(c)]
      if (id === null || lead === null) return notFound(c, 'Lead')
      // spec 1 §7: type 'request'; an empty body sends every delivery of the lead not yet delivered.
      const parsed = await optionalBody(c, fixBody)
      if (parsed instanceof Response) return parsed
      const deliveryId = parsed.value?.data.attributes.delivery_id
      return run(c, async () => {
        const deliveries = await resendDeliveries(db(c), c.get('services').jobs, c.get('user')!, c.get('site').id, id, lead, deliveryId)
        return c.json(
          { data: deliveries.map(({ id: deliveryId, ...attributes }) => resource('lead_delivery', deliveryId, attributes)) },
          202,
        )
      })
    },
  )

  // --- Lead exports --------------------------------------------------------------------------

  route(
    {
      method: 'post',
      path: '/forms/{id}/lead_exports',
      summary: 'Starts an export of the leads as the list filters and sorts them (query parameters or data.attributes), csv or xlsx.',
      access: 'admin',
      query: S.exportQuery,
      body: S.request('lead_export', z.record(z.string(), z.string())).optional(),
      ok: [202, S.one(S.leadExport)],
      errors: [401, 403, 404, 422],
    },
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c)
      // The lead list's filters and sort, as query parameters or as data.attributes (which win).
      const sent = await optionalBody(c, exportBody)
      if (sent instanceof Response) return sent
      const given = { ...c.req.query(), ...stringValues(sent.value?.data?.attributes ?? {}) }
      const filter = leadFilterSchema.extend({ format: exportFormat }).safeParse(given)
      if (!filter.success) return c.json(zodProblems(filter.error, 422, 'Invalid value', '/data/attributes'), 422)
      return run(c, async () => {
        const { format, ...leadFilter } = filter.data
        const view = await createExport(db(c), c.get('services').jobs, c.get('user')!, c.get('site').id, id, leadFilter, format)
        const { id: exportId, ...attributes } = view
        return c.json({ data: resource('lead_export', exportId, attributes) }, 202)
      })
    },
  )

  const exportId = (c: Context) => idParam(c.req.param('exportId'))

  route(
    {
      method: 'get',
      path: '/forms/{id}/lead_exports/{exportId}',
      summary: 'An export’s status and progress.',
      access: 'admin',
      ok: [200, S.one(S.leadExport)],
      errors: [401, 403, 404],
    },
    async (c) => {
      const [id, exp] = [pathId(c), exportId(c)]
      if (id === null || exp === null) return notFound(c, 'Export')
      return run(c, async () => {
        const { id: _id, ...attributes } = await exportView(c.get('services').jobs, await getExport(db(c), c.get('site').id, id, exp))
        return c.json({ data: resource('lead_export', exp, attributes) })
      })
    },
  )

  route(
    {
      method: 'get',
      path: '/forms/{id}/lead_exports/{exportId}/download',
      summary: 'A completed export’s file (409 before).',
      access: 'admin',
      ok: [200, null],
      errors: [401, 403, 404, 409],
    },
    async (c) => {
      const [id, exp] = [pathId(c), exportId(c)]
      if (id === null || exp === null) return notFound(c, 'Export')
      return run(c, async () => {
        const row = await getExport(db(c), c.get('site').id, id, exp)
        const file = await exportDownload(db(c), c.get('user')!, row)
        const form = await findForm(db(c), c.get('site').id, id)
        const name = exportFileName({
          formId: id,
          formName: form?.name ?? '',
          exportId: exp,
          createdAt: row.createdAt,
          format: file.format,
        })
        const stored = await c.get('services').media.openFile(file.key)
        if (!stored) throw new ServiceError(404, 'Export file missing', 'The export is completed but its file is gone: export again.')
        return new Response(stored.stream, {
          headers: {
            'content-type': EXPORT_CONTENT_TYPES[file.format],
            'content-length': String(stored.size),
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'private, no-store',
          },
        })
      })
    },
  )

  // --- Locations -----------------------------------------------------------------------------

  route(
    {
      method: 'get',
      path: '/locations',
      summary: 'The market’s locations.',
      access: 'editor',
      ok: [200, S.list(S.location)],
      errors: [401, 403],
    },
    async (c) => {
      const data = (await listLocations(db(c), c.get('site').id)).map(({ id, ...attributes }) => resource('location', id, attributes))
      return c.json({ data, meta: { total: data.length } })
    },
  )

  const locationBody = body(locationInputSchema, 'location')

  route(
    {
      method: 'post',
      path: '/locations',
      summary: 'Adds a location (409 when the market has one of that name).',
      access: 'admin',
      body: S.request('location', locationInputSchema),
      ok: [201, S.one(S.location)],
      errors: [401, 403, 409, 422],
    },
    refreshContentAfterWrite,
    async (c) => {
      const parsed = await parseJsonBody(c, locationBody, 'Invalid value')
      if (!parsed.ok) return parsed.response
      return run(c, async () => {
        const { id, ...attributes } = await createLocation(db(c), c.get('user')!, c.get('site').id, parsed.data.data.attributes)
        return c.json({ data: resource('location', id, attributes) }, 201)
      })
    },
  )

  route(
    {
      method: 'put',
      path: '/locations/{id}',
      summary: 'Changes a location (409 when another of the market has that name).',
      access: 'admin',
      body: S.request('location', locationInputSchema),
      ok: [200, S.one(S.location)],
      errors: [401, 403, 404, 409, 422],
    },
    refreshContentAfterWrite,
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c, 'Location')
      const parsed = await parseJsonBody(c, locationBody, 'Invalid value')
      if (!parsed.ok) return parsed.response
      return run(c, async () => {
        const { id: _id, ...attributes } = await updateLocation(db(c), c.get('user')!, c.get('site').id, id, parsed.data.data.attributes)
        return c.json({ data: resource('location', id, attributes) })
      })
    },
  )

  route(
    {
      method: 'delete',
      path: '/locations/{id}',
      summary: 'Removes a location.',
      access: 'admin',
      ok: [200, S.deleted],
      errors: [401, 403, 404],
    },
    refreshContentAfterWrite,
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c, 'Location')
      return run(c, async () => {
        await deleteLocation(db(c), c.get('user')!, c.get('site').id, id)
        return c.json({ data: { deleted: true } })
      })
    },
  )

  // --- Settings, integrations, orders --------------------------------------------------------

  const settingResource = ({ id, key, ...attributes }: Awaited<ReturnType<typeof listFormsSettings>>[number]) => ({
    id: id === null ? null : String(id),
    type: 'setting',
    attributes: { key, ...attributes },
  })

  route(
    {
      method: 'get',
      path: '/settings',
      summary: 'The market’s forms.* settings (known keys with their defaults).',
      access: 'admin',
      ok: [200, S.list(S.setting)],
      errors: [401, 403],
    },
    async (c) => {
      const data = (await listFormsSettings(db(c), c.get('site').id)).map(settingResource)
      return c.json({ data, meta: { total: data.length } })
    },
  )

  route(
    {
      method: 'post',
      path: '/settings',
      summary: 'Adds or changes a forms.* setting.',
      access: 'admin',
      body: settingBody,
      ok: [200, S.one(S.setting)],
      errors: [401, 403, 422],
    },
    refreshContentAfterWrite,
    async (c) => {
      const parsed = await parseJsonBody(c, settingBody, 'Invalid value')
      if (!parsed.ok) return parsed.response
      const { key, value } = parsed.data.data.attributes
      return run(c, async () => {
        const saved = await saveFormsSetting(db(c), c.get('user')!, c.get('site').id, key, value)
        return c.json({ data: settingResource(saved) })
      })
    },
  )

  route(
    {
      method: 'delete',
      path: '/settings/{id}',
      summary: 'Removes a stored forms.* setting (its default applies).',
      access: 'admin',
      ok: [200, S.one(S.setting)],
      errors: [401, 403, 404],
    },
    refreshContentAfterWrite,
    async (c) => {
      const id = pathId(c)
      if (id === null) return notFound(c, 'Setting')
      return run(c, async () => {
        const after = await deleteFormsSetting(db(c), c.get('user')!, c.get('site').id, id)
        return c.json({ data: settingResource(after) })
      })
    },
  )

  route(
    {
      method: 'get',
      path: '/integrations/active_system',
      summary: 'The integration system forms deliver to: webhooks.',
      access: 'admin',
      ok: [200, S.one(S.resource('integration_system', z.record(z.string(), z.unknown())))],
      errors: [401, 403],
    },
    async (c) => c.json({ data: resource('integration_system', 'active_system', activeSystem(c.get('services'))) }),
  )

  route(
    {
      method: 'get',
      path: '/integrations/verify',
      summary: 'Checks the market’s forms configuration (webhook addresses, reCAPTCHA) without sending anything.',
      access: 'admin',
      ok: [
        200,
        S.one(
          S.resource(
            'integration_check',
            z.object({ ok: z.boolean(), checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })) }),
          ),
        ),
      ],
      errors: [401, 403],
    },
    async (c) => {
      const checks = await configurationChecks(c.get('services'), c.get('site').id, await siteSettings(c))
      return c.json({ data: resource('integration_check', 'verify', { ok: checks.every((check) => check.ok), checks }) })
    },
  )

  route(
    {
      method: 'get',
      path: '/orders/{number}',
      summary: 'An order of the order journey by its number.',
      access: 'admin',
      ok: [200, S.one(S.order)],
      errors: [401, 403, 404],
    },
    async (c) => {
      const number = c.req.param('number') ?? ''
      if (!/^[A-Za-z0-9-]{1,40}$/.test(number))
        return c.json(problem(404, 'Order not found', 'An order number is letters, digits and hyphens.'), 404)
      const order = (await options.orders?.find(db(c), c.get('site').id, number)) ?? null
      if (!order) return c.json(problem(404, 'Order not found', `This market has no order ${number}.`), 404)
      return c.json({ data: resource('order', order.order_number, order) })
    },
  )

  // --- Verification (spec 1 §5): POST /verify/sms/create_verification, /verify/sms/check_verification,
  // /verify/email.
  const verification = verificationApi({ trustProxy: options.trustProxy })
  api.route('/verify', verification.app)
  include('/verify', verification.routes)

  let document: ReturnType<typeof openApiDocument> | undefined
  route(
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This document.',
      access: 'visitor',
      ok: [200, z.record(z.string(), z.unknown())],
      errors: [],
    },
    (c) =>
      c.json(
        underBasePath(
          (document ??= openApiDocument({ title: 'Forecourt forms API', server: '/api/forms', routes, access: staffAccess })),
          c.get('site')?.basePath,
        ),
      ),
  )

  // A form id that is not one is an unknown form, whatever follows it.
  api.all('/forms/:id/*', (c) => (pathId(c) === null ? notFound(c) : c.json(problem(404, 'Not found'), 404)))
  return api
}

/**
 * A body that may be left out: undefined when empty, else JSON checked against `schema` (400 for
 * broken JSON, 422 naming the field).
 */
async function optionalBody<S extends z.ZodType>(c: Context, schema: S): Promise<{ value: z.output<S> | undefined } | Response> {
  const text = await c.req.text()
  if (text.trim() === '') return { value: undefined }
  const notJson = notJsonBody(c)
  if (notJson) return notJson
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return c.json(problem(400, 'Invalid JSON', 'The request body must be a JSON object.'), 400)
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? { value: parsed.data } : c.json(zodProblems(parsed.error, 422, 'Invalid value'), 422)
}

/** Attribute values as the query parameters they stand for (numbers and flags as text). */
const stringValues = (attributes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]))
