import {
  DEFAULT_PRICE_FORMAT,
  formatPrice,
  PRICE_PLACEHOLDER,
  SPEC_PLACEHOLDER,
  stripTags,
  type PriceFormat,
  type PriceKind,
} from './price.ts'

/**
 * spec 2 §9 Spec and price tag replacement: tags in block text become a model's spec values or
 * formatted prices. The syntax (ADR 011):
 *
 *   {{price:MODEL}}                 the price, in the value format          → '€ 32,500'
 *   {{price:MODEL.TYPE}}            the price, TYPE one of PRICE_SPEC_TYPES  → 'From € 32,500'
 *   {{spec:MODEL.TYPE}}             the same, for any price TYPE
 *   {{spec:MODEL.SPEC_KEY}}         any other spec, as its text             → '402 miles'
 *
 * MODEL is a model key (e7-24my), letters, digits, '-' and '_'; spaces inside the braces are
 * allowed. Anything else, `{{photos}}` included, is not a tag and stays as written.
 */
export const TAG_PATTERN = /\{\{\s*(spec|price)\s*:\s*([A-Za-z0-9][\w-]*)(?:\.(\w+))?\s*\}\}/g

/** spec 2 §9: full_string and offer_string use price; lease_full_string and lease_short_string use lease_price; price uses price. */
export const PRICE_SPEC_TYPES = {
  full_string: { source: 'price', kind: 'full' },
  offer_string: { source: 'price', kind: 'offer' },
  lease_full_string: { source: 'lease_price', kind: 'lease' },
  lease_short_string: { source: 'lease_price', kind: 'value' },
  price: { source: 'price', kind: 'value' },
} as const satisfies Record<string, { source: 'price' | 'lease_price'; kind: PriceKind }>
export type PriceSpecType = keyof typeof PRICE_SPEC_TYPES
const isPriceSpecType = (type: string): type is PriceSpecType => Object.hasOwn(PRICE_SPEC_TYPES, type)

export interface SpecTag {
  /** The tag as written. */
  text: string
  model: string
  /** A price type, or another spec key. */
  type: string
  isPrice: boolean
}

/** The tags of a text, in order. */
export function findTags(text: string): SpecTag[] {
  return [...text.matchAll(TAG_PATTERN)].flatMap(([whole, namespace, model, type]) => {
    const tag = parseTag(namespace!, model!, type)
    return tag ? [{ text: whole, ...tag }] : []
  })
}

function parseTag(namespace: string, model: string, type: string | undefined): Omit<SpecTag, 'text'> | null {
  if (namespace === 'price') {
    const priceType = type ?? 'price'
    return isPriceSpecType(priceType) ? { model, type: priceType, isPrice: true } : null
  }
  return type ? { model, type, isPrice: isPriceSpecType(type) } : null
}

/** The model keys the texts' tags name, once each: what to load before replacing (spec 2 §7 batch load). */
export const tagModelKeys = (texts: Iterable<string>): string[] => [
  ...new Set([...texts].flatMap((text) => findTags(text).map((tag) => tag.model))),
]

/** A spec value of a model: a price, a lease price or any other spec, with its disclaimer if it has one. */
export interface SpecEntry {
  value: unknown
  disclaimer?: string | null
}
/** The loaded specs: (model key, spec key) → entry, undefined when unknown. Prices are 'price' and 'lease_price'. */
export type SpecLookup = (modelKey: string, specKey: string) => SpecEntry | undefined

/** spec 2 §9: the n-th disclaimer (from 1) is marked '*', '**', '***', and so on. */
export const disclaimerMarker = (position: number): string => '*'.repeat(Math.max(1, position))

export interface Disclaimers {
  /** The marker of a disclaimer text: a new text takes the next marker, a seen one keeps its own. */
  markerFor(text: string): string
  /** The disclaimers in order of appearance, to print under the content. */
  list(): { marker: string; text: string }[]
}

