import type { FormDefinition, FormField } from './definition.ts'
import { FIELD_VALUE_LIMIT } from './limits.ts'
import { isEmailAddress } from '~/lib/email.ts'

/**
 * The form rules (spec 1 §5 Forms): one definition, run by the form in the browser (the red invalid
 * states) and by the forms API on every lead ("server-side validation with the same rules
 * as the browser"). Pure: no React, no database.
 */

/** What a visitor may send for one field: text, a yes/no box, or the values of a checkbox list. */
export type LeadValue = string | boolean | string[]
export type LeadValues = Record<string, LeadValue>

/** The rules a value can break: the `code` of the forms API's 422 at a field (ADR 176). */
export const RULE_CODES = ['required', 'min', 'size', 'max', 'email', 'phone', 'option', 'choices', 'date', 'past', 'type'] as const
export type RuleCode = (typeof RULE_CODES)[number]

/** spec 1 §8: max is 'Character limit exceeded'; the spec shows no other message (ADR 053 words them). */
export const RULE_MESSAGES: Record<RuleCode, (n?: number) => string> = {
  required: () => 'This field is required',
  min: (n) => `Enter at least ${n} characters`,
  size: (n) => `Enter exactly ${n} characters`,
  max: () => 'Character limit exceeded',
  email: () => 'Enter a valid e-mail address',
  phone: () => 'Enter a valid phone number',
  option: () => 'Choose one of the options',
  choices: (n) => `Choose at least ${n}`,
  date: () => 'Enter a valid date',
  past: () => 'Choose today or a later day',
  type: () => 'This field takes text',
}

export interface FieldError {
  code: RuleCode
  message: string
  /** The rule's number (min, size, choices), for the message in another language. */
  limit?: number
}

export type LeadCheck = { ok: true; values: LeadValues } | { ok: false; errors: Record<string, FieldError> }

/** A field is shown unless its `show_when` field is hidden or has no (or another) value. */
export function isFieldShown(field: FormField, values: LeadValues, definition: FormDefinition): boolean {
  if (!field.show_when) return true
  const parent = definition.fields.find((candidate) => candidate.id === field.show_when!.field)
  if (!parent || !isFieldShown(parent, values, definition)) return false
  const value = values[parent.id]
  if (field.show_when.equals === undefined) return hasValue(value)
  return Array.isArray(value) ? value.includes(field.show_when.equals) : String(value ?? '') === field.show_when.equals
}

function hasValue(value: LeadValue | undefined): boolean {
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'boolean') return value
  return typeof value === 'string' && value.trim() !== ''
}

/** Reads a phone number as E.164 (`+441632960001`), or null when it is not a valid one: phone-numbers.ts. */
export type PhoneReader = (value: string, country?: string) => string | null

/**
 * What a check needs besides the values: `today` ('YYYY-MM-DD', the market's day on the server,
 * the visitor's in the browser), the day a date field `from_today` may not be before (unchecked
 * without it); `readPhone`, which the server always has. The browser has it once its chunk is
 * here (phone-loader.ts); without it a phone number passes as typed and the server's check, placed
 * at its field, is the one the visitor meets.
 */
export interface CheckContext {
  today?: string
  readPhone: PhoneReader | null
}

// Not src/lib/calendar-day.ts: a chunk of its own in every page's form preload list (the tool pages' script gate).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** One field's value checked against its rules: the stored value, or the first rule it breaks. */
export function checkField(field: FormField, raw: unknown, context: CheckContext): { value?: LeadValue; error?: FieldError } {
  const fail = (code: RuleCode, n?: number) => ({
    error: { code, message: RULE_MESSAGES[code](n), ...(n === undefined ? {} : { limit: n }) },
  })
  const { rules } = field

  if (field.type === 'checkbox' || field.type === 'consent') {
    if (field.options?.length && field.type === 'checkbox') {
      const list = raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : [raw]
      if (!list.every((item): item is string => typeof item === 'string')) return fail('type')
      const allowed = new Set(field.options.map((option) => option.value))
      if (!list.every((item) => allowed.has(item))) return fail('option')
      if (rules.required && list.length === 0) return fail('required')
      if (rules.min !== undefined && list.length > 0 && list.length < rules.min) return fail('choices', rules.min)
      return { value: [...new Set(list)] }
    }
    // A box is ticked or not, as a browser's form or a JSON client says it; "yes" is neither.
    const checked = raw === true || raw === 'true' || raw === 'on' || raw === '1'
    const unticked = raw === undefined || raw === null || raw === false || raw === 'false' || raw === '0' || raw === ''
    if (!checked && !unticked) return fail('option')
    if (rules.required && !checked) return fail('required')
    return { value: checked }
  }

  if (raw !== undefined && raw !== null && typeof raw !== 'string') return fail('type')
  const text = (raw ?? '').trim()
  if (text.length > FIELD_VALUE_LIMIT) return fail('max')
  if (text === '') return rules.required ? fail('required') : { value: '' }
  if (rules.max !== undefined && text.length > rules.max) return fail('max')
  if (rules.size !== undefined && text.length !== rules.size) return fail('size', rules.size)
  if (rules.min !== undefined && text.length < rules.min) return fail('min', rules.min)

  switch (field.type) {
    case 'email':
      return isEmailAddress(text) ? { value: text } : fail('email')
    case 'phone': {
      if (!context.readPhone) return { value: text }
      const phone = context.readPhone(text, field.country)
      return phone ? { value: phone } : fail('phone')
    }
    case 'select':
    case 'radio':
      return field.options?.some((option) => option.value === text) ? { value: text } : fail('option')
    case 'location':
      return /^\d{1,10}$/.test(text) ? { value: text } : fail('option')
    case 'date':
      if (!isIsoDate(text)) return fail('date')
      // ISO dates compare as text.
      return rules.from_today && context.today !== undefined && text < context.today ? fail('past') : { value: text }
    default:
      return { value: text }
  }
}

/**
 * A submission checked against the form version the visitor saw: every shown field by its rules;
 * hidden fields (by `show_when`) and keys the form does not have are dropped, not stored.
 */
export function validateLead(definition: FormDefinition, submitted: Record<string, unknown>, context: CheckContext): LeadCheck {
  const values: LeadValues = {}
  const errors: Record<string, FieldError> = {}
  const raw = submitted as LeadValues
  for (const field of definition.fields) {
    if (!isFieldShown(field, raw, definition)) continue
    const result = checkField(field, submitted[field.id], context)
    if (result.error) errors[field.id] = result.error
    else values[field.id] = result.value!
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values }
}
