/**
 * Where a validation problem belongs in the editor. Server errors (422, `source.pointer` like
 * `/document/blocks/2/fields/title`) and the document validator's problems (`/blocks/2/fields/title`)
 * point into the page document; the editor shows them at the field of the block (a Puck item) or
 * of the page properties (Puck's root), and lists them all in a summary.
 */
export type FieldErrorTarget =
  | { kind: 'block'; index: number; prop: string }
  | { kind: 'page'; prop: string }

export interface FieldError {
  /** The Puck item id of the block, or 'root' for page properties. */
  itemId: string
  /** The Puck prop path: `title`, `groups[1].link`; '' for the block or page as a whole. */
  prop: string
  message: string
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~')

/**
 * A JSON pointer into the page document as a field of a block or of the page.
 * @example pointerTarget('/document/blocks/0/groups/1/link') // → { kind: 'block', index: 0, prop: 'groups[1].link' }
 */
export function pointerTarget(pointer: string): FieldErrorTarget {
  const parts = pointer.split('/').slice(1).map(unescape)
  if (parts[0] === 'document') parts.shift()
  if (parts[0] !== 'blocks' || !/^\d+$/.test(parts[1] ?? '')) return { kind: 'page', prop: parts.join('.') }
  const index = Number(parts[1])
  const rest = parts.slice(2)
  if (rest[0] === 'fields') return { kind: 'block', index, prop: rest.slice(1).join('.') }
  if (rest[0] === 'groups' && /^\d+$/.test(rest[1] ?? '')) {
    const inner = rest.slice(2)
    return { kind: 'block', index, prop: `groups[${rest[1]}]${inner.length > 0 ? `.${inner.join('.')}` : ''}` }
  }
  return { kind: 'block', index, prop: rest.join('.') }
}

/** Problems as errors at the Puck items: block `index` is the item `itemIds[index]` of the page content. */
export function fieldErrorsFor(problems: readonly { pointer: string; message: string }[], itemIds: readonly string[]): FieldError[] {
  return problems.map(({ pointer, message }) => {
    const target = pointerTarget(pointer)
    if (target.kind === 'page') return { itemId: 'root', prop: target.prop, message }
    return { itemId: itemIds[target.index] ?? 'root', prop: target.prop, message }
  })
}

/**
 * The errors by Puck item id and prop path (first message per field wins): the shape the field
 * editors read (src/cms/fields/errors.ts FieldErrors).
 */
export function groupFieldErrors(errors: readonly FieldError[]): Record<string, Record<string, string>> {
  const grouped: Record<string, Record<string, string>> = {}
  for (const e of errors) {
    const item = (grouped[e.itemId] ??= {})
    if (!(e.prop in item)) item[e.prop] = e.message
  }
  return grouped
}
