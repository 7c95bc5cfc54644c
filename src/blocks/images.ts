import { FIELD_TYPES, type FieldDefinition } from './fields.ts'
import { findTemplate } from './registry.ts'

interface BlockContent { template: string; fields: Record<string, unknown>; groups: Record<string, unknown>[] }

const imageIdsIn = (definitions: readonly FieldDefinition[], values: Record<string, unknown>) =>
  definitions.filter((d) => d.field_type === FIELD_TYPES.image).flatMap((d) => {
    const value = values[d.symbol] as { id?: unknown } | null | undefined
    return typeof value?.id === 'number' ? [value.id] : []
  })

/** The media-library ids the page's blocks show (image fields of the blocks and their groups). */
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
