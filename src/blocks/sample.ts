import type { TemplateKey } from './registry.ts'

/**
 * Example content for a block: what an editor would plausibly enter. Each block folder has one,
 * `./{key}/sample.ts`, exporting `sample`; samples.ts gathers them.
 *
 * @example
 * // src/blocks/quote/sample.ts
 * export const sample = { fields: { quote: '…', author: 'Maya Okafor' } } satisfies BlockSample
 */
export interface BlockSample {
  fields: Record<string, unknown>
  groups?: Record<string, unknown>[]
  /** Blocks the gallery shows right after this one, for a block that works on others (the Derivatives a filter filters). */
  with?: { template: TemplateKey; fields: Record<string, unknown>; groups?: Record<string, unknown>[] }[]
}

/** A link field's value (an internal link opening in the same tab), as the samples write it. */
export const link = (link_text: string, url: string, ui_type: 'primary' | 'secondary' | 'tertiary' = 'primary') => ({
  type: 'internal',
  url,
  link_text,
  target: '_self',
  ui_type,
})
