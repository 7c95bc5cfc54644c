import { z } from 'zod'
import type { SettingMap } from '~/settings/settings.ts'
import { formDefinitionSchema } from './definition.ts'
import type { RenderedForm } from './FormRenderer.tsx'
import { getPublicForm } from './lead-client.ts'
import type { FormLocation } from './lead-values.ts'

/**
 * A form as visitors get it (ADR 053: the public part) with what a page needs to show it: the
 * places its location fields offer and a form_token. The server render resolves it in process
 * (a form block's data); the modal form reads GET /api/forms/forms/{id} (this module).
 */
export interface PublicForm {
  form: RenderedForm
  locations: FormLocation[]
  formToken: string | null
}

/** Where a form block's server-side data reads its form (src/blocks/block-data.server.ts). */
export interface FormBlockSource {
  /** The market's form as its pages show it (with a fresh form_token); null when it has no such form. */
  publicForm(siteId: number, formId: number, settings: SettingMap): Promise<PublicForm | null>
}

const locationSchema = z.object({ id: z.coerce.number().int().positive(), name: z.string() })
const answerSchema = z.object({
  data: z.object({
    id: z.union([z.string(), z.number()]),
    attributes: z.looseObject({
      version: z.number().int().positive(),
      form_token: z.string().nullish(),
      locations: z.array(locationSchema).nullish(),
    }),
  }),
})

/** The public form of GET /api/forms/forms/{id}; null when the answer is not one. */
export function readPublicForm(json: unknown): PublicForm | null {
  const answer = answerSchema.safeParse(json)
  if (!answer.success) return null
  const { id, attributes } = answer.data.data
  const definition = formDefinitionSchema.safeParse(attributes)
  if (!definition.success) return null
  return {
    form: { id, version: attributes.version, definition: definition.data },
    locations: attributes.locations ?? [],
    formToken: attributes.form_token ?? null,
  }
}

export type PublicFormAnswer = { ok: true; form: PublicForm } | { ok: false; notFound: boolean }

/** GET /api/forms/forms/{id} under the market's base path. */
export async function fetchPublicForm(formId: string, fetchImpl: typeof fetch = fetch): Promise<PublicFormAnswer> {
  const answer = await getPublicForm(formId, fetchImpl)
  if (answer.status < 200 || answer.status >= 300) return { ok: false, notFound: answer.status === 404 }
  const form = readPublicForm(answer.body)
  return form ? { ok: true, form } : { ok: false, notFound: false }
}
