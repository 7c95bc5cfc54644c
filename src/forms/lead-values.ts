import type { FormDefinition, FormField } from './definition.ts'
import { FIELD_VALUE_LIMIT } from './limits.ts'
import type { UiTexts } from '~/i18n/ui-texts.ts'
import type { LeadProblem } from './refusals.ts'
import { refusalText } from './rule-texts.ts'
import type { LeadValue, LeadValues } from './rules.ts'

/**
 * What a form on a page starts with and sends (spec 1 §2 "Query parameters can prefill forms",
 * spec 2 §3.5 form block fields, ADR 053 Submission). Pure: the renderer and its tests use it.
 */

/** A place a location field offers (spec 1 §3 Location): usually a retailer of the market. */
export interface FormLocation {
  id: number
  name: string
}

/** spec 2 §3.5: how a form block fills its fields from the page's URL. */
export interface FormPrefill {
  /** form_params_mapping: URL parameter → field id; the field takes the parameter's value. */
  params?: Record<string, string>
  /** form_location_params_mapping: location URL parameter → field id (a location field). */
  locationParams?: Record<string, string>
  /** form_location_mapping: any internal or external id (the query value) → a location id. */
  locationIds?: Record<string, string>
}

/** A checkbox with options is a list of choices; without, a single yes/no box (definition.ts). */
export const isChoiceList = (field: FormField) => field.type === 'checkbox' && (field.options?.length ?? 0) > 0
export const isYesNo = (field: FormField) => field.type === 'consent' || (field.type === 'checkbox' && !field.options?.length)

const YES = new Set(['true', '1', 'on', 'yes'])

/**
 * The values a form starts with: each field's default_value (a checkbox list's as comma-separated
 * option values, a yes/no box's as 'true'), and hidden fields given by the page (the block's
 * form_hidden_field_mapping, a form link's hidden_fields) when the form has a hidden field of that id.
 */
export function initialValues(
  definition: FormDefinition,
  hiddenFields: Readonly<Record<string, string>> = {},
  locationId?: number,
): LeadValues {
  const values: LeadValues = {}
  for (const field of definition.fields) {
    // The page's location (a showroom's retailer, ADR 105) is where its location fields start.
    const fallback = field.type === 'location' && locationId !== undefined ? String(locationId) : (field.default_value ?? '')
    if (isChoiceList(field)) values[field.id] = matchingOptions(field, fallback.split(','))
    else if (isYesNo(field)) values[field.id] = field.type !== 'consent' && YES.has(fallback.trim().toLowerCase())
    else if (field.type === 'hidden' && Object.hasOwn(hiddenFields, field.id)) values[field.id] = hiddenFields[field.id]!
    else values[field.id] = fallback
  }
  return values
}

function matchingOptions(field: FormField, raw: readonly string[]): string[] {
  const wanted = raw.map((value) => value.trim().toLowerCase()).filter(Boolean)
  return (field.options ?? []).filter((option) => wanted.includes(option.value.toLowerCase())).map((option) => option.value)
}

/**
 * spec 1 §2, spec 2 §3.5: the values the page's URL gives. form_params_mapping fills a field with
 * its parameter's value; form_location_params_mapping fills a location field with a location,
 * through form_location_mapping when the query names another id (a dealer code). A value the
 * field cannot take (an unknown option or location) is ignored, and consent is never given by a
 * URL: the person gives it.
 * @example prefilledValues(def, new URLSearchParams('model=e5'), { params: { model: 'model' } }, [])
 */
export function prefilledValues(
  definition: FormDefinition,
  query: URLSearchParams,
  prefill: FormPrefill,
  locations: readonly FormLocation[],
): LeadValues {
  const byId = new Map(definition.fields.map((field) => [field.id, field]))
  const values: LeadValues = {}
  const fill = (fieldId: string, raw: string[]) => {
    const field = byId.get(fieldId)
    const value = field && raw.length > 0 ? fromQuery(field, raw, locations) : undefined
    if (field && value !== undefined) values[field.id] = value
  }
  for (const [param, fieldId] of Object.entries(prefill.params ?? {})) fill(fieldId, query.getAll(param))
  for (const [param, fieldId] of Object.entries(prefill.locationParams ?? {})) {
    const value = query.get(param)?.trim()
    if (!value) continue
    const mapped = prefill.locationIds && Object.hasOwn(prefill.locationIds, value) ? prefill.locationIds[value]! : value
    fill(fieldId, [mapped])
  }
  return values
}

