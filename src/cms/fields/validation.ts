import type { z } from 'zod'
import { anchorId } from '~/blocks/anchors.ts'
import { findTemplate } from '~/blocks/registry.ts'
import type { BlockTemplate } from '~/blocks/template.ts'
import { bundlePageSchema, TITLE_REQUIRED, validatePageAddresses } from '~/content/page-schema.ts'
import { GROUPS_PROP, PAGE_PROPERTY_KEYS, type PuckPageData } from '../puck-data.ts'
import { LINK_PART_LABELS } from './LinkField.tsx'
import { ROOT_ERRORS_ID, type BlockFieldErrors, type FieldErrors } from './errors.ts'
import { problemMessage, type ApiProblem } from '~/lib/api-client.ts'

/**
 * The place inside a field in the panel's words: 'Link 2 › Address', not '1.url'.
 * @example placeWords([1, 'url']) // → 'Link 2 › Address'
 */
export const placeWords = (tail: readonly PropertyKey[]): string =>
  tail
    .map((part, i) =>
      typeof part === 'number'
        ? `${String(tail[i + 1]) in LINK_PART_LABELS ? 'Link' : 'Item'} ${part + 1}`
        : (LINK_PART_LABELS[String(part)] ?? String(part)),
    )
    .join(' › ')

/** An editor's reading of a zod issue: what to change, not how zod names the check. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 1 ? `${placeWords(issue.path.slice(1))}: ` : ''
  switch (issue.code) {
    case 'too_big':
      return (
        where +
        (issue.origin === 'string'
          ? `At most ${issue.maximum} characters`
          : issue.origin === 'array'
            ? `At most ${issue.maximum} items`
            : `At most ${issue.maximum}`)
      )
    case 'too_small':
      return (
        where +
        (issue.origin === 'string'
          ? `At least ${issue.minimum} characters`
          : issue.origin === 'array'
            ? `At least ${issue.minimum} items`
            : `At least ${issue.minimum}`)
      )
    case 'invalid_value':
      return `${where}Choose one of the options`
    case 'invalid_format':
      return `${where}Not in the expected format`
    case 'invalid_type':
      if (issue.expected === 'int') return `${where}A whole number`
      return `${where}Expected ${issue.expected === 'nonoptional' ? 'a value' : `a ${issue.expected}`}`
    case 'unrecognized_keys':
      return `${where}Unknown field(s): ${issue.keys.join(', ')}`
    default:
      return where + issue.message
  }
}

const collect = (errors: BlockFieldErrors, prefix: string, error: z.ZodError) => {
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      for (const key of issue.keys) errors[prefix + key] ??= 'Unknown field'
      continue
    }
    const key = prefix + String(issue.path[0] ?? '')
    errors[key] ??= issueMessage(issue) // the first problem of a field is the one to fix first
  }
}

/**
 * Checks a block's Puck props against its template (spec 2 §3.1–§3.2): the fields with the
 * template's schema, the field groups with its group schema and max_field_groups. Errors are keyed
 * by prop path as Puck names fields: `heading`, `groups[1].link`, and `groups` for the count.
 * @example validateBlockProps(quote, { id: 'x', quote: 'a'.repeat(20_000) }) // → { quote: 'At most 1000 characters' }
 */
export function validateBlockProps(template: BlockTemplate, props: Record<string, unknown>): BlockFieldErrors {
  const { id: _id, [GROUPS_PROP]: groups = [], ...fields } = props
  const errors: BlockFieldErrors = {}
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
  const result = template.schema.safeParse(defined)
  if (!result.success) collect(errors, '', result.error)
  if (!Array.isArray(groups)) {
    errors[GROUPS_PROP] = 'Expected a list of items'
    return errors
  }
  const max = template.field_groups_template.length === 0 ? 0 : (template.max_field_groups ?? Infinity)
  if (groups.length > max) errors[GROUPS_PROP] = max === 0 ? 'This block has no items' : `At most ${max} items`
  groups.forEach((group, g) => {
    const parsed = template.groupSchema.safeParse(group)
    if (!parsed.success) collect(errors, `${GROUPS_PROP}[${g}].`, parsed.error)
  })
  return errors
}

const rootSchema = bundlePageSchema.omit({ path: true, blocks: true })