/** Disclaimer markers by order of appearance (spec 2 §9): one collection per page, shared by its fields. */
export function createDisclaimers(): Disclaimers {
  const texts: string[] = []
  return {
    markerFor(text) {
      const key = text.trim()
      if (!key) return ''
      if (!texts.includes(key)) texts.push(key)
      return disclaimerMarker(texts.indexOf(key) + 1)
    },
    list: () => texts.map((text, i) => ({ marker: disclaimerMarker(i + 1), text })),
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)

export interface ReplaceTagsOptions {
  /** The market's price format (price-settings.ts); the spec 2 §9 defaults without it. */
  format?: PriceFormat
  /** An editor preview: every tag shows its placeholder, '∅∅∅∅∅' for prices, '∅∅∅' for other specs. */
  preview?: boolean
  /**
   * The text is HTML (a Markdown field): replaced values are escaped. Default true. Plain-text
   * fields (String, Text) are escaped by React when rendered, so they pass false.
   */
  html?: boolean
  /** Where disclaimer markers are numbered; without it, no markers are added. */
  disclaimers?: Disclaimers
}

/**
 * The text with its spec and price tags replaced. A price at or below 0, non-numeric or unknown
 * gives '' (spec 2 §5), as does an unknown spec; HTML tags in values and formats are stripped.
 * A value with a disclaimer is followed by its marker.
 *
 * @example replaceTags('The E7, {{price:e7-24my.full_string}}.', lookup) // 'The E7, From € 46,995.'
 */
export function replaceTags(text: string, lookup: SpecLookup, options: ReplaceTagsOptions = {}): string {
  const format = options.format ?? DEFAULT_PRICE_FORMAT
  return text.replace(TAG_PATTERN, (whole: string, namespace: string, model: string, type: string | undefined) => {
    const tag = parseTag(namespace, model, type)
    if (!tag) return whole
    if (options.preview) return tag.isPrice ? PRICE_PLACEHOLDER : SPEC_PLACEHOLDER
    let value: string
    let entry: SpecEntry | undefined
    if (tag.isPrice) {
      const { source, kind } = PRICE_SPEC_TYPES[tag.type as PriceSpecType]
      entry = lookup(tag.model, source)
      value = formatPrice(entry?.value, kind, format, { stripTags: true })
    } else {
      entry = lookup(tag.model, tag.type)
      const raw = entry?.value
      value = typeof raw === 'string' ? stripTags(raw).trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : ''
    }
    if (value && entry?.disclaimer && options.disclaimers) value += options.disclaimers.markerFor(entry.disclaimer)
    return options.html === false ? value : escapeHtml(value)
  })
}

/** spec 2 §3.2 field types whose values may hold tags (spec 2 §9: Text, String and Markdown only). */
const FIELD_TYPES = {
  string: 'Rdx::Core::Fields::String',
  text: 'Rdx::Core::Fields::Text',
  markdown: 'Rdx::Core::Fields::Markdown',
} as const

/**
 * spec 2 §9: never inside the specification block. 'specification' is §9's Specification block
 * (src/blocks/specification, ADR 167); 'specification-accordion' shows a model's specifications,
 * which its tables state themselves.
 */
export const TAG_FREE_TEMPLATES: ReadonlySet<string> = new Set(['specification', 'specification-accordion'])

/** What this module needs of a field definition (spec 2 §3.2). */
export interface TaggableField {
  symbol: string
  field_type: string
  attrs?: { language?: string }
}

/** The values with tags replaced in their String, Text and Markdown (HTML) fields; others as they are. */
export function replaceTagsInFields(
  values: Readonly<Record<string, unknown>>,
  fields: readonly TaggableField[],
  lookup: SpecLookup,
  options: ReplaceTagsOptions = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values }
  for (const field of fields) {
    const value = out[field.symbol]
    if (typeof value !== 'string') continue
    if (field.field_type === FIELD_TYPES.string || field.field_type === FIELD_TYPES.text) {
      out[field.symbol] = replaceTags(value, lookup, { ...options, html: false })
    } else if (field.field_type === FIELD_TYPES.markdown && field.attrs?.language !== 'json') {
      out[field.symbol] = replaceTags(value, lookup, { ...options, html: true })
    }
  }
  return out
}

export interface TaggableBlock {
  template: string
  fields: Record<string, unknown>
  groups: Record<string, unknown>[]
}

/**
 * A block with tags replaced in its fields, then its groups, in order (so disclaimer markers follow
 * the order the block shows them); a specification block as it is.
 */
export function replaceTagsInBlock<B extends TaggableBlock>(
  block: B,
  template: { fields: readonly TaggableField[]; field_groups_template: readonly TaggableField[] },
  lookup: SpecLookup,
  options: ReplaceTagsOptions = {},
): B {
  if (TAG_FREE_TEMPLATES.has(block.template)) return block
  return {
    ...block,
    fields: replaceTagsInFields(block.fields, template.fields, lookup, options),
    groups: block.groups.map((group) => replaceTagsInFields(group, template.field_groups_template, lookup, options)),
  }
}
