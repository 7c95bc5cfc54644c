import { z } from 'zod'
import {
  DEFAULT_CONFIRMATION_BODY,
  DEFAULT_CONFIRMATION_SUBJECT,
  DEFAULT_NOTIFICATION_SUBJECT,
  DEFAULT_SUBMIT_LABEL,
  DEFAULT_THANK_YOU_MESSAGE,
  DEFAULT_THANK_YOU_TITLE,
} from './defaults.ts'
import { CALLING_CODES } from './calling-codes.ts'
import { FIELD_VALUE_LIMIT, safeRedirect } from './limits.ts'
import { emailAddress as emailAddressOf } from '~/lib/email-schema.ts'

/**
 * A form's definition (spec 1 §3 Form, ADR 053): its fields with their rules, the layout, the three
 * settings (thank_you, notifications, confirmations), integrations and verification. One schema for
 * the forms API, the form builder, bundles and the renderer; every rule a field carries is checked
 * by `validateLead` (rules.ts) in the browser and on the server alike.
 */

export const FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'select',
  'radio',
  'checkbox',
  'consent',
  'date',
  'hidden',
  'textarea',
  'location',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** How many fields a form may have. */
export const MAX_FIELDS = 60

const fieldId = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Use lower-case letters, digits and underscores, starting with a letter (at most 64)')
  // A lead's values are an object keyed by field id: `constructor` would read as every object's own.
  .refine((id) => !(id in Object.prototype), 'This id is reserved; choose another')

const option = z.object({
  label: z.string().trim().min(1, 'An option needs a label').max(200),
  value: z.string().trim().min(1, 'An option needs a value').max(200),
})

/** A number of characters from `least` to the longest value a field takes, said in those words when it is not. */
const characters = (least: number) => {
  const error = `Enter a whole number from ${least} to ${FIELD_VALUE_LIMIT}`
  return z.number({ error }).int({ error, abort: true }).min(least, { error }).max(FIELD_VALUE_LIMIT, { error })
}

/** spec 1 §5: the global rules required, min, size and max (lengths in characters; choices for checkbox lists). */
export const fieldRulesSchema = z
  .object({
    required: z.boolean().default(false),
    min: characters(0).optional(),
    size: characters(1).optional(),
    max: characters(1).optional(),
    /** A date field's day may not be before the market's today (a test drive, an appointment). */
    from_today: z.boolean().optional(),
  })
  .refine((rules) => rules.min === undefined || rules.max === undefined || rules.min <= rules.max, {
    message: 'The minimum must not be more than the maximum',
    path: ['min'],
  })

export const formFieldSchema = z.object({
  id: fieldId,
  type: z.enum(FIELD_TYPES),
  label: z.string().trim().min(1, 'A field needs a label').max(300),
  placeholder: z.string().max(200).optional(),
  help: z.string().max(500).optional(),
  /** select, radio and checkbox lists; a checkbox without options is a single yes/no box. */
  options: z.array(option).max(200).optional(),
  rules: fieldRulesSchema.default({ required: false }),
  /** Shown only when another field has a value (any value, or `equals` it). */
  show_when: z.object({ field: fieldId, equals: z.string().max(200).optional() }).optional(),
  /** In a two-column form: half a row or the whole row. */
  width: z.enum(['full', 'half']).default('full'),
  default_value: z.string().max(FIELD_VALUE_LIMIT).optional(),
  /** consent: the wording the visitor agrees to; stored with each lead (versioned by its hash). */
  consent_text: z.string().max(5000).optional(),
  /** phone: the country assumed for numbers without a +code (ISO 3166-1 alpha-2). */
  country: z
    .string()
    .refine((code) => CALLING_CODES.has(code), 'Use a country’s two-letter code in capitals (ISO 3166-1), such as GB or AE')
    .optional(),
})
export type FormField = z.output<typeof formFieldSchema>

const emailAddress = emailAddressOf('Enter a valid e-mail address')

