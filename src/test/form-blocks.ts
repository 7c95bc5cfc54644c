import { vi } from 'vitest'
import { formDefinitionSchema, type FormDefinitionInput } from '~/forms/definition.ts'
import type { PublicForm } from '~/forms/public-form.ts'

/** A form block's server data for renderer tests: a small test-drive form with a retailer picker. */
export function testDriveForm(more: Partial<FormDefinitionInput> = {}): PublicForm {
  return {
    form: {
      id: 4,
      version: 2,
      definition: formDefinitionSchema.parse({
        submit_label: 'Book my test drive',
        fields: [
          { id: 'name', type: 'text', label: 'Full name', rules: { required: true } },
          { id: 'retailer', type: 'location', label: 'Retailer' },
        ],
        settings: { thank_you: { title: 'See you soon', message: 'Your retailer will call you.' } },
        ...more,
      }),
    },
    locations: [{ id: 3, name: 'Aurelia London' }],
    formToken: `${Date.now()}.signature`,
  }
}

/** A 201 answer of the forms API to a lead. */
export const leadAccepted = () =>
  new Response(JSON.stringify({ data: { id: '1', type: 'lead', attributes: { created_at: new Date().toISOString(), thank_you: null } } }), {
    status: 201,
  })

/** The form_token a form's public read answers in renderer tests: the one a form sends. */
export const ARRIVAL_TOKEN = '1800000000000.arrival'

/**
 * Stubs the browser's fetch for a form renderer: the public form's read (the fresh form_token a form
 * fetches as the page arrives, forms/form-token.ts) goes to `reads`, by default answering
 * ARRIVAL_TOKEN; every other request to `sends`, whose calls are then only the form's sends.
 */
export function stubFormFetch(
  sends: typeof fetch,
  reads: typeof fetch = async () => new Response(JSON.stringify({ data: { attributes: { form_token: ARRIVAL_TOKEN } } }), { status: 200 }),
) {
  vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
    /\/api\/forms\/forms\/[^/]+$/.test(String(url)) && (init?.method ?? 'GET') === 'GET' ? reads(url, init) : sends(url, init),
  )
}
