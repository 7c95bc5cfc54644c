import { z } from 'zod'
import { formDefinitionSchema, type FormDefinition } from './definition.ts'

/**
 * A form as the forms API, an exported form file and a site bundle give it (spec 1 §7 "body
 * data.attributes"): name and type beside the definition's keys. Pure: the back office checks a
 * form with it too.
 */

/** A form type's longest: the back office's Type fields take no more. */
export const FORM_TYPE_MAX = 40
/** How a form type is written, for the back office's hints. */
export const FORM_TYPE_RULE = 'lower-case letters, digits and _, starting with a letter'

/** What a form is for (test_drive, brochure, offer …): free, short, lower-case; `general` by default. */
export const formTypeSchema = z
  .string()
  .regex(
    new RegExp(`^[a-z][a-z0-9_]{0,${FORM_TYPE_MAX - 1}}$`),
    `Use lower-case letters, digits and underscores, starting with a letter (at most ${FORM_TYPE_MAX})`,
  )

export const formNameSchema = z.string().trim().min(1, 'A form needs a name').max(200, 'A name has at most 200 characters')

export const formAttributesSchema = formDefinitionSchema.safeExtend({ name: formNameSchema, type: formTypeSchema.default('general') })
export type FormAttributesInput = z.input<typeof formAttributesSchema>

export interface FormInput {
  name: string
  type: string
  definition: FormDefinition
}

/** Attributes checked and split into name, type and definition; a ZodError names the bad path. */
export function parseFormAttributes(attributes: unknown): { ok: true; form: FormInput } | { ok: false; error: z.ZodError } {
  const parsed = formAttributesSchema.safeParse(attributes)
  if (!parsed.success) return { ok: false, error: parsed.error }
  return { ok: true, form: splitFormAttributes(parsed.data) }
}

/** Checked attributes as name, type and definition. */
export function splitFormAttributes({ name, type, ...definition }: z.output<typeof formAttributesSchema>): FormInput {
  return { name, type, definition }
}

/** The attributes of a form, as exported (what import and bundles take back). */
export const joinFormAttributes = (form: FormInput) => ({ name: form.name, type: form.type, ...form.definition })