/** Checks the page properties (spec 1 §3 Page), keyed by property. */
export function validatePageProps(props: Record<string, unknown>): BlockFieldErrors {
  const errors: BlockFieldErrors = {}
  const properties = Object.fromEntries(PAGE_PROPERTY_KEYS.filter((k) => props[k] !== undefined).map((k) => [k, props[k]]))
  const result = rootSchema.safeParse(properties)
  if (!result.success) collect(errors, '', result.error)
  else validatePageAddresses(result.data, [], (path, message) => (errors[String(path[0])] ??= message))
  // A page keeps a title (the server's rule, said before saving, beside the page's other problems);
  // a redirect needs none.
  const untitled = props.title !== undefined && !(typeof props.title === 'string' && props.title.trim())
  if (untitled && props.type !== 'url_redirection') errors.title ??= TITLE_REQUIRED
  return errors
}

/**
 * Everything wrong in the page being edited, by Puck item id ('root' for the page properties):
 * what the editor checks before saving. Empty when the page can be saved.
 */
export function validatePuckData(data: PuckPageData): FieldErrors {
  const errors: FieldErrors = {}
  const root = validatePageProps((data.root?.props ?? {}) as Record<string, unknown>)
  if (Object.keys(root).length > 0) errors[ROOT_ERRORS_ID] = root
  // The page's anchors (spec 1 §2 block_scroll_id): a link to one leads to the first block that has it.
  const anchors = new Map<string, string>()
  for (const item of data.content) {
    const props = item.props as Record<string, unknown>
    const template = findTemplate(item.type)
    const blockErrors = template ? validateBlockProps(template, props) : { template: `Unknown template "${item.type}"` }
    const anchor = anchorProblem(props.block_scroll_id, anchors, template?.name ?? item.type)
    if (anchor) blockErrors.block_scroll_id ??= anchor
    if (Object.keys(blockErrors).length > 0) errors[String(props.id)] = blockErrors
  }
  return errors
}

/** What is wrong with a block's anchor on its page: a space inside it, or another block's anchor. */
function anchorProblem(text: unknown, seen: Map<string, string>, blockName: string): string | null {
  if (typeof text !== 'string' || !text.trim()) return null
  const id = anchorId(text)
  if (!id) return 'An anchor is one word without spaces, such as test-drive'
  const first = seen.get(id)
  if (first) return `The ${first} block above already has the anchor ${id}: give this block another`
  seen.set(id, blockName)
  return null
}

/** Whether a page has errors (validatePuckData or errorsFromProblems). */
export const hasFieldErrors = (errors: FieldErrors) => Object.values(errors).some((e) => Object.keys(e).length > 0)

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~')

/**
 * The server's problems (422 `source.pointer`s such as `/document/blocks/0/fields/title` or
 * `/document/blocks/0/groups/1/link`, editor contract) as field errors of the Puck data the
 * document came from, so each shows under its field. Problems the panel cannot place go to 'root'
 * under their pointer.
 */
export function errorsFromProblems(data: PuckPageData, problems: readonly Pick<ApiProblem, 'title' | 'detail' | 'source'>[]): FieldErrors {
  const errors: FieldErrors = {}
  const add = (id: string, key: string, message: string) => {
    ;(errors[id] ??= {})[key] ??= message
  }
  for (const problem of problems) {
    const pointer = problem.source?.pointer ?? ''
    // The panel names the field: the API's key before the message ('document.blocks.0.fields.quote: …') goes.
    const message = problemMessage(problem)
    const parts = pointer.split('/').slice(1).map(unescape)
    if (parts[0] === 'document') parts.shift()
    if (parts[0] === 'blocks' && parts[1] !== undefined) {
      const id = data.content[Number(parts[1])]?.props.id as string | undefined
      if (id) {
        const [, , kind, a, b] = parts
        if (kind === 'fields' && a) add(id, a, message)
        else if (kind === GROUPS_PROP && a !== undefined && b) add(id, `${GROUPS_PROP}[${a}].${b}`, message)
        else if (kind === GROUPS_PROP) add(id, GROUPS_PROP, message)
        else add(id, kind ?? 'template', message)
        continue
      }
    }
    if (parts.length === 1 && (PAGE_PROPERTY_KEYS as string[]).includes(parts[0]!)) add(ROOT_ERRORS_ID, parts[0]!, message)
    else add(ROOT_ERRORS_ID, pointer, message)
  }
  return errors
}
