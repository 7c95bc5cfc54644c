import { formDefinitionSchema } from '~/forms/definition.ts'
import type { ApiProblem } from '~/lib/api-client.ts'
import { fromDraft, type Draft } from './field-list.ts'
import { plainWording } from '../zod-wording.ts'

/**
 * Where the builder shows each problem with a form (errors from
 * formDefinitionSchema at the field they concern). A problem's place is its path in the
 * definition, dotted: `fields.2.rules.min`, `settings.notifications.recipients.0`. The same paths
 * come from the schema in the browser and from the API's JSON pointers after a save.
 */
export type Problems = ReadonlyMap<string, string>

/** The parts of a definition a path can start with, and the form's own name and type. */
const ROOTS = ['fields', 'layout', 'submit_label', 'settings', 'integrations', 'verification', 'name', 'type'] as const

/** The definition's problems by path, as the forms API would answer them (one schema). */
export function draftProblems(draft: Draft): Problems {
  const parsed = formDefinitionSchema.safeParse(fromDraft(draft))
  const problems = new Map<string, string>()
  if (parsed.success) return problems
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.')
    // The first problem at a place is the one to fix first (zod reports in rule order).
    if (!problems.has(path)) problems.set(path, plainWording(issue.message))
  }
  return problems
}

/**
 * A JSON pointer of the API as a builder path: whatever wraps the definition
 * (`/data/attributes/definition/…`) is dropped up to the first part the builder knows.
 */
export function pointerPath(pointer: string | undefined): string | null {
  if (!pointer) return null
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
  const start = parts.findIndex((part) => (ROOTS as readonly string[]).includes(part))
  return start < 0 ? null : parts.slice(start).join('.')
}

/** The API's errors split into those the builder places and the rest (shown above the form). */
export function apiProblems(errors: readonly ApiProblem[]): { placed: Problems; rest: ApiProblem[] } {
  const placed = new Map<string, string>()
  const rest: ApiProblem[] = []
  for (const error of errors) {
    const path = pointerPath(error.source?.pointer)
    // The API's detail repeats the path ('fields.2.label: …'); the place says that already.
    const message = plainWording((error.detail ?? error.title).replace(/^[\w.]+: /, ''))
    if (path && !placed.has(path)) placed.set(path, message)
    else if (!path) rest.push(error)
  }
  return { placed, rest }
}

/** Both sets, the browser's first: they agree, and the browser's follow every change. */
export const mergeProblems = (...sets: Problems[]): Problems => {
  const merged = new Map<string, string>()
  for (const set of sets) for (const [path, message] of set) if (!merged.has(path)) merged.set(path, message)
  return merged
}

/** The element id of the control that edits a path; the summary links to it. */
export const controlId = (path: string) => `fb-${path.replace(/\./g, '-')}`

/** The problems under a path (`fields.2`), keyed by what follows it (`rules.min`); '' for the path itself. */
export function problemsUnder(problems: Problems, prefix: string): Problems {
  const under = new Map<string, string>()
  for (const [path, message] of problems) {
    if (path === prefix) under.set('', message)
    else if (path.startsWith(`${prefix}.`)) under.set(path.slice(prefix.length + 1), message)
  }
  return under
}

const PROPERTY_NAMES: Record<string, string> = {
  name: 'Name',
  id: 'Field id',
  label: 'Label',
  type: 'Type',
  placeholder: 'Placeholder',
  help: 'Help text',
  options: 'Options',
  'rules.min': 'Minimum',
  'rules.max': 'Maximum',
  'rules.size': 'Exact length',
  'show_when.field': 'Show when',
  'show_when.equals': 'Show when (value)',
  default_value: 'Default value',
  consent_text: 'Consent text',
  country: 'Country',
  submit_label: 'Submit button label',
  layout: 'Layout',
  fields: 'Fields',
  'verification.phone_field': 'Phone verification',
  'verification.email_field': 'E-mail verification',
}

/** The settings' inputs by their labels in the builder (a setting's own property name otherwise). */
const SETTING_LABELS: Record<string, string> = {
  title: 'Title',
  message: 'Message',
  redirect_url: 'Go to this page instead',
  enabled: 'On',
  subject: 'Subject',
  body: 'Text',
}

/**
 * A path in words for the error summary: 'Field 3 (phone) · Country', 'Webhook 1 · URL',
 * 'Notifications · Recipient 2'.
 */
export function describePath(path: string, draft: Draft): string {
  const parts = path.split('.')
  if (parts[0] === 'fields' && parts.length > 1) {
    const index = Number(parts[1])
    const field = draft.fields[index]
    const rest = parts.slice(2).join('.')
    const option = /^options\.(\d+)\.(label|value)$/.exec(rest)
    const what = option ? `Option ${Number(option[1]) + 1} ${option[2]}` : (PROPERTY_NAMES[rest] ?? rest)
    return `Field ${index + 1}${field ? ` (${field.id})` : ''}${what ? ` · ${what}` : ''}`
  }
  if (parts[0] === 'integrations' && parts.length > 1)
    return `Webhook ${Number(parts[1]) + 1}${parts[2] ? ` · ${parts[2] === 'url' ? 'URL' : parts[2]}` : ''}`
  if (parts[0] === 'settings') {
    const [, setting, property, index] = parts
    const settingName = { thank_you: 'Thank-you', notifications: 'Notifications', confirmations: 'Confirmation' }[setting ?? ''] ?? setting
    if (property === 'recipients' && index !== undefined) return `${settingName} · Recipient ${Number(index) + 1}`
    return [settingName, property && (SETTING_LABELS[property] ?? property)].filter(Boolean).join(' · ')
  }
  return PROPERTY_NAMES[path] ?? path
}
