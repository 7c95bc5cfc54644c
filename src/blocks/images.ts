import { FIELD_TYPES, type FieldDefinition } from './fields.ts'
import type { PresetPictures } from './presets-360.ts'
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

/** The values at a path of keys ('.'-separated; '*' for each item of a list) in a JSON value. */
const valuesAt = (value: unknown, keys: readonly string[]): unknown[] => {
  if (keys.length === 0) return [value]
  const [key, ...rest] = keys
  if (key === '*') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : []
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key!)
    ? valuesAt((value as Record<string, unknown>)[key!], rest)
    : []
}

const imageIdsIn = (definitions: readonly FieldDefinition[], values: Record<string, unknown>) =>
  definitions
    .flatMap((d) => {
      const value = values[d.symbol]
      if (d.field_type === FIELD_TYPES.image) return [typeof value === 'object' ? idOf(value) : null]
      if (d.field_type !== FIELD_TYPES.json) return []
      if (d.attrs.imageList) return Array.isArray(value) ? value.map(idOf) : []
      return d.attrs.imagesAt ? valuesAt(value, d.attrs.imagesAt.split('.')).map(idOf) : []
    })
    .filter((id) => id !== null)

/** The pictures of a market's 360 presets a block's server data chose (presets-360.ts), which its fields do not name. */
const presetImageIds = (data: unknown): (number | null)[] => {
  const { presetFrames, presetPanorama } = (data ?? {}) as Partial<PresetPictures>
  return [...(Array.isArray(presetFrames) ? presetFrames : []), presetPanorama].map(idOf)
}

/**
 * The media-library ids the page's blocks show: image fields and JSON fields of images, of blocks
 * and groups, and the 360 preset pictures their server data chose.
 */
export function blockImageIds(blocks: readonly (BlockContent & { data?: unknown })[]): number[] {
  const ids = new Set<number>()
  for (const block of blocks) {
    const template = findTemplate(block.template)
    if (!template) continue
    for (const id of imageIdsIn(template.fields, block.fields)) ids.add(id)
    for (const group of block.groups) for (const id of imageIdsIn(template.field_groups_template, group)) ids.add(id)
    for (const id of presetImageIds(block.data)) if (id !== null) ids.add(id)
  }
  return [...ids]
}
