import type { ComponentType } from 'react'
import type { z } from 'zod'
import { FIELD_TYPES, fieldsSchema, type FieldDefinition, type FieldValues, type TypedField } from './fields.ts'

/** spec 2 §9: colour themes a block box can take. */
export const colourThemes = ['light-theme', 'grey-theme', 'dark-theme', 'black-theme'] as const
export type ColourTheme = (typeof colourThemes)[number]

/** spec 2 §3.1 template groups. */
export const templateGroups = [
  'Advanced',
  'Specials',
  'Mena',
  'APO',
  'Hero',
  'Content',
  'Other',
  'Retailers',
  'Schema',
  'Stock Locator',
  'New Blocks Versions',
] as const

/** What every block renderer receives besides its own fields. */
export interface BlockContext {
  /** 1-based position on the page (`#component-{n}`, spec 1 §2). */
  index: number
  /** spec 1 §9: the first two page blocks load images eagerly. */
  eagerImages: boolean
  /** The page is shown in the in-site editor: blocks without content show a placeholder. */
  editing?: boolean
}

export interface TemplateDefinition<
  Fs extends readonly TypedField[] = readonly TypedField[],
  Gs extends readonly TypedField[] = readonly TypedField[],
> {
  key: string
  name: string
  description: string
  short_description: string
  group: (typeof templateGroups)[number]
  list_priority: number
  max_field_groups?: number
  fields: Fs
  field_groups_template?: Gs
}

/**
 * A block template (spec 2 §3.1): plain data, safe on the server. The value schemas of its fields
 * and of its field groups derive from the field definitions; the renderer is the folder's Block.tsx.
 */
export interface BlockTemplate<F = Record<string, unknown>, G = Record<string, unknown>> extends Omit<
  TemplateDefinition,
  'field_groups_template'
> {
  field_groups_template: readonly FieldDefinition[]
  thumbnail_url: string
  schema: z.ZodType<F, unknown>
  groupSchema: z.ZodType<G, unknown>
  /** Markdown fields hold editor HTML: sanitised on save and on load (server side). */
  htmlFields: readonly string[]
  groupHtmlFields: readonly string[]
}

export function defineTemplate<const Fs extends readonly TypedField[], const Gs extends readonly TypedField[] = []>(
  definition: TemplateDefinition<Fs, Gs>,
): BlockTemplate<FieldValues<Fs>, FieldValues<Gs>> {
  const groups = definition.field_groups_template ?? ([] as unknown as Gs)
  return {
    ...definition,
    field_groups_template: groups,
    thumbnail_url: `/blocks_thumbnails/${definition.name}.png`,
    schema: fieldsSchema(definition.fields),
    groupSchema: fieldsSchema(groups),
    htmlFields: htmlSymbols(definition.fields),
    groupHtmlFields: htmlSymbols(groups),
  }
}

const htmlSymbols = (fields: readonly FieldDefinition[]) =>
  fields.filter((f) => f.field_type === FIELD_TYPES.markdown && f.attrs.language !== 'json').map((f) => f.symbol)

/**
 * What a block folder's `Block.tsx` exports by default: a pure renderer, props in, markup out.
 * `data` is what the folder's `data.server.ts` resolved on the server (block-data.server.ts);
 * undefined for blocks without one.
 */
export type BlockComponent<F = Record<string, unknown>, D = unknown> = ComponentType<{
  fields: F
  groups: Record<string, unknown>[]
  context: BlockContext
  data?: D
}>
