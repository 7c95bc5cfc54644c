import { FIELD_TYPES, type FieldDefinition } from './fields.ts'
import { findTemplate } from './registry.ts'
import { isDatabaseId } from '~/lib/integer-max.ts'

export interface BlockContent {
  template: string
  fields: Record<string, unknown>
  groups: Record<string, unknown>[]
}

/**
 * A media image reference: {id} in an image field; a bare id or {id} in an image list. Only an id
 * the database holds: a block stored with another (2^31) failed the page's query of its images.
 */
const idOf = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : (value as { id?: unknown } | null)?.id
  return isDatabaseId(id) ? id : null
}

const imageIdsIn = (definitions: readonly FieldDefinition[], values: Record<string, unknown>) =>
  definitions
    .flatMap((d) => {
      const value = values[d.symbol]
      if (d.field_type === FIELD_TYPES.image) return [typeof value === 'object' ? idOf(value) : null]
      if (d.field_type === FIELD_TYPES.json && d.attrs.imageList && Array.isArray(value)) return value.map(idOf)
      return []
    })
    .filter((id) => id !== null)

/** The media-library ids the page's blocks show: image fields and image-list JSON fields, of blocks and groups. */
export function blockImageIds(blocks: readonly BlockContent[]): number[] {
  const ids = new Set<number>()
  for (const block of blocks) {
    const template = findTemplate(block.template)
    if (!template) continue
    for (const id of imageIdsIn(template.fields, block.fields)) ids.add(id)
    for (const group of block.groups) for (const id of imageIdsIn(template.field_groups_template, group)) ids.add(id)
  }
  return [...ids]
}
