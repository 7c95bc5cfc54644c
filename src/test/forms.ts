import { randomUUID } from 'node:crypto'
import type { Database } from '~/db/client.server.ts'
import { drainDeliveryOutbox } from '~/forms/delivery-outbox.server.ts'
import type { FormAttributesInput } from '~/forms/form-attributes.ts'
import { issueFormToken } from '~/forms/form-token.server.ts'
import type { JobQueue } from '~/jobs/queue.server.ts'
import type { TestClient } from './app.ts'

/** Helpers for the forms API's tests: a test-drive form, JSON:API bodies, a visitor's lead. */

/** A test-drive form with a conditional field, a retailer picker, a postcode and a consent. */
export const testDriveForm = {
  name: 'Test drive',
  type: 'test_drive',
  layout: 'double_column',
  fields: [
    { id: 'first_name', type: 'text', label: 'First name', rules: { required: true, max: 50 }, width: 'half' },
    { id: 'email', type: 'email', label: 'E-mail', rules: { required: true } },
    { id: 'phone', type: 'phone', label: 'Phone', country: 'GB' },
    {
      id: 'model',
      type: 'select',
      label: 'Model',
      rules: { required: true },
      options: [
        { label: 'E5', value: 'e5' },
        { label: 'E7', value: 'e7' },
      ],
    },
    { id: 'trade_in', type: 'checkbox', label: 'I have a car to trade in' },
    { id: 'trade_in_model', type: 'text', label: 'Your car', rules: { required: true }, show_when: { field: 'trade_in' } },
    { id: 'retailer', type: 'location', label: 'Retailer' },
    { id: 'postcode', type: 'text', label: 'Postcode' },
    { id: 'consent', type: 'consent', label: 'Contact me', consent_text: 'I agree that Aurelia contacts me about my test drive.' },
  ],
  settings: {
    thank_you: { title: 'Thanks!', message: 'See you soon.' },
    notifications: { enabled: true, recipients: ['leads@example.com'] },
    confirmations: { enabled: true },
  },
  integrations: [{ id: 'crm', type: 'webhook', url: 'https://crm.example.com/leads' }],
} satisfies FormAttributesInput

/** Valid values for testDriveForm. */
export const testDriveValues = { first_name: 'Ada', email: 'Ada@Example.com', model: 'e5', consent: true }

export const jsonApi = (method: string, attributes?: unknown, type?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(attributes === undefined ? {} : { body: JSON.stringify({ data: { ...(type ? { type } : {}), attributes } }) }),
})

export async function createForm(
  admin: TestClient,
  attributes: FormAttributesInput = testDriveForm,
): Promise<{ id: number; version: number }> {
  const response = await admin.request('/api/forms/forms', jsonApi('POST', attributes, 'form'))
  if (response.status !== 201) throw new Error(`creating form ${attributes.name} failed: ${response.status} ${await response.text()}`)
  const { data } = (await response.json()) as { data: { id: string; attributes: { version: number } } }
  return { id: Number(data.id), version: data.attributes.version }
}

/** A form token issued `ageMs` ago (older than the 3 s a person needs, by default). */
export const agedToken = (client: TestClient, siteId: number, formId: number, ageMs = 10_000) =>
  issueFormToken(client.services.database, { siteId, formId }, new Date(Date.now() - ageMs))

export function leadBody(
  form: { version: number },
  fields: Record<string, unknown>,
  formToken: string,
  extra: Record<string, unknown> = {},
) {
  return {
    data: {
      attributes: { form_version: form.version, fields, idempotency_key: randomUUID(), form_token: formToken, website: '', ...extra },
    },
  }
}

/** A visitor's POST of a lead from a client address (as @hono/node-server would see it). */
export async function postLead(
  client: TestClient,
  formId: number | string,
  body: unknown,
  options: { address?: string; headers?: Record<string, string>; host?: string } = {},
) {
  await client.jobsStarted
  return client.app.request(
    `/api/forms/forms/${formId}/leads`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.host ? { host: options.host } : {}), ...options.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: options.address ?? '198.51.100.1' } } },
  )
}

/**
 * Sends the jobs of every lead delivery still in the outbox, as the drain that every process runs
 * would (a test's queue runs no workers); answers how many it sent.
 */
export async function drainAllDeliveries(database: Database, jobs: JobQueue): Promise<number> {
  let total = 0
  for (;;) {
    const sent = await drainDeliveryOutbox(database, jobs)
    if (sent === 0) return total
    total += sent
  }
}
