import { FIELD_TYPES, type FieldDefinition } from '~/blocks/fields.ts'
import { findTemplate } from '~/blocks/registry.ts'
import {
  createDisclaimers,
  replaceTagsInBlock,
  TAG_FREE_TEMPLATES,
  type ReplaceTagsOptions,
  type SpecLookup,
  type TaggableBlock,
} from '~/pricing/tags.ts'

const TAGGABLE: ReadonlySet<string> = new Set([FIELD_TYPES.string, FIELD_TYPES.text, FIELD_TYPES.markdown])

const textsOf = (definitions: readonly FieldDefinition[], values: Record<string, unknown>) =>
  definitions.flatMap((d) => (TAGGABLE.has(d.field_type) && typeof values[d.symbol] === 'string' ? [values[d.symbol] as string] : []))

/** The texts of a page's blocks that may hold spec and price tags (spec 2 §9: Text, String, Markdown; not the specification block). */
export function taggableTexts(blocks: readonly TaggableBlock[]): string[] {
  return blocks.flatMap((block) => {
    const template = findTemplate(block.template)
    if (!template || TAG_FREE_TEMPLATES.has(block.template)) return []
    return [...textsOf(template.fields, block.fields), ...block.groups.flatMap((g) => textsOf(template.field_groups_template, g))]
  })
}

/**
 * A page's blocks with their tags replaced, in page order, and the disclaimers their values
 * brought, numbered '*', '**' … by order of appearance across the page (spec 2 §9, ADR 011).
 */
export function replacePageTags<B extends TaggableBlock>(
  blocks: readonly B[],
  lookup: SpecLookup,
  options: ReplaceTagsOptions = {},
): { blocks: B[]; disclaimers: { marker: string; text: string }[] } {
  const disclaimers = options.disclaimers ?? createDisclaimers()
  const replaced = blocks.map((block) => {
    const template = findTemplate(block.template)
    return template ? replaceTagsInBlock(block, template, lookup, { ...options, disclaimers }) : block
  })
  return { blocks: replaced, disclaimers: disclaimers.list() }
}