function fromQuery(field: FormField, raw: string[], locations: readonly FormLocation[]): LeadValue | undefined {
  const first = raw[0]!.trim().slice(0, FIELD_VALUE_LIMIT)
  switch (field.type) {
    case 'consent':
      return undefined
    case 'checkbox':
      return isChoiceList(field)
        ? matchingOptions(
            field,
            raw.flatMap((value) => value.split(',')),
          )
        : YES.has(first.toLowerCase())
    case 'select':
    case 'radio':
      return matchingOptions(field, [first])[0]
    case 'location':
      return locations.some((location) => String(location.id) === first) ? first : undefined
    default:
      return first === '' ? undefined : first
  }
}

export const FIELD_POINTER = '/data/attributes/fields/'

/**
 * A 422 answer's errors, in the market's language (`ui`, by each error's code: refusalText): those
 * naming a field the form has (source.pointer `/data/attributes/fields/<id>`) by field id; the
 * others (form_token, a hidden field) as messages for the whole form.
 */
export function answerErrors(
  problems: readonly LeadProblem[],
  definition: FormDefinition,
  ui: UiTexts,
): { fields: Record<string, string>; other: string[] } {
  const ids = new Set(definition.fields.map((field) => field.id))
  const fields: Record<string, string> = {}
  const other: string[] = []
  for (const problem of problems) {
    const message = refusalText(problem, ui)
    const pointer = problem.source?.pointer ?? ''
    const id = pointer.startsWith(FIELD_POINTER) ? pointer.slice(FIELD_POINTER.length) : null
    if (id !== null && ids.has(id)) fields[id] ??= message
    else other.push(message)
  }
  return { fields, other }
}

/**
 * ADR 053: made once per filled form and resent with every retry, so a resent lead is the first
 * one, never a second. `crypto.randomUUID` exists only in secure contexts (https, localhost).
 */
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID()
  return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** What a page sends with a lead besides the visitor's values. */
export interface LeadContext {
  formVersion: number
  hiddenFields: Readonly<Record<string, string>>
  additionalData: Readonly<Record<string, unknown>>
  pagePath: string | null
  idempotencyKey: string
  formToken: string
  /** The honeypot's value: empty from a person. */
  website: string
  /** The proof a right SMS code answered for the phone the form verifies (spec 1 §5, ADR 056). */
  phoneProof?: string | null
  /** The page's location (a showroom's retailer, ADR 105), sent when no location field names one. */
  locationId?: number
}

/** The body of POST /api/forms/forms/{id}/leads (ADR 053 Submission). */
export function leadBody(definition: FormDefinition, values: LeadValues, context: LeadContext) {
  const location = definition.fields.find((field) => field.type === 'location' && typeof values[field.id] === 'string' && values[field.id])
  return {
    data: {
      attributes: {
        form_version: context.formVersion,
        fields: values,
        hidden_fields: context.hiddenFields,
        additional_data: context.additionalData,
        ...(location
          ? { location_id: Number(values[location.id]) }
          : context.locationId !== undefined
            ? { location_id: context.locationId }
            : {}),
        ...(context.pagePath ? { page_path: context.pagePath } : {}),
        idempotency_key: context.idempotencyKey,
        form_token: context.formToken,
        website: context.website,
        ...(context.phoneProof ? { verification: { phone: context.phoneProof } } : {}),
      },
    },
  }
}

/**
 * A stored value as people read it, in e-mails, exports and the back office: a choice by its
 * option's label (a value the version does not offer stays as it is), a list joined, a box Yes or
 * No (`answers`: the back office's English unless a lead e-mail words them in the market's
 * language), a location by its name. Text, never markup; '' when nothing was given.
 * @example leadValueText(modelField, 'aurelia_e7') // → 'Aurelia E7'
 */
export function leadValueText(
  field: FormField | undefined,
  value: LeadValue,
  locationName?: (id: number) => string | undefined,
  answers: { yes: string; no: string } = { yes: 'Yes', no: 'No' },
): string {
  if (typeof value === 'boolean') return value ? answers.yes : answers.no
  const label = (stored: string) =>
    field?.type === 'location'
      ? (locationName?.(Number(stored)) ?? stored)
      : (field?.options?.find((option) => option.value === stored)?.label ?? stored)
  return Array.isArray(value) ? value.map(label).join(', ') : value === '' ? '' : label(value)
}
