import { findTemplate } from './registry.ts'
import { replaceLangInHtmlLinks } from '~/ui/link-url.ts'

interface RichTextBlock {
  template: string
  fields: Record<string, unknown>
  groups: Record<string, unknown>[]
}

function replaceIn<T extends Record<string, unknown>>(values: T, htmlFields: readonly string[], lang: string): T {
  let copy: Record<string, unknown> | null = null
  for (const name of htmlFields) {
    const html = values[name]
    if (typeof html !== 'string') continue
    const resolved = replaceLangInHtmlLinks(html, lang)
    if (resolved !== html) (copy ??= { ...values })[name] = resolved
  }
  return (copy as T | null) ?? values
}

/**
 * spec 1 §7 Predefined links: '{lang}' in the links of the blocks' rich text becomes the market's
 * language URL code, as link fields' urls do (ADR 170). The page's parsed blocks are kept per
 * content revision and shared, so a block is copied only where a link changes.
 */
export function withLangInRichText<B extends RichTextBlock>(blocks: readonly B[], lang: string): B[] {
  return blocks.map((block) => {
    const template = findTemplate(block.template)
    if (!template || (template.htmlFields.length === 0 && template.groupHtmlFields.length === 0)) return block
    const fields = replaceIn(block.fields, template.htmlFields, lang)
    const groups = block.groups.map((group) => replaceIn(group, template.groupHtmlFields, lang))
    const changed = fields !== block.fields || groups.some((group, index) => group !== block.groups[index])
    return changed ? { ...block, fields, groups } : block
  })
}