export const formSettingsSchema = z.object({
  thank_you: z
    .object({
      title: z.string().max(200).default(DEFAULT_THANK_YOU_TITLE),
      message: z.string().max(2000).default(DEFAULT_THANK_YOU_MESSAGE),
      /** A page to go to instead of the message: one the browser may follow (safeRedirect). */
      redirect_url: z
        .string()
        .max(2000)
        .refine((url) => url.trim() === '' || safeRedirect(url) !== null, 'Enter a path of this site (/thank-you) or an http(s) address')
        .optional(),
    })
    .default({ title: DEFAULT_THANK_YOU_TITLE, message: DEFAULT_THANK_YOU_MESSAGE }),
  notifications: z
    .object({
      enabled: z.boolean().default(false),
      /** Used when the lead has no retailer or location address to go to. */
      recipients: z.array(emailAddress).max(20).default([]),
      subject: z.string().max(200).default(DEFAULT_NOTIFICATION_SUBJECT),
    })
    .default({ enabled: false, recipients: [], subject: DEFAULT_NOTIFICATION_SUBJECT }),
  confirmations: z
    .object({
      enabled: z.boolean().default(false),
      subject: z.string().max(200).default(DEFAULT_CONFIRMATION_SUBJECT),
      body: z.string().max(5000).default(DEFAULT_CONFIRMATION_BODY),
    })
    .default({ enabled: false, subject: DEFAULT_CONFIRMATION_SUBJECT, body: DEFAULT_CONFIRMATION_BODY }),
})
export type FormSettings = z.output<typeof formSettingsSchema>
export type FormSettingName = keyof FormSettings
export const FORM_SETTING_NAMES = ['thank_you', 'notifications', 'confirmations'] as const satisfies FormSettingName[]

/** spec 1 §7 integrations (type 'config'): where each lead is sent besides e-mail. */
export const integrationSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Use lower-case letters, digits and hyphens'),
  type: z.literal('webhook'),
  url: z.url({ protocol: /^https?$/, error: 'Enter an http or https URL' }).max(2000),
  enabled: z.boolean().default(true),
})
export type Integration = z.output<typeof integrationSchema>

export const formDefinitionSchema = z
  .object({
    fields: z.array(formFieldSchema).min(1, 'A form needs at least one field').max(MAX_FIELDS),
    /** spec 2 §3.5: two columns is the value double_column. */
    layout: z.enum(['single_column', 'double_column']).default('single_column'),
    submit_label: z.string().trim().min(1).max(60).default(DEFAULT_SUBMIT_LABEL),
    // A function: each form gets its own settings object, never one shared by every parse.
    settings: formSettingsSchema.default(() => formSettingsSchema.parse({})),
    integrations: z.array(integrationSchema).max(10).default([]),
    /** spec 1 §5: a phone field confirmed by an SMS code, an e-mail field checked by the outside service. */
    verification: z.object({ phone_field: fieldId.optional(), email_field: fieldId.optional() }).default({}),
  })
  .superRefine((definition, context) => {
    const byId = new Map<string, FormField>()
    definition.fields.forEach((field, index) => {
      if (byId.has(field.id))
        context.addIssue({ code: 'custom', path: ['fields', index, 'id'], message: `Another field already has the id "${field.id}"` })
      if ((field.type === 'select' || field.type === 'radio') && !field.options?.length)
        context.addIssue({ code: 'custom', path: ['fields', index, 'options'], message: 'A select or radio field needs options' })
      // A lead stores an option's value: two options of one value could not be told apart.
      const values = new Set<string>()
      field.options?.forEach((choice, at) => {
        if (values.has(choice.value))
          context.addIssue({
            code: 'custom',
            path: ['fields', index, 'options', at, 'value'],
            message: `Another option already has the value "${choice.value}"`,
          })
        values.add(choice.value)
      })
      if (field.show_when && !byId.has(field.show_when.field))
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'show_when', 'field'],
          message: `"${field.show_when.field}" must be a field above this one`,
        })
      byId.set(field.id, field)
    })
    const checkRef = (key: 'phone_field' | 'email_field', type: FieldType) => {
      const id = definition.verification[key]
      if (id !== undefined && byId.get(id)?.type !== type)
        context.addIssue({ code: 'custom', path: ['verification', key], message: `"${id}" is not a ${type} field of this form` })
    }
    checkRef('phone_field', 'phone')
    checkRef('email_field', 'email')
  })
export type FormDefinition = z.output<typeof formDefinitionSchema>
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>

/** The form the confirmation e-mail goes to: the first e-mail field. */
export function confirmationEmailField(definition: FormDefinition): FormField | undefined {
  return definition.fields.find((field) => field.type === 'email')
}
