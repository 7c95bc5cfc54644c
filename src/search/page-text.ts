import { FIELD_TYPES, type FieldDefinition } from '~/blocks/fields.ts'
import { findTemplate } from '~/blocks/registry.ts'

/** A page's indexed text is cut here: enough for any page's words, and it bounds an entry's size. */
export const MAX_INDEXED_TEXT = 20_000

/** Fields that hold ids, addresses, styling or control labels ('Open all') rather than a page's words. */
const TECHNICAL_SYMBOL = /(^|_)(id|ids|url|urls|class|classes|color|colour|key|code|href|target|icon|style|label|translation)$/

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The words of editor HTML: tags become spaces, common entities their characters. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? ' '
    })
}

function fieldTexts(definitions: readonly FieldDefinition[], values: Record<string, unknown>, out: string[]) {
  for (const definition of definitions) {
    if (!definition.contentful || TECHNICAL_SYMBOL.test(definition.symbol)) continue
    const value = values[definition.symbol]
    switch (definition.field_type) {
      case FIELD_TYPES.string:
      case FIELD_TYPES.text:
        if (typeof value === 'string') out.push(value)
        break
      case FIELD_TYPES.markdown:
        if (typeof value === 'string' && definition.attrs.language !== 'json') out.push(htmlText(value))
        break
      case FIELD_TYPES.link:
        out.push(linkText(value))
        break
      case FIELD_TYPES.links:
        if (Array.isArray(value)) for (const link of value) out.push(linkText(link))
        break
    }
  }
}

const linkText = (link: unknown): string =>
  link && typeof link === 'object' && typeof (link as { link_text?: unknown }).link_text === 'string'
    ? (link as { link_text: string }).link_text
    : ''

export interface IndexedBlock {
  template: string
  fields: Record<string, unknown>
  groups: readonly Record<string, unknown>[]
}

/**
 * The text of a page's blocks that the search indexes (ADR 114): the words visitors read — the
 * string, text and rich-text fields and the links' labels of every block and field group — in
 * page order, cut at MAX_INDEXED_TEXT characters. Ids, addresses, styling, images, numbers,
 * choices and JSON are left out; a block of an unknown template adds nothing.
 */
export function blocksText(blocks: readonly IndexedBlock[]): string {
  const out: string[] = []
  for (const block of blocks) {
    const template = findTemplate(block.template)
    if (!template) continue
    fieldTexts(template.fields, block.fields, out)
    for (const group of block.groups) fieldTexts(template.field_groups_template, group, out)
  }
  return out
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' \n')
    .slice(0, MAX_INDEXED_TEXT)
}
